import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { sql } from '../db/sql';
import { databaseUrl, testDatabaseNames } from './harness';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * On PGlite, migrate one database and dump it; every test file loads the dump (~1 s instead of ~6 s
 * to create one). On PostgreSQL (TEST_DATABASE_URL), migrate one template database that each file
 * copies into a database of its own; those left by a crashed run are dropped here.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    // The run's template, migrated once; each test file copies it. Databases a crashed run left go first.
    const names = testDatabaseNames(url);
    const admin = openPostgres({ url, max: 1 });
    const stale = await admin.query<{ datname: string }>(
      sql`SELECT datname FROM pg_database WHERE starts_with(datname, ${names.filePrefix}) OR datname = ${names.template}`,
    );
    for (const { datname } of stale) await admin.exec(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${names.template}`);
    const template = openPostgres({ url: databaseUrl(url, names.template), max: 1 });
    await migrate(template);
    await template.close();
    project.provide('pgliteDump', '');
    return async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${names.template} WITH (FORCE)`);
      await admin.close();
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'symptoms-test-'));
  const db = openPglite();
  await migrate(db);
  const dump = await db.dump!();
  await db.close();
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDump', file);
  return async () => rm(dir, { recursive: true, force: true });
}
