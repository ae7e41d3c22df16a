import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

export const root = path.resolve(import.meta.dirname, '../..');

/** A fresh database of its own on the PostgreSQL server, so the bench never touches other data. */
export async function freshDatabase(adminUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface RunningServer {
  url: string;
  baselineUrl: string;
  pid: number;
  stop(): Promise<void>;
}

/** Starts the bench's server (dist/bench-server.js: the product with the baselines beside it), and waits for its banner. */
export function startServer(databaseUrl: string): Promise<RunningServer> {
  // The same V8 flag as `npm start` (scripts/start.mjs): the product is measured as it runs.
  // BENCH_SERVER_ARGS adds Node flags to the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where the time goes.
  const extra = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=32', ...extra, path.join(root, 'bench/dist/bench-server.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'development',
        DATABASE_URL: databaseUrl,
        SEED_DEMO: '1',
        // The bench signs in one patient per connection.
        TOKEN_RATE_LIMIT_PER_IP: '10000',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.on('exit', (code) => reject(new Error(`server exited (${code}):\n${output}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Symptoms is running at (http:\/\/\S+)/.exec(output)?.[1];
      const baselineUrl = /Bench baselines at (http:\/\/\S+)/.exec(output)?.[1];
      if (!url || !baselineUrl) return;
      clearTimeout(timer);
      resolve({
        pid: child.pid!,
        url,
        baselineUrl,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
