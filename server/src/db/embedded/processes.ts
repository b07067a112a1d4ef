import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * True when a process with this pid exists and is not a zombie (EPERM means it exists but belongs
 * to someone else). A SIGKILLed postmaster whose parent has not reaped it yet is dead to us.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  return processState(pid) !== 'Z';
}

/** The one-letter state in /proc/<pid>/stat (R, S, D, Z…), or '' when it cannot be read. */
function processState(pid: number): string {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  } catch {
    return '';
  }
}

/**
 * The live processes whose working directory is `dir`. PostgreSQL's postmaster changes into its
 * data directory and every backend it forks inherits that, while their command lines are rewritten
 * ('postgres: postgres leaselens 127.0.0.1(…) idle'): the working directory is how the processes of
 * one data directory are found, including the orphans a SIGKILLed postmaster leaves behind. Linux
 * only (elsewhere the list is empty and PostgreSQL's own shared-memory check speaks instead).
 */
export function processesIn(dir: string): number[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const entry of entries) {
    const pid = Number(entry);
    if (pid === process.pid) continue;
    try {
      if (readlinkSync(`/proc/${pid}/cwd`) === dir && isAlive(pid)) found.push(pid);
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** The command line of a live process, or '' when it cannot be read. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    try {
      return execFileSync('ps', ['-p', String(pid), '-o', 'command='], { encoding: 'utf8' }).trim();
    } catch {
      return '';
    }
  }
}

export async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

export type RunAs = { uid: number; gid: number } | undefined;

/**
 * PostgreSQL refuses to run as root. When we are root, run it as the `postgres` system user,
 * creating that user if the machine has none.
 */
export function postgresRunAs(): RunAs {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = () => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return lookup();
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres'], {
      stdio: 'ignore',
    });
    return lookup();
  }
}
