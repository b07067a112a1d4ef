import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = {
  '@common': fileURLToPath(new URL('./common/src', import.meta.url)),
  '@': fileURLToPath(new URL('./client/src', import.meta.url)),
};

// Vitest's default is one worker fewer than the cores, which on a 2-core machine runs every file in
// turn. jsdom and plain tests are CPU-bound: one worker per core. The server tests mostly wait on
// PostgreSQL (each file has a database of its own), so three overlap well on two cores.
// Client and server files share their worker's module cache and environment (isolate: false): each
// file builds its own app, database or rendered tree, and the client setup resets what a test leaves
// behind. Loading jsdom and the app once per worker instead of once per file took the client project
// from 169 s to 57 s and the server from 105 s to 72 s on two cores.
const cpuBoundWorkers = Math.max(2, availableParallelism());
const serverWorkers = Math.max(3, availableParallelism());

// Server files that spend most of their time waiting on processes they start (apps killed and
// restarted, command-line runs) or on long property runs. They are small files, and on a clean clone
// (no timings cached) Vitest runs the largest files first, so these came last and the run ended on one
// of them alone (crash safety's 20 kill-and-restart rounds started 44th of 106 files, the CLI and
// start-up tests 69th and 77th). Started first, they overlap with the rest.
const longFiles = [
  'server/src/crash-safety/crash-safety.test.ts',
  'server/src/modules/ai-opportunities/analysis-scale.test.ts',
  'server/src/consistency-oracle.test.ts',
  'server/src/crash-safety/start-and-stop.test.ts',
  'server/src/cli-failure.test.ts',
  'server/src/modules/auth/account-throttle.test.ts',
  'server/src/modules/properties/portfolio-scale.test.ts',
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = longFiles.findIndex((long) => file.moduleId.endsWith(long));
      return index === -1 ? longFiles.length : index;
    };
    // Stable: projects stay in Vitest's order, and so do the other files.
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          (a.file.project.name === b.file.project.name ? rank(a.file) - rank(b.file) : 0) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: serverWorkers,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['common/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          maxWorkers: cpuBoundWorkers,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          maxWorkers: cpuBoundWorkers,
          isolate: false,
          setupFiles: ['client/src/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          maxWorkers: serverWorkers,
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
