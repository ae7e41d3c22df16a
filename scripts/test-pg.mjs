// `npm run test:pg`: the domain and server tests against real PostgreSQL (each test file in its own schema).
import { run } from './lib.mjs';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
console.log(`Server tests on PostgreSQL: ${url.replace(/\/\/[^@]*@/, '//***@')}`);
await run('npx', ['vitest', 'run', '--project', 'domain', '--project', 'server'], { env: { TEST_DATABASE_URL: url } });
