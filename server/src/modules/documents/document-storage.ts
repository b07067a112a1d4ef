import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Readable, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';

/** A body that ran past the limit it was read against; nothing of it was kept. */
export class UploadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`upload larger than ${limitBytes} bytes`);
    this.name = 'UploadTooLargeError';
  }
}

/** A body whose sender went away before it ended; nothing of it was kept. */
export class UploadInterruptedError extends Error {
  constructor() {
    super('The upload was interrupted before the whole file arrived. Please try again.');
    this.name = 'UploadInterruptedError';
  }
}

/** An upload written (and fsynced) to a temporary file: kept under a new key, or discarded. */
export type ReceivedFile = {
  size: number;
  /** Moves the file into place; answers its key. */
  keep(): Promise<string>;
  discard(): Promise<void>;
};

/**
 * The bytes of deal documents, one file per document under a random key (never the user's file
 * name, so no name can reach outside the folder or collide).
 */
export type DocumentStorage = {
  /**
   * Streams a body to a temporary file in the folder, counting as it goes; past `maxBytes` it stops
   * reading, deletes what it wrote and throws UploadTooLargeError. The body is never held whole in memory.
   */
  receive(body: Readable, maxBytes: number): Promise<ReceivedFile>;
  /** The file as a stream, with its size on disk. */
  open(key: string): Promise<{ stream: ReadStream; size: number }>;
  remove(key: string): Promise<void>;
};

const keyPattern = /^[0-9a-f]{32}$/;
const newKey = () => randomBytes(16).toString('hex');
const partialPrefix = 'partial-';
// A temporary file this old belongs to no upload still running (one left by a crash).
const abandonedAfterMs = 24 * 60 * 60 * 1000;

export async function createDocumentStorage(dir: string): Promise<DocumentStorage> {
  await mkdir(dir, { recursive: true });
  await removeAbandonedPartials(dir);
  const fileOf = (key: string) => {
    // Keys come from our own rows; refusing anything else keeps a bad row from naming another file.
    if (!keyPattern.test(key)) throw new Error(`not a document storage key: ${key}`);
    return path.join(dir, key);
  };
  // A new or renamed directory entry must survive a crash too, or a row would point at nothing.
  const syncFolder = async () => {
    const folder = await open(dir, 'r');
    await folder.sync().finally(() => folder.close());
  };

  return {
    async receive(body, maxBytes) {
      const partial = path.join(dir, `${partialPrefix}${newKey()}`);
      const file = await open(partial, 'wx');
      let size: number;
      try {
        size = await copyCounted(body, file, maxBytes);
        await file.sync();
      } catch (error) {
        await file.close();
        await rm(partial, { force: true });
        throw error;
      }
      await file.close();
      return {
        size,
        async keep() {
          const key = newKey();
          await rename(partial, fileOf(key));
          await syncFolder();
          return key;
        },
        discard: () => rm(partial, { force: true }),
      };
    },

    async open(key) {
      const file = await open(fileOf(key), 'r');
      try {
        const { size } = await file.stat();
        return { stream: file.createReadStream(), size };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/**
 * Copies `body` into `file` chunk by chunk (the body waits while a chunk is written), answering the
 * byte count. The body is piped rather than handed to pipeline(), which would destroy it on failure
 * and with it the connection the 413 must go back on.
 */
async function copyCounted(body: Readable, file: FileHandle, maxBytes: number): Promise<number> {
  let size = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, next) {
      size += chunk.length;
      if (size > maxBytes) return next(new UploadTooLargeError(maxBytes));
      writeAll(file, chunk).then(() => next(), next);
    },
  });
  // The request stream fails only when its sender does (a reset, an aborted request).
  const onError = () => sink.destroy(new UploadInterruptedError());
  const onClose = () => {
    if (!body.readableEnded) sink.destroy(new UploadInterruptedError());
  };
  body.on('error', onError).on('close', onClose);
  body.pipe(sink);
  try {
    await finished(sink);
    return size;
  } finally {
    body.off('error', onError).off('close', onClose);
    body.unpipe(sink);
    body.pause();
  }
}

async function writeAll(file: FileHandle, chunk: Buffer): Promise<void> {
  for (let offset = 0; offset < chunk.length; ) {
    const { bytesWritten } = await file.write(chunk, offset);
    offset += bytesWritten;
  }
}

async function removeAbandonedPartials(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    if (!name.startsWith(partialPrefix)) continue;
    const file = path.join(dir, name);
    const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
    if (now - mtimeMs > abandonedAfterMs) await rm(file, { force: true });
  }
}
