// Bundles the server into dist/server/main.js (dependencies stay in node_modules) with its migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.server.json',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
