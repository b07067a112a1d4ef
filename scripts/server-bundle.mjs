// How a server entry point is bundled (scripts/build-server.mjs, and the tests that start a built
// entry point): one ESM file for the oldest Node we run on, dependencies left in node_modules.
export const serverBundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: 'tsconfig.server.json',
  logLevel: 'warning',
};
