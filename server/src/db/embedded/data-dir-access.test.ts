import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../connection';
import { mayEnter } from './data-dir-access';
import { postgresRunAs } from './processes';

const postgres = { uid: 101, gid: 104 };

describe('whether the postgres user may enter a folder', () => {
  it('goes by the owner bits for its own folder, the group bits for its group, else the others bits', () => {
    expect(mayEnter({ uid: 101, gid: 0, mode: 0o700 }, postgres)).toBe(true);
    expect(mayEnter({ uid: 0, gid: 0, mode: 0o700 }, postgres)).toBe(false);
    expect(mayEnter({ uid: 0, gid: 104, mode: 0o710 }, postgres)).toBe(true);
    expect(mayEnter({ uid: 0, gid: 104, mode: 0o701 }, postgres)).toBe(false);
    expect(mayEnter({ uid: 0, gid: 0, mode: 0o711 }, postgres)).toBe(true);
  });
});

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A folder as `mktemp -d` makes it: ours alone (700). */
function privateFolder(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'leaselens-private-'));
  folders.push(folder);
  expect(statSync(folder).mode & 0o777).toBe(0o700);
  return folder;
}

// Root only: then PostgreSQL runs as the postgres user, which a 700 folder of root's shuts out. The
// embedded server is started here whatever TEST_DATABASE_URL says.
const root = process.getuid?.() === 0;
describe.skipIf(!root)('a DATA_DIR made by mktemp -d, as root (skipped: these tests need root)', () => {
  it('is opened to the postgres group, and the embedded database starts in it as on `npm start`', async () => {
    const dataDir = privateFolder();
    const database = await openDatabase({ databaseUrl: undefined, dataDir, log: () => undefined });
    try {
      const { rows } = await database.db.$client.query<{ user: string }>('select current_user as user');
      expect(rows).toEqual([{ user: 'postgres' }]);
    } finally {
      await database.close();
    }
    const stats = statSync(dataDir);
    expect(stats.mode & 0o777).toBe(0o710);
    expect(stats.gid).toBe(postgresRunAs()?.gid);
  }, 30_000);

  it('below a folder the postgres user cannot enter, is refused with the command that fixes it', async () => {
    const parent = privateFolder();
    const dataDir = path.join(parent, 'data');
    mkdirSync(dataDir);
    await expect(openDatabase({ databaseUrl: undefined, dataDir, log: () => undefined })).rejects.toThrow(
      `PostgreSQL runs as the postgres user when LeaseLens runs as root, and cannot enter ${parent}: ` +
        `run chmod o+x ${parent}, or set DATA_DIR to a folder it can reach.`,
    );
    expect(existsSync(path.join(dataDir, 'pg'))).toBe(false);
    expect(statSync(parent).mode & 0o777).toBe(0o700);
  });
});
