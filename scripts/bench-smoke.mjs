// The bench's smoke run (part of `npm test`): every route of `npm run bench` for a second on a few
// connections, on the tests' PostgreSQL, so that the bench cannot stop working unseen. Its figures
// mean nothing and are not kept.
import { run, runScript } from './lib.mjs';
import { hidePassword, onTestPostgres } from './postgres-for-tests.mjs';

await runScript(() =>
  onTestPostgres((url) => {
    console.log(`Bench smoke run on PostgreSQL: ${hidePassword(url)}`);
    return run('npm', ['run', 'bench', '--silent'], { env: { BENCH_SMOKE: '1', BENCH_DATABASE_URL: url } });
  }),
);
