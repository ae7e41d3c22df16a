import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inject, vi } from 'vitest';
import { luhnCheckDigit, type ContractCreate, type LoginTokenResponse, type RoleId, type ShareFlags } from '@symptoms/domain';
import { buildApp, type BuiltApp } from '../app';
import type { AreaDeclaration } from '../platform/areas';
import { loadConfig, type Config } from '../config';
import { openPglite, openPostgres, type Database, type Queryable } from '../db/client';
import { answer } from '../identity/consents/service';
import { contractsOfUser } from '../identity/contracts/store';
import { insertContract } from '../identity/contracts/service';
import { SYSTEM_ACTOR } from '../platform/audit';
import { defaultMigrationsDir, migrate } from '../db/migrate';
import { createUser } from '../identity/users/service';

/** The database of `url` renamed (a test file's own, the run's template). */
export function databaseUrl(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** The names a run gives its databases on PostgreSQL: `<base>_template`, migrated once, and `<base>_f_<random>` per file. */
/**
 * The databases of one test run (`run`: the id of the process that set it up), so that two runs on
 * one server (two worktrees, a developer beside CI) never copy or drop each other's.
 */
export const testDatabaseNames = (url: string, run: number) => {
  const base = new URL(url).pathname.slice(1);
  return { template: `${base}_r${run}_template`, filePrefix: `${base}_r${run}_f_`, anyRun: new RegExp(`^${base}_r(\\d+)_`) };
};

/**
 * A fresh database for one test file: a copy of the migrated PGlite, or on PostgreSQL a database of
 * its own copied from the run's migrated template (CREATE DATABASE … TEMPLATE, a file copy: a third
 * of a second against two for the migrations). With `migrations`, a database migrated with that
 * folder's migrations only (a migration's test).
 */
export async function openTestDatabase(migrations?: string): Promise<{ db: Database; url?: string; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const names = testDatabaseNames(url, inject('testRun'));
    const name = `${names.filePrefix}${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = openPostgres({ url, max: 1 });
    await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${migrations ? 'template0' : names.template}`);
    const own = databaseUrl(url, name);
    const db = openPostgres({ url: own, max: 5, schema: 'public' });
    if (migrations) await migrate(db, migrations);
    return {
      db,
      url: own,
      drop: async () => {
        await db.close();
        await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.close();
      },
    };
  }
  if (migrations) {
    const db = openPglite();
    await migrate(db, migrations);
    return { db, drop: () => db.close() };
  }
  const dump = await readFile(inject('pgliteDump'));
  const db = openPglite(undefined, new Blob([dump]));
  return { db, drop: () => db.close() };
}

/** A database migrated up to `last` only (its own PGlite, or schema on TEST_DATABASE_URL): a migration's test. */
export async function migratedUpTo(last: string): Promise<{ db: Database; drop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'symptoms-migrations-'));
  for (const name of await readdir(defaultMigrationsDir())) {
    if (name <= last) await cp(path.join(defaultMigrationsDir(), name), path.join(dir, name));
  }
  const { db, drop } = await openTestDatabase(dir);
  return { db, drop: async () => (await drop(), rm(dir, { recursive: true })) };
}

/**
 * A user with a patient, in plain SQL (what a migration's test stores before it migrates further):
 * the columns used are those of migration 0001, so it works at any later migration. Answers the patient id.
 */
export async function insertPatientRow(db: Database): Promise<string> {
  const [user] = await db.query<{ id: string }>(
    `INSERT INTO users (personnummer, username, email, first_name, last_name, password_hash, encryption_key)
     VALUES ('199001011239', 'm@example.com', 'm@example.com', 'M', 'M', 'x', 'k') RETURNING id`,
  );
  const [patient] = await db.query<{ id: string }>('INSERT INTO patients (user_id) VALUES ($1) RETURNING id', [user!.id]);
  return patient!.id;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: '0', TOKEN_RATE_LIMIT_PER_IP: '1000', WEB_DIST: '/nonexistent', ...env },
    (file) => readFileSync(file, 'utf8'),
  );
}

/** A study's Required consent that opens `reads` (status, symptom and PROM reports unless told). */
export function studyConsent(reads: Partial<ShareFlags> = {}): ContractCreate {
  return {
    Descriptor: 'consent',
    Index: 0,
    Active: true,
    Required: true,
    RequiredRead: false,
    TermsOfService: false,
    DataProcessing: false,
    Underage: false,
    StatusReports: reads.StatusReports ?? true,
    SymptomReports: reads.SymptomReports ?? true,
    PromReports: reads.PromReports ?? true,
    Notes: reads.Notes ?? false,
    Texts: [
      {
        Language: 'sv',
        Title: 'Samtycke',
        Description: 'Studiens samtycke',
        Sections: [{ Title: 'Studien', Index: 0, Paragraphs: [{ Text: 'Text', Index: 0 }] }],
      },
    ],
  };
}

/** Approves the current version of every contract that applies to the user, as their first login's terms screen would. */
export async function approveEverything(tx: Queryable, userId: string, patientId: string | null): Promise<void> {
  const answerer = { userId, patientId, actor: { userId, role: 'pat', name: 'Test Person' } };
  for (const contract of await contractsOfUser(tx, userId, 'sv')) {
    if (contract.Consented !== true || contract.WithdrawDate !== null) {
      await answer(tx, answerer, { ContractLanguageVersionId: contract.Id, Consented: true });
    }
  }
}

let serial = 0;
/** A valid, unique personnummer for test users. */
export function testPersonnummer(): string {
  serial++;
  const month = String((serial % 12) + 1).padStart(2, '0');
  const day = String((Math.floor(serial / 12) % 28) + 1).padStart(2, '0');
  const nine = `80${month}${day}${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
  return `19${nine}${luhnCheckDigit(nine)}`;
}

/**
 * The password of every user the tests make (the access matrix's callers among them); probes of
 * routes that ask for the caller's password get it as `f.password`.
 */
export const TEST_PASSWORD = 'Correct-horse-9';
/** A password no test user has: probes of routes whose success would end the caller's account (`f.wrongPassword`). */
export const WRONG_TEST_PASSWORD = 'not the password of anyone';

export interface TestUser {
  userId: string;
  patientId: string | null;
  email: string;
  personnummer: string;
}

export interface TestApp {
  app: BuiltApp;
  db: Database;
  /** On PostgreSQL, the test file's own database (pg_dump, a second instance). */
  databaseUrl?: string;
  close(): Promise<void>;
  /**
   * A user with these memberships (a patient of the global group unless told), who has approved
   * every contract that applies to them, as the terms screen has them do at the first login
   * (`consent: false` leaves them unanswered). Their personnummer is proven (as if by BankID) unless
   * `claimed`: then it is only claimed, as a number typed at registration is. `personnummer` picks
   * the number (else a fresh one).
   */
  createUser(options?: {
    roles?: { organizationId: string; groupId: string; roleId: RoleId }[];
    email?: string;
    consent?: boolean;
    claimed?: boolean;
    personnummer?: string;
  }): Promise<TestUser>;
  createPatient(): Promise<TestUser>;
  /**
   * A group of an organization, with a Required consent that opens `reads` to its staff (status,
   * symptom and PROM reports unless told; `null`: a group without any contract, which reads nothing).
   */
  createGroup(id: string, organizationId?: string, reads?: Partial<ShareFlags> | null): Promise<void>;
  login(email: string, extra?: Record<string, string>): Promise<LoginTokenResponse>;
  /** Authorization and the active membership of a login, as the web app sends them. */
  headers(login: LoginTokenResponse, extra?: Record<string, string>): Record<string, string>;
}

/**
 * A test app on a fresh database; `areas` replaces the app's areas (a test adds one of its own);
 * `logStream` receives every log line (set LOG_LEVEL in `env`).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  prepare?: (app: BuiltApp) => void,
  areas?: readonly AreaDeclaration[],
  logStream?: { write(line: string): void },
): Promise<TestApp> {
  const { db, url: ownUrl, drop } = await openTestDatabase();
  const app = await buildApp({ config: testConfig(env), db, ...(areas ? { areas } : {}), ...(logStream ? { logStream } : {}) });
  prepare?.(app);
  await app.ready();

  const createTestUser: TestApp['createUser'] = async (options = {}) => {
    const email = options.email ?? `user-${randomUUID()}@example.com`;
    const personnummer = options.personnummer ?? testPersonnummer();
    const roles = options.roles ?? [{ organizationId: '0', groupId: '0', roleId: 'pat' }];
    const ids = await db.transaction(async (tx) => {
      const made = await createUser(tx, {
        personnummer,
        email,
        firstName: 'Test',
        lastName: 'Person',
        password: TEST_PASSWORD,
        memberships: roles,
        ...(options.claimed ? {} : { proof: 'seed' as const }),
      });
      if (options.consent !== false) await approveEverything(tx, made.userId, made.patientId);
      return made;
    });
    return { ...ids, email, personnummer };
  };

  return {
    app,
    db,
    ...(ownUrl ? { databaseUrl: ownUrl } : {}),
    close: async () => {
      await app.close();
      await drop();
    },
    createUser: createTestUser,
    createPatient: () => createTestUser(),
    async createGroup(id, organizationId = 'org-test', reads = {}) {
      await db.query('INSERT INTO organizations (id, name) VALUES ($1, $1) ON CONFLICT DO NOTHING', [organizationId]);
      const made = await db.query(
        'INSERT INTO groups (id, organization_id, name) VALUES ($1, $2, $1) ON CONFLICT DO NOTHING RETURNING id',
        [id, organizationId],
      );
      if (made.length > 0 && reads !== null) {
        await db.transaction((tx) => insertContract(tx, SYSTEM_ACTOR, { organizationId, groupId: id }, studyConsent(reads)));
      }
    },
    async login(email, extra = {}) {
      const response = await app.inject({
        method: 'POST',
        url: '/identity/token',
        payload: new URLSearchParams({ grant_type: 'password', username: email, password: TEST_PASSWORD, ...extra }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return response.json<LoginTokenResponse>();
    },
    headers(login, extra = {}) {
      return {
        authorization: `Bearer ${login.access_token}`,
        'x-organizationid': login.organization,
        'x-groupid': login.group,
        'x-roleid': login.role,
        ...extra,
      };
    },
  };
}

/** Form-encoded token request. */
export function tokenRequest(app: BuiltApp, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/identity/token',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A new patient, signed in, and `call` for the API under `/api` in their name (Swedish unless told). */
export async function signedInPatient(t: TestApp) {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  const call = (method: Method, url: string, payload?: unknown, language = 'sv') =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: payload as object });
  return { user, patientId: user.patientId!, login, call };
}

export interface Published {
  patientId: string;
  event: string;
  payload: unknown;
}

/** Records every realtime event the app publishes to a patient's room; empty it with `events.length = 0`. */
export function recordPatientEvents(t: TestApp): Published[] {
  const events: Published[] = [];
  vi.spyOn(t.app.deps.realtime, 'toPatient').mockImplementation((patientId, event, payload) => {
    events.push({ patientId, event, payload });
  });
  return events;
}

/**
 * A second instance of the app on the same PostgreSQL schema with a pool of its own, as a second
 * server of one deployment (PostgreSQL only: PGlite is one process's database).
 */
export async function createPeerApp(t: TestApp): Promise<{ app: BuiltApp; close: () => Promise<void> }> {
  if (!t.databaseUrl || !t.db.schema) throw new Error('a peer instance needs TEST_DATABASE_URL');
  const db = openPostgres({ url: t.databaseUrl, max: 5, schema: t.db.schema });
  const app = await buildApp({ config: testConfig(), db });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/**
 * The ids of the records someone read, from their View rows: one row per record for one patient's
 * reads, one row per patient with the records' `Ids` for a cohort's (exports, the group's map).
 */
export async function viewedIds(db: Database, by: { actorUserId: string; resourceType: string; patientId?: string }): Promise<string[]> {
  const rows = await db.query<{ resource_id: string; data_after: { Ids?: string[] } | null }>(
    `SELECT resource_id, data_after FROM audit_logs
      WHERE actor_user_id = $1 AND resource_type = $2 AND action_type = 'View' AND ($3::uuid IS NULL OR patient_id = $3::uuid)`,
    [by.actorUserId, by.resourceType, by.patientId ?? null],
  );
  return rows.flatMap((r) => r.data_after?.Ids ?? [r.resource_id]).sort();
}
