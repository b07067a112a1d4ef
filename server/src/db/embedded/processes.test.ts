import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isAlive, processesIn, waitForExit } from './processes';

const started: ChildProcess[] = [];
const folders: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.split('\n')[0] ?? '');
    });
  });
}

describe.skipIf(process.platform !== 'linux')('processes of the embedded server', () => {
  it('counts a killed process its parent has not reaped yet (a zombie) as dead', async () => {
    // The background `sleep` becomes a child of `sleep 5`, which never reaps it. It outlives the shell's
    // exec by a moment: one that ended first could be reaped by the shell (on a loaded machine it was).
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 5'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    started.push(parent);
    const zombie = Number(await firstLine(parent));
    expect(await waitForExit(zombie, 5_000)).toBe(true);
    expect(() => process.kill(zombie, 0)).not.toThrow();
    expect(isAlive(parent.pid ?? 0)).toBe(true);
  });

  it('finds the processes working in a folder, as the backends of a data directory are found', async () => {
    const folder = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'leaselens-processes-')));
    folders.push(folder);
    const child = spawn('sleep', ['5'], { cwd: folder, stdio: 'ignore' });
    started.push(child);
    await new Promise((resolve) => child.once('spawn', resolve));
    expect(processesIn(folder)).toEqual([child.pid]);
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(processesIn(folder)).toEqual([]);
  });
});
