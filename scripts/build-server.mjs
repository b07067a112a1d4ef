// Bundles the server into dist/server/main.js and its worker entries beside it (dependencies stay in
// node_modules), with its migrations.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { serverBundleOptions } from './server-bundle.mjs';

rmSync('dist/server', { recursive: true, force: true });
await build({
  ...serverBundleOptions,
  outdir: 'dist/server',
  sourcemap: true,
});
cpSync('server/src/db/migrations', 'dist/server/migrations', { recursive: true });
