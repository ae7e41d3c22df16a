import { readFileSync } from 'node:fs';
import { buildApp, type BuiltApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { seedDemo } from './seed/demo';
import { demoPromRequestLine, installShippedProms } from './seed/proms';

function openDatabase(config: Config): { db: Database; unlock: () => void } {
  if (config.databaseUrl) return { db: openPostgres({ url: config.databaseUrl, max: config.pgPoolMax }), unlock: () => {} };
  const unlock = lockDataDir(config.dataDir);
  return { db: openPglite(config.dataDir), unlock };
}

function banner(config: Config, url: string): string {
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const lines = [`Symptoms is running at ${url} (on ${where})`];
  if (config.seedDemo) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(24)} ${a.description}`);
  }
  if (config.apiDocs) lines.push(`API documentation: ${url}/api/docs`);
  return lines.join('\n');
}

/** Something started beside the app on its database (the bench's baselines): stopped before the app. */
export type Companion = (app: BuiltApp, db: Database, config: Config) => Promise<{ close(): Promise<void> }>;

/**
 * The server as `npm start` runs it: configuration, the database migrated, the shipped
 * questionnaires, the demo data when asked for, the app on its port, and a clean stop on SIGTERM.
 */
export async function runServer(companion?: Companion): Promise<void> {
  const started = Date.now();
  const config = loadConfig(process.env, (p) => readFileSync(p, 'utf8'));
  const { db, unlock } = openDatabase(config);
  let closing = false;
  try {
    await migrate(db);
    // The shipped questionnaires are part of the product, in every mode (idempotent).
    await db.transaction((tx) => installShippedProms(tx));
    const app = await buildApp({ config, db, startJobs: true });
    if (config.seedDemo) await seedDemo(app.deps);
    const address = await app.listen({ port: config.port, host: config.host });
    const url = config.port === 0 ? address : address.replace('://0.0.0.0', '://localhost').replace('://127.0.0.1', '://localhost');
    console.log(banner(config, url));
    const requestLine = config.seedDemo ? await demoPromRequestLine(app.deps, url) : null;
    if (requestLine) console.log(requestLine);
    app.log.info({ ms: Date.now() - started }, 'started');
    const beside = await companion?.(app, db, config);

    // SIGTERM/SIGINT: stop accepting, let in-flight requests finish, then close the database, so
    // the embedded data folder is never left half-written.
    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      await beside?.close();
      await app.close();
      await db.close();
      unlock();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await db.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/** Prints why the server could not start, plainly for a configuration or lock problem, and exits. */
export function failed(error: unknown): never {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error('Symptoms could not start:', error);
  process.exit(1);
}
