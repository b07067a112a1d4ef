// Bundles the server into dist/server/main.js (dependencies stay in node_modules) with its migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  ...serverBundleOptions,
  entryPoints: ['server/src/main.ts'],
  outfile: 'dist/server/main.js',
  sourcemap: true,
});
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
