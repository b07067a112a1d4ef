import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without types
import { locateChromium } from './find-chromium.mjs';

const saved = process.env.CHROMIUM_PATH;
afterEach(() => {
  if (saved === undefined) delete process.env.CHROMIUM_PATH;
  else process.env.CHROMIUM_PATH = saved;
});

describe('finding Chromium for the browser tests', () => {
  it('takes CHROMIUM_PATH when it is an executable, and refuses it when it is not', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'chromium-'));
    const binary = path.join(folder, 'chrome');
    writeFileSync(binary, '#!/bin/sh\n');
    chmodSync(binary, 0o755);
    process.env.CHROMIUM_PATH = binary;
    expect(locateChromium()).toBe(binary);
    process.env.CHROMIUM_PATH = path.join(folder, 'missing');
    expect(locateChromium()).toBeUndefined();
    rmSync(folder, { recursive: true, force: true });
  });

  it("prefers Chromium's headless shell to the full browser", () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'chromium-'));
    for (const name of ['chromium', 'chromium-headless-shell']) {
      writeFileSync(path.join(folder, name), '#!/bin/sh\n');
      chmodSync(path.join(folder, name), 0o755);
    }
    const savedPath = process.env.PATH;
    delete process.env.CHROMIUM_PATH;
    process.env.PATH = folder;
    try {
      expect(path.basename(locateChromium())).toBe('chromium-headless-shell');
    } finally {
      process.env.PATH = savedPath;
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('makes `npm test` stop before any test with one line when Chromium is missing', () => {
    const started = Date.now();
    const run = spawnSync(process.execPath, ['scripts/test.mjs'], {
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      "CHROMIUM_PATH=/nonexistent/chromium is not an executable file: point it at Chromium's binary.",
    );
    expect(run.stdout).not.toContain('▶');
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
