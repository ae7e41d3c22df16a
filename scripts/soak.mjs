// Soak, on demand (`npm run build` first):
//   node scripts/soak.mjs                                  the embedded database in a fresh folder
//   DATABASE_URL=postgres://… node scripts/soak.mjs        PostgreSQL (a database of its own: it is seeded with the demo)
// First the maximum over the main routes (MAX_SECONDS, 20 s, CONNECTIONS 16), then SOAK_MINUTES (10) at half of it,
// one window per minute. Passes when RSS (each window's median of a sample every 2 s) grew under 10 % from the first
// window to the last, every window's p99 is within 1.5× of the median window's, no request failed, and the server's open sockets (and PostgreSQL connections) are back
// to what they were once the load stops. Prints the figures as one JSON line.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 10);
const MAX_SECONDS = Number(process.env.MAX_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 16);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'symptoms-soak-'));

const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '1', LOG_LEVEL: 'warn', NODE_ENV: 'development' };
if (dataDir) env.DATA_DIR = dataDir;
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve, reject) => {
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('Symptoms is running at')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
});

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))[1]) / 1024;
const sockets = () =>
  readdirSync(`/proc/${server.pid}/fd`).filter((fd) => {
    try {
      return readlinkSync(`/proc/${server.pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
async function databaseConnections() {
  if (!databaseUrl) return null;
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query(
    'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
  );
  await client.end();
  return rows[0].n;
}

/** A fresh sign-in for each window: access tokens live 10 minutes, as a client's would be refreshed. */
async function signIn() {
  const login = await fetch(`${base}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'patient2@example.com', password: 'Symptoms-demo-1' }),
  });
  return { authorization: `Bearer ${(await login.json()).access_token}`, 'content-type': 'application/json' };
}
// The main routes, read and write, as a patient uses them.
async function run(options) {
  const headers = await signIn();
  const requests = [
    { method: 'GET', path: '/api/my/notes', headers },
    { method: 'POST', path: '/api/my/notes', headers, body: JSON.stringify({ Content: 'Soak: sov dåligt, ont i ryggen' }) },
    { method: 'GET', path: '/api/my/patient', headers },
    { method: 'GET', path: '/api/my/promreports', headers },
    { method: 'GET', path: '/api/my/statusreports', headers },
    { method: 'GET', path: '/api/my/symptoms', headers },
    { method: 'GET', path: '/identity/my/user', headers },
  ];
  return autocannon({ url: base, connections: CONNECTIONS, requests, ...options });
}

const baseline = { sockets: sockets(), connections: await databaseConnections() };
const max = await run({ duration: MAX_SECONDS });
const rate = Math.max(1, Math.floor(max.requests.average / 2));
const windows = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
for (let minute = 0; minute < SOAK_MINUTES; minute++) {
  // RSS swings with every garbage collection: sampled every 2 s, and a window is judged by its median.
  const samples = [];
  const sampler = setInterval(() => samples.push(rssMb()), 2000);
  const result = await run({ duration: 60, overallRate: rate });
  clearInterval(sampler);
  windows.push({
    minute: minute + 1,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMb: Math.round(median(samples)),
  });
}
await new Promise((r) => setTimeout(r, 15_000));
const after = { sockets: sockets(), connections: await databaseConnections() };
server.kill('SIGTERM');
await new Promise((r) => server.once('exit', r));
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const first = windows[0];
const last = windows.at(-1);
const figures = {
  database: databaseUrl ? 'postgres' : 'pglite',
  maxRps: Math.round(max.requests.average),
  soakRps: rate,
  windows,
  rssGrowth: +((last.rssMb - first.rssMb) / first.rssMb).toFixed(3),
  // Stable: no window's p99 beyond 1.5 times the median window's (a shared machine has its moments).
  worstP99Ratio: +(Math.max(...windows.map((w) => w.p99)) / median(windows.map((w) => w.p99))).toFixed(2),
  failed: windows.reduce((n, w) => n + w.errors + w.non2xx, 0),
  sockets: { before: baseline.sockets, after: after.sockets },
  databaseConnections: { before: baseline.connections, after: after.connections },
};
console.log(JSON.stringify(figures));
const ok =
  figures.rssGrowth < 0.1 &&
  figures.worstP99Ratio <= 1.5 &&
  figures.failed === 0 &&
  after.sockets <= baseline.sockets &&
  (after.connections ?? 0) <= (baseline.connections ?? 0) + Number(process.env.PG_POOL_MAX ?? 8);
process.exit(ok ? 0 : 1);
