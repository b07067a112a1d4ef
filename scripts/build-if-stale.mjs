// Builds the production app (client and server bundle) unless dist/ is newer than every source;
// `--force` builds it anyway (npm test does, on the newest Node major it proves).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const stamp = 'dist/.build-stamp';
const sources = [
  'client',
  'server/src',
  'common/src',
  'vite.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
  'scripts/server-bundle.mjs',
  'scripts/precompress.mjs',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.endsWith('.test.ts') || child.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

export function buildIfStale() {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const changed = Math.max(...sources.map(newestMtime));
  if (built > changed && existsSync('dist/client/index.html') && existsSync('dist/server/main.js'))
    return false;
  build();
  return true;
}

/** Builds with `npm run build` (run by the first `node` on PATH) and stamps dist/ as fresh. */
function build() {
  console.log('Building LeaseLens (client and server)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--force')) build();
  else buildIfStale();
}
