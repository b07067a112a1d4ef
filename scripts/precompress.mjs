// Writes a brotli (.br) and a gzip (.gz) copy beside each compressible file of the built client, at the
// highest levels: they are made once per build, and the server sends them (@fastify/static's
// preCompressed) instead of compressing the same bytes on every request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats shrink several times over; images, fonts and archives are compressed already. */
export const compressibleExtensions = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.webmanifest',
  '.ico',
  '.map',
]);

/** Below this a compressed copy saves a few hundred bytes at most: less than the request around it. */
export const minimumBytes = 1024;

/** The page every screen's URL is answered with: compressed whatever its size. */
const spaPage = 'index.html';

/** Whether a file of the built client (its path relative to the client folder) gets compressed copies. */
export function shouldPrecompress(relativePath, sizeBytes) {
  const extension = path.extname(relativePath).toLowerCase();
  if (!compressibleExtensions.has(extension)) return false;
  return sizeBytes >= minimumBytes || relativePath.split(path.sep).join('/') === spaPage;
}

/** Brotli at its maximum quality (11), told the input is text; gzip at its maximum level (9). */
export async function compressedCopies(bytes) {
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return { '.br': br, '.gz': gz };
}

/** Every file under `folder`, as paths relative to it. */
async function filesUnder(folder, prefix = '') {
  const files = [];
  for (const entry of await readdir(path.join(folder, prefix), { withFileTypes: true })) {
    const relativePath = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(folder, relativePath)));
    else if (entry.isFile()) files.push(relativePath);
  }
  return files;
}

/**
 * Compresses every file of `folder` that `shouldPrecompress` picks. A copy no smaller than its file is
 * not written (the server then sends the file itself). Returns what it did, file by file.
 */
export async function precompressFolder(folder) {
  const done = [];
  for (const relativePath of await filesUnder(folder)) {
    const file = path.join(folder, relativePath);
    const { size } = await stat(file);
    if (!shouldPrecompress(relativePath, size)) continue;
    const copies = await compressedCopies(await readFile(file));
    const written = {};
    for (const [extension, bytes] of Object.entries(copies)) {
      if (bytes.length >= size) continue;
      await writeFile(file + extension, bytes);
      written[extension] = bytes.length;
    }
    done.push({ file: relativePath, bytes: size, ...written });
  }
  return done;
}

const sum = (values) => values.reduce((total, value) => total + (value ?? 0), 0);

if (import.meta.url === `file://${process.argv[1]}`) {
  const folder = process.argv[2] ?? 'dist/client';
  const done = await precompressFolder(folder);
  const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
  console.log(
    `precompressed ${done.length} files in ${folder}: ${kB(sum(done.map((d) => d.bytes)))} -> ` +
      `${kB(sum(done.map((d) => d['.br'])))} brotli, ${kB(sum(done.map((d) => d['.gz'])))} gzip`,
  );
}
