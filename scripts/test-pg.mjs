// `npm run test:pg`: the domain and server tests against real PostgreSQL (each test file in its own schema), on
// TEST_DATABASE_URL when it is set; else on the local test database when one answers there
// (TEST_DATABASE_DEFAULT_URL names another address to look at); else on a PostgreSQL of our own, started for
// this run and removed after it, also when a test fails or the run is interrupted.
import { run, runScript, vitest } from './lib.mjs';
import { hidePassword, onTestPostgres } from './postgres-for-tests.mjs';

await runScript(() =>
  onTestPostgres((url) => {
    console.log(`Server tests on PostgreSQL: ${hidePassword(url)}`);
    return run(process.execPath, [vitest, 'run', '--project', 'domain', '--project', 'server'], { env: { TEST_DATABASE_URL: url } });
  }),
);
