// How a server entry point is bundled (scripts/build-server.mjs, and the tests that start a built
// entry point): one ESM file for the oldest Node we run on, dependencies left in node_modules.
// main.js is the server; analysis-worker.js, beside it, runs the AI rules on a worker thread.
export const serverBundleOptions = {
  entryPoints: {
    main: 'server/src/main.ts',
    'analysis-worker': 'server/src/modules/ai-opportunities/analysis-worker.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.server.json',
  logLevel: 'warning',
};
