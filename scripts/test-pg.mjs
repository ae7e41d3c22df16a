// `npm run test:pg`: the domain and server tests against real PostgreSQL (each test file in its own schema), on
// TEST_DATABASE_URL when it is set; else on the local test database when one answers there
// (TEST_DATABASE_DEFAULT_URL names another address to look at); else on a PostgreSQL of our own, started for
// this run and removed after it, also when a test fails or the run is interrupted.
import { run, runScript, vitest } from './lib.mjs';
import { reachPostgres, startPostgresForTests } from './postgres-for-tests.mjs';

const LOCAL_TEST_DATABASE = 'postgres://postgres@127.0.0.1:5432/test';
const hidePassword = (url) => url.replace(/\/\/[^@]*@/, '//***@');

function testOn(url) {
  console.log(`Server tests on PostgreSQL: ${hidePassword(url)}`);
  return run(process.execPath, [vitest, 'run', '--project', 'domain', '--project', 'server'], { env: { TEST_DATABASE_URL: url } });
}

await runScript(async () => {
  if (process.env.TEST_DATABASE_URL) return testOn(process.env.TEST_DATABASE_URL);
  const local = process.env.TEST_DATABASE_DEFAULT_URL || LOCAL_TEST_DATABASE;
  const unreachable = await reachPostgres(local);
  if (!unreachable) return testOn(local);

  console.log(`No PostgreSQL for the tests at ${hidePassword(local)} (${unreachable}): starting one of our own.`);
  const started = Date.now();
  const postgres = await startPostgresForTests();
  console.log(`PostgreSQL ${postgres.version} started in ${((Date.now() - started) / 1000).toFixed(1)} s in ${postgres.folder}`);
  try {
    await testOn(postgres.url);
  } finally {
    await postgres.stop();
    console.log('PostgreSQL stopped and its folder removed.');
  }
});
