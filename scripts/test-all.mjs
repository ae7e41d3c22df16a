// `npm test`: everything CI checks, in the order that fails fastest. Needs Node and Chromium (see
// find-chromium.mjs); the PostgreSQL step uses TEST_DATABASE_URL, the local test database, or one of its own
// (see test-pg.mjs).
import { ChromiumNotFound, findChromium } from './find-chromium.mjs';
import { run, runScript, vitest } from './lib.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['unit, server and component tests on PGlite', process.execPath, [vitest, 'run'], { env: { TEST_DATABASE_URL: '' } }],
  ['domain and server tests on PostgreSQL', process.execPath, ['scripts/test-pg.mjs']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['JavaScript budgets of the login screen and the signed-in home', process.execPath, ['scripts/check-budgets.mjs']],
  // The short form of the on-demand run (10,000 writes, 10 kills): nothing acknowledged is lost, every write has its audit row.
  [
    'durability under kill -9, short (the embedded database)',
    process.execPath,
    ['scripts/durability.mjs'],
    { env: { WRITES: '400', KILLS: '2', CONNECTIONS: '4', SEED_DEMO_HISTORY: '0' } },
  ],
  ['end-to-end tests in Chromium', 'npm', ['run', 'test:e2e', '--silent']],
  // Every route of the bench for a second: the bench runs to its end after every change (figures not kept).
  ['bench smoke run', process.execPath, ['scripts/bench-smoke.mjs']],
];

// Missing Chromium is known now: say so before the ten minutes that come before the end-to-end tests.
try {
  console.log(`Chromium for the end-to-end tests: ${findChromium()}`);
} catch (error) {
  if (!(error instanceof ChromiumNotFound)) throw error;
  console.error(error.message);
  process.exit(1);
}

await runScript(async () => {
  const started = Date.now();
  for (const [name, command, args, options] of steps) {
    const t0 = Date.now();
    console.log(`\n▶ ${name}`);
    await run(command, args, options);
    console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
  }
  console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
});
