import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { installShippedProms } from '../seed/proms';
import { createTestApp, signedInPatient, testConfig, testPersonnummer, TEST_PASSWORD, type TestApp } from '../test/harness';
import { createUser } from '../identity/users/service';
import { openPglite, openPostgres, type Database } from './client';
import { migrate } from './migrate';

/**
 * Backups that restore: every table's row count and checksum equal after the restore, and the app
 * starts on the restored database and lets its users in. PostgreSQL: pg_dump, then pg_restore into
 * a new database. The embedded database: the copy procedure of README.md (stop the server, copy the
 * data folder) and the app on the copy.
 */
type Digests = Record<string, { rows: number; md5: string | null }>;

async function digests(db: Database): Promise<Digests> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const out: Digests = {};
  for (const { table_name: table } of tables) {
    const [row] = await db.query<{ rows: number; md5: string | null }>(
      `SELECT count(*)::int AS rows, md5(string_agg(x::text, E'\\n' ORDER BY x::text)) AS md5 FROM ${table} x`,
    );
    out[table] = row!;
  }
  return out;
}

/** Health data of several kinds, written through the API as users write it. */
async function writeRecords(t: TestApp): Promise<string> {
  const p = await signedInPatient(t);
  for (let i = 0; i < 5; i++) expect((await p.call('POST', '/my/notes', { Content: `Anteckning ${i} åäö` })).statusCode).toBe(201);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR backup')]);
  const upload = { FileName: 'bild.png', MimeType: 'image/png', Data: `data:image/png;base64,${png.toString('base64')}` };
  expect((await p.call('POST', '/my/patient/uploads', upload)).statusCode).toBe(201);
  expect((await p.call('POST', '/my/symptom-definitions', { Name: 'Stelhet' })).statusCode).toBe(201);
  return p.user.email;
}

/** The app on a restored database: healthy, and the user from before logs in and finds the notes. */
async function appStartsOn(db: Database, email: string): Promise<void> {
  await migrate(db);
  const app = await buildApp({ config: testConfig(), db });
  try {
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ Status: 'ok', Database: 'ok' });
    const login = await app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: TEST_PASSWORD }).toString(),
    });
    expect(login.statusCode).toBe(200);
    const notes = await app.inject({
      method: 'GET',
      url: '/api/my/notes',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    expect(notes.json()).toHaveLength(5);
  } finally {
    await app.close();
  }
}

const cleanup: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL backup', () => {
  it('pg_dump, then pg_restore into a new database: equal counts and checksums per table, and the app starts on it', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const t = await createTestApp();
    cleanup.push(() => t.close());
    const email = await writeRecords(t);
    const before = await digests(t.db);
    expect(before.notes!.rows).toBeGreaterThanOrEqual(5);
    expect(before.audit_logs!.rows).toBeGreaterThan(0);

    const folder = await mkdtemp(path.join(tmpdir(), 'symptoms-backup-'));
    cleanup.push(() => rm(folder, { recursive: true, force: true }));
    const dump = path.join(folder, 'symptoms.dump');
    // The test file's own database, whole, as the README's backup takes a deployment's.
    execFileSync('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${dump}`, t.databaseUrl!]);

    const database = `symptoms_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = openPostgres({ url, max: 1 });
    await admin.exec(`CREATE DATABASE ${database}`);
    cleanup.push(async () => {
      await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.close();
    });
    const restoredUrl = new URL(url);
    restoredUrl.pathname = `/${database}`;
    execFileSync('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', `--dbname=${restoredUrl}`, dump]);

    const restored = openPostgres({ url: restoredUrl.toString(), max: 2, schema: t.db.schema! });
    cleanup.push(() => restored.close());
    expect(await digests(restored)).toEqual(before);
    await appStartsOn(restored, email);
  }, 120_000);
});

describe('embedded database backup', () => {
  it('a copy of the stopped data folder opens with equal counts and checksums per table, and the app starts on it', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'symptoms-backup-'));
    cleanup.push(() => rm(folder, { recursive: true, force: true }));
    const live = path.join(folder, 'data');
    const copy = path.join(folder, 'data-copy');

    const db = openPglite(live);
    await migrate(db);
    await db.transaction((tx) => installShippedProms(tx));
    const app = await buildApp({ config: testConfig(), db });
    await app.ready();
    const email = `backup-${randomUUID()}@example.com`;
    await db.transaction((tx) =>
      createUser(tx, {
        personnummer: testPersonnummer(),
        email,
        firstName: 'Test',
        lastName: 'Backup',
        password: TEST_PASSWORD,
        memberships: [{ organizationId: '0', groupId: '0', roleId: 'pat' }],
      }),
    );
    const login = await app.inject({
      method: 'POST',
      url: '/identity/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'password', username: email, password: TEST_PASSWORD }).toString(),
    });
    const headers = { authorization: `Bearer ${login.json().access_token}` };
    for (let i = 0; i < 5; i++) {
      const note = await app.inject({ method: 'POST', url: '/api/my/notes', headers, payload: { Content: `Anteckning ${i} åäö` } });
      expect(note.statusCode).toBe(201);
    }
    // The procedure: stop the server (it closes the database), then copy the folder.
    await app.close();
    const before = await digests(db);
    await db.close();
    await cp(live, copy, { recursive: true });

    const restored = openPglite(copy);
    cleanup.push(() => restored.close());
    expect(await digests(restored)).toEqual(before);
    expect(before.notes!.rows).toBe(5);
    await appStartsOn(restored, email);
  }, 120_000);
});
