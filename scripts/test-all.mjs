// `npm test`: everything CI checks, in the order that fails fastest. Needs PostgreSQL (TEST_DATABASE_URL,
// default the local test database) and Chromium at /usr/bin/chromium for the end-to-end tests.
import { run } from './lib.mjs';

const steps = [
  ['lint', 'npm', ['run', 'lint', '--silent']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
  ['unit, server and component tests on PGlite', 'npx', ['vitest', 'run'], { env: { TEST_DATABASE_URL: '' } }],
  ['domain and server tests on PostgreSQL', 'node', ['scripts/test-pg.mjs']],
  ['build', 'npm', ['run', 'build', '--silent']],
  ['end-to-end tests in Chromium', 'npm', ['run', 'test:e2e', '--silent']],
];

const started = Date.now();
for (const [name, command, args, options] of steps) {
  const t0 = Date.now();
  console.log(`\n▶ ${name}`);
  await run(command, args, options);
  console.log(`✔ ${name} (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
