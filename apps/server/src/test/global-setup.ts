import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDump: string;
  }
}

/**
 * On PGlite, migrate one database and dump it; every test file loads the dump (~1 s instead of ~6 s
 * to create one). On PostgreSQL (TEST_DATABASE_URL), each file makes its own schema instead, and
 * schemas left by a crashed run are dropped here.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const db = openPostgres({ url, max: 1 });
    const stale = await db.query<{ nspname: string }>("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'test\\_%'");
    for (const { nspname } of stale) await db.exec(`DROP SCHEMA IF EXISTS "${nspname}" CASCADE`);
    await db.close();
    project.provide('pgliteDump', '');
    return;
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
