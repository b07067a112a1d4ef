import fs from 'node:fs';
import path from 'node:path';
import type { RunAs } from './processes';

type User = { uid: number; gid: number };
type Folder = Pick<fs.Stats, 'uid' | 'gid' | 'mode'>;

/**
 * Whether `user` may pass through a folder, by its owner, group and mode. PostgreSQL is spawned with
 * a uid and gid only (no supplementary groups), so its primary group is the only one that counts.
 */
export function mayEnter(folder: Folder, user: User): boolean {
  if (user.uid === 0) return true;
  if (folder.uid === user.uid) return (folder.mode & 0o100) !== 0;
  if (folder.gid === user.gid) return (folder.mode & 0o010) !== 0;
  return (folder.mode & 0o001) !== 0;
}

/**
 * As root we run PostgreSQL as the postgres user (see postgresRunAs), which must reach
 * `<dataDir>/pg` and the password file initdb reads from DATA_DIR. A DATA_DIR of ours whose group has
 * no access (`mktemp -d` makes it 700) is handed to the postgres group with the right to pass
 * through only — not to list it or read what is in it. Any other folder that shuts PostgreSQL out
 * is the owner's to open: we refuse with the command that does it.
 */
export function letPostgresIn(dataDir: string, runAs: RunAs): void {
  if (!runAs) return;
  const folders: string[] = [];
  for (let folder = path.resolve(dataDir); ; folder = path.dirname(folder)) {
    folders.unshift(folder);
    if (folder === path.dirname(folder)) break;
  }
  for (const folder of folders) {
    const stats = fs.statSync(folder);
    if (mayEnter(stats, runAs)) continue;
    const ours = stats.uid === process.getuid?.() && (stats.mode & 0o070) === 0;
    if (folder === folders.at(-1) && ours) {
      fs.chownSync(folder, stats.uid, runAs.gid);
      fs.chmodSync(folder, (stats.mode & 0o7777) | 0o010);
      continue;
    }
    throw new Error(
      `PostgreSQL runs as the postgres user when LeaseLens runs as root, and cannot enter ${folder}: ` +
        `run chmod o+x ${folder}, or set DATA_DIR to a folder it can reach.`,
    );
  }
}
