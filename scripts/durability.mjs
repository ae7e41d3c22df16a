// Durability under kill -9, on demand (`npm run build` first):
//   node scripts/durability.mjs                      the embedded database (PGlite) in a fresh folder
//   DATABASE_URL=postgres://… node scripts/durability.mjs   PostgreSQL (a database of its own: it is seeded with the demo)
// WRITES (10,000) notes are written over CONNECTIONS (8) parallel writers while the server is killed with SIGKILL at
// KILLS (10) random moments and started again. Afterwards: every acknowledged write is stored, every stored note has
// its audit row, and the server came up on the database every time. Then a graceful stop (SIGTERM) under load: no
// request that the server had accepted may fail. Prints the figures as one JSON line.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverMain = path.join(root, 'apps/server/dist/main.js');
const WRITES = Number(process.env.WRITES ?? 10_000);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const KILLS = Number(process.env.KILLS ?? 10);
const databaseUrl = process.env.DATABASE_URL;
const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), 'symptoms-durability-'));
const runId = Date.now().toString(36);

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

let server = null;
let starts = 0;
function start() {
  return new Promise((resolve, reject) => {
    // The request log tells which requests the server received and which it answered (the graceful stop).
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', SEED_DEMO: '1', LOG_LEVEL: 'info', NODE_ENV: 'development' };
    if (dataDir) env.DATA_DIR = dataDir;
    const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let ready = false;
    const read = (chunk) => {
      output += chunk;
      if (!ready && output.includes('Symptoms is running at')) {
        ready = true;
        starts++;
        server = child;
        resolve(child);
      }
    };
    child.log = [];
    child.stdout.on('data', (chunk) => child.log.push(chunk));
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code, signal) => {
      if (!ready) reject(new Error(`the server did not start (${code ?? signal}):\n${output}`));
    });
  });
}

function stop(signal) {
  const child = server;
  server = null;
  return new Promise((resolve) => {
    child.once('exit', () => resolve(child));
    child.kill(signal);
  });
}

/** Requests the server received but never answered, from its request log. */
function unansweredByServer(child) {
  const received = new Set();
  for (const line of Buffer.concat(child.log).toString().split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line);
    if (entry.msg === 'incoming request') received.add(entry.reqId);
    if (entry.msg === 'request completed') received.delete(entry.reqId);
  }
  return received.size;
}

async function login() {
  const response = await fetch(`${base}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'patient2@example.com', password: 'Symptoms-demo-1' }),
  });
  if (!response.ok) throw new Error(`login: ${response.status} ${await response.text()}`);
  return `Bearer ${(await response.json()).access_token}`;
}

const acknowledged = new Map();
let attempts = 0;
let unanswered = 0;
let serverErrors = 0;
let restarting = null;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function writer(index, authorization, until) {
  let seq = 0;
  while (!until()) {
    if (restarting) await restarting;
    const content = `durability ${runId} ${index} ${seq++}`;
    attempts++;
    try {
      const response = await fetch(`${base}/api/my/notes`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ Content: content }),
      });
      if (response.status === 201) acknowledged.set((await response.json()).Id, content);
      else if (response.status >= 500) serverErrors++;
    } catch {
      // Killed under the request: not acknowledged, so it may or may not be stored.
      unanswered++;
      await sleep(50);
    }
  }
}

const started = Date.now();
await start();
const authorization = await login();
const killAt = Array.from({ length: KILLS }, () => Math.floor(Math.random() * WRITES)).sort((a, b) => a - b);
const restartMs = [];
const writers = Array.from({ length: CONNECTIONS }, (_, i) => writer(i, authorization, () => acknowledged.size >= WRITES));
const killer = (async () => {
  for (const at of killAt) {
    while (acknowledged.size < at) await sleep(5);
    let release;
    restarting = new Promise((r) => (release = r));
    await stop('SIGKILL');
    const t0 = Date.now();
    await start();
    restartMs.push(Date.now() - t0);
    restarting = null;
    release();
  }
})();
await Promise.all([...writers, killer]);

// A graceful stop under load: every request the server accepted is answered.
const failures = [];
let answeredDuringStop = 0;
let refused = 0;
const load = Array.from({ length: CONNECTIONS }, async (_, i) => {
  for (let n = 0; n < 200 && server; n++) {
    try {
      const response = await fetch(`${base}/api/my/notes`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ Content: `graceful ${runId} ${i} ${n}` }),
      });
      answeredDuringStop++;
      if (response.status === 201) acknowledged.set((await response.json()).Id, `graceful ${runId} ${i} ${n}`);
      // Fastify answers a request that arrives while it closes with 503: refused, not failed.
      else if (response.status === 503) refused++;
      else failures.push(`status ${response.status}`);
    } catch (error) {
      if (error.cause?.code === 'ECONNREFUSED') refused++;
      else failures.push(error.cause?.code ?? error.message);
    }
  }
});
await sleep(300);
const stopped = await stop('SIGTERM');
await Promise.all(load);
// A connection reset before the server read its request was refused at the door (the listening
// socket closed with it in the queue); an in-flight failure is a request it received and never answered.
const inFlightFailures = unansweredByServer(stopped);

// What is stored, read straight from the database.
let rows;
if (databaseUrl) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  rows = (await client.query(QUERY())).rows;
  await client.end();
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  rows = (await db.query(QUERY())).rows;
  await db.close();
}
function QUERY() {
  return `SELECT n.id::text AS id, n.content, EXISTS (SELECT 1 FROM audit_logs a WHERE a.resource_type = 'Note' AND a.resource_id = n.id::text AND a.action_type = 'Create') AS audited
          FROM notes n WHERE n.content LIKE 'durability ${runId} %' OR n.content LIKE 'graceful ${runId} %'`;
}
const stored = new Map(rows.map((r) => [r.id, r]));
const missing = [...acknowledged].filter(([id, content]) => stored.get(id)?.content !== content).length;
const withoutAudit = rows.filter((r) => !r.audited).length;
if (dataDir) rmSync(dataDir, { recursive: true, force: true });

const figures = {
  database: databaseUrl ? 'postgres' : 'pglite',
  acknowledged: acknowledged.size,
  attempts: attempts + answeredDuringStop,
  unanswered,
  serverErrors,
  stored: rows.length,
  missing,
  withoutAudit,
  kills: KILLS,
  starts,
  restartMs,
  gracefulStop: { answeredDuringStop, refused, resetBeforeRequest: failures.length, failures: [...new Set(failures)], inFlightFailures },
  seconds: Math.round((Date.now() - started) / 1000),
};
console.log(JSON.stringify(figures));
const ok = missing === 0 && withoutAudit === 0 && serverErrors === 0 && inFlightFailures === 0 && starts === KILLS + 1;
process.exit(ok ? 0 : 1);
