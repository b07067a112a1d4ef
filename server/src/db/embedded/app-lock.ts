import fs from 'node:fs';
import path from 'node:path';
import { commandLine, isAlive } from './processes';

export type AppLock = { release(): void };

/**
 * One LeaseLens server per DATA_DIR: a lock file holding our pid, taken over only when the
 * process that wrote it is gone (a crash or `kill -9` leaves a stale lock behind).
 */
export function acquireAppLock(dataDir: string): AppLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'leaselens.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return {
        release: () => {
          if (readPid(lockFile) === process.pid) fs.rmSync(lockFile, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(lockFile);
      if (owner && owner !== process.pid && isAlive(owner) && commandLine(owner).includes('node')) {
        throw new Error(
          `Another LeaseLens server (pid ${owner}) is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}

function readPid(file: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}
