import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { minimumBytes, precompressFolder, shouldPrecompress } from './precompress.mjs';

let folder: string | undefined;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = undefined;
});

describe('which files of the build get compressed copies', () => {
  it('takes text formats of 1 KB or more', () => {
    for (const file of ['assets/index-Ab12.js', 'assets/index-Ab12.css', 'manifest.webmanifest', 'a.SVG']) {
      expect(shouldPrecompress(file, minimumBytes), file).toBe(true);
      expect(shouldPrecompress(file, minimumBytes - 1), file).toBe(false);
    }
    for (const file of ['robots.txt', 'data.json', 'favicon.ico', 'page.html', 'sitemap.xml']) {
      expect(shouldPrecompress(file, 50_000), file).toBe(true);
    }
  });

  it('leaves out formats that are compressed already, and the copies themselves', () => {
    for (const file of ['logo.png', 'photo.jpg', 'font.woff2', 'plan.pdf', 'a.js.br', 'a.js.gz', 'README']) {
      expect(shouldPrecompress(file, 50_000), file).toBe(false);
    }
  });

  it('takes index.html at the top whatever its size: every screen URL is answered with it', () => {
    expect(shouldPrecompress('index.html', 300)).toBe(true);
    expect(shouldPrecompress(path.join('docs', 'index.html'), 300)).toBe(false);
  });
});

describe('precompressing a built client', () => {
  it('writes a .br and a .gz beside each file it takes, each the same bytes once decompressed', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    mkdirSync(path.join(folder, 'assets'));
    const script = Buffer.from(`export const rows = [${'"a deal row", '.repeat(500)}];\n`);
    const page = Buffer.from(
      `<!doctype html><title>LeaseLens</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(12)}`,
    );
    expect(page.length).toBeLessThan(minimumBytes);
    writeFileSync(path.join(folder, 'assets', 'index-Ab12.js'), script);
    writeFileSync(path.join(folder, 'index.html'), page);
    writeFileSync(path.join(folder, 'favicon.svg'), '<svg/>');
    writeFileSync(path.join(folder, 'assets', 'photo.png'), Buffer.alloc(5000, 1));

    const done = await precompressFolder(folder);

    expect(done.map((entry: { file: string }) => entry.file).sort()).toEqual([
      path.join('assets', 'index-Ab12.js'),
      'index.html',
    ]);
    const read = (name: string) => readFileSync(path.join(folder!, name));
    expect(brotliDecompressSync(read('assets/index-Ab12.js.br')).equals(script)).toBe(true);
    expect(gunzipSync(read('assets/index-Ab12.js.gz')).equals(script)).toBe(true);
    expect(read('assets/index-Ab12.js.br').length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(read('index.html.br')).equals(page)).toBe(true);
    expect(gunzipSync(read('index.html.gz')).equals(page)).toBe(true);
    expect(readdirSync(folder).sort()).toEqual([
      'assets',
      'favicon.svg',
      'index.html',
      'index.html.br',
      'index.html.gz',
    ]);
    expect(readdirSync(path.join(folder, 'assets')).sort()).toEqual([
      'index-Ab12.js',
      'index-Ab12.js.br',
      'index-Ab12.js.gz',
      'photo.png',
    ]);
  });

  it('writes no copy that is not smaller than its file, and adds nothing when run again', async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    // Random bytes do not compress: both copies would be larger.
    writeFileSync(path.join(folder, 'noise.txt'), randomBytes(4096));
    writeFileSync(path.join(folder, 'index.html'), '<!doctype html><title>x</title>'.repeat(50));
    await precompressFolder(folder);
    const first = readdirSync(folder).sort();
    await precompressFolder(folder);
    expect(readdirSync(folder).sort()).toEqual(first);
    expect(first).toEqual(['index.html', 'index.html.br', 'index.html.gz', 'noise.txt']);
  });
});
