import { readFileSync } from 'node:fs';
import { buildApp, type BuiltApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openPglite, openPostgres, type Database } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/lock';
import { migrate } from './db/migrate';
import { startAddressLookupSimulator } from './platform/address-lookup/simulator';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts';
import { CLINIC_SLUG, DEMO_INVITE } from './seed/invites';
import { SEED_STEPS, seedDemo } from './seed/demo';
import { demoHistorySeed } from './seed/demo-history';
import { studyCohortSeed } from './seed/study-cohort';
import { studyParticipantsSeed } from './seed/study-schema';
import { demoPromRequestLine, installShippedProms } from './seed/proms';
import { startBankIdSimulator, type BankIdSimulator } from './platform/bankid/simulator/server';
import { startTrackerSimulator, type TrackerSimulator } from './platform/issue-tracker/simulator';

function openDatabase(config: Config): { db: Database; unlock: () => void } {
  if (config.databaseUrl) return { db: openPostgres({ url: config.databaseUrl, max: config.pgPoolMax }), unlock: () => {} };
  const unlock = lockDataDir(config.dataDir);
  return { db: openPglite(config.dataDir), unlock };
}

/**
 * Without BankID configured, the embedded mode (a developer's or tester's machine) gets the local
 * simulator: the same RP API over mutual TLS, with a page to sign pending orders. Never with a
 * database server, so never in production.
 */
async function bankIdFor(config: Config): Promise<{ config: Config; simulator: BankIdSimulator | null }> {
  if (config.bankid || config.databaseUrl) return { config, simulator: null };
  const simulator = await startBankIdSimulator({ host: '127.0.0.1' });
  return { config: { ...config, bankid: simulator.connection }, simulator };
}

function banner(config: Config, url: string, simulator: BankIdSimulator | null, tracker: TrackerSimulator | null): string {
  const where = config.databaseUrl ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  const lines = [`Symptoms is running at ${url} (on ${where})`];
  if (simulator) lines.push(`BankID simulator (sign pending BankID logins here): ${simulator.controlUrl}`);
  if (tracker) lines.push(`Issue tracker simulator (bug reports filed by staff): ${tracker.pageUrl}`);
  if (config.seedDemo) {
    lines.push(`Demo logins (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) lines.push(`  ${a.email.padEnd(24)} ${a.description}`);
    lines.push(`Register a new patient with the demo invite: ${url}/register/${DEMO_INVITE.key} (as ${DEMO_INVITE.email})`);
    lines.push(`The clinic's own login page: ${url}/${CLINIC_SLUG}`);
  }
  if (config.apiDocs) lines.push(`API documentation: ${url}/api/docs`);
  return lines.join('\n');
}

/** Something started beside the app on its database (the bench's baselines): stopped before the app. */
type Companion = (app: BuiltApp, db: Database, config: Config) => Promise<{ close(): Promise<void> }>;

/**
 * The server as `npm start` runs it: configuration, the database migrated, the shipped
 * questionnaires, the demo data when asked for, the app on its port, and a clean stop on SIGTERM.
 */
export async function runServer(companion?: Companion): Promise<void> {
  const started = Date.now();
  const loaded = loadConfig(process.env, (p) => readFileSync(p, 'utf8'));
  const { db, unlock } = openDatabase(loaded);
  let closing = false;
  let simulator: BankIdSimulator | null = null;
  let addresses: Awaited<ReturnType<typeof startAddressLookupSimulator>> | null = null;
  let tracker: TrackerSimulator | null = null;
  try {
    const withBankId = await bankIdFor(loaded);
    simulator = withBankId.simulator;
    // Without an address lookup service configured, outside production, a local simulator answers.
    addresses = !loaded.addressLookup && loaded.env !== 'production' ? await startAddressLookupSimulator() : null;
    // Likewise an issue tracker for bug reports.
    tracker = !loaded.issueTracker && loaded.env !== 'production' ? await startTrackerSimulator() : null;
    const config: Config = {
      ...withBankId.config,
      ...(addresses ? { addressLookup: { url: addresses.url, key: 'simulator' } } : {}),
      ...(tracker ? { issueTracker: tracker.github } : {}),
    };
    await migrate(db);
    // The shipped questionnaires are part of the product, in every mode (idempotent).
    await db.transaction((tx) => installShippedProms(tx));
    const app = await buildApp({ config, db, startJobs: true });
    if (config.seedDemo)
      await seedDemo(
        app.deps,
        config.seedDemoHistory ? [...SEED_STEPS, demoHistorySeed, studyParticipantsSeed, studyCohortSeed] : SEED_STEPS,
      );
    const address = await app.listen({ port: config.port, host: config.host });
    const url = config.port === 0 ? address : address.replace('://0.0.0.0', '://localhost').replace('://127.0.0.1', '://localhost');
    console.log(banner(config, url, simulator, tracker));
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
      await simulator?.close();
      await addresses?.close();
      await tracker?.close();
      await db.close();
      unlock();
      process.exit(0);
    };
    process.on('SIGTERM', () => void shutdown('SIGTERM'));
    process.on('SIGINT', () => void shutdown('SIGINT'));
  } catch (error) {
    await simulator?.close();
    await addresses?.close();
    await tracker?.close();
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
