import { randomBytes } from 'node:crypto';
import type { ReadStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The bytes of deal documents, one file per document under a random key (never the user's file
 * name, so no name can reach outside the folder or collide).
 */
export type DocumentStorage = {
  /** Writes and fsyncs a new file; answers its key. */
  save(bytes: Buffer): Promise<string>;
  /** The file as a stream, with its size on disk. */
  open(key: string): Promise<{ stream: ReadStream; size: number }>;
  remove(key: string): Promise<void>;
};

const keyPattern = /^[0-9a-f]{32}$/;

export async function createDocumentStorage(dir: string): Promise<DocumentStorage> {
  await mkdir(dir, { recursive: true });
  const fileOf = (key: string) => {
    // Keys come from our own rows; refusing anything else keeps a bad row from naming another file.
    if (!keyPattern.test(key)) throw new Error(`not a document storage key: ${key}`);
    return path.join(dir, key);
  };

  return {
    async save(bytes) {
      const key = randomBytes(16).toString('hex');
      const file = await open(fileOf(key), 'wx');
      try {
        await file.writeFile(bytes);
        await file.sync();
      } catch (error) {
        await file.close();
        await rm(fileOf(key), { force: true });
        throw error;
      }
      await file.close();
      // The new directory entry must survive a crash too, or the row would point at nothing.
      const folder = await open(dir, 'r');
      await folder.sync().finally(() => folder.close());
      return key;
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
