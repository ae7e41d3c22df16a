import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginTokenResponse } from '@symptoms/domain';
import { completeAnswers } from '../api/promreports/test-support';
import { installShippedProms } from '../seed/proms';
import { control, simulatorForTests } from '../platform/bankid/simulator/test-support';
import type { BankIdSimulator } from '../platform/bankid/simulator/server';
import { createTestApp, TEST_PASSWORD, testPersonnummer, tokenRequest, type TestApp } from './harness';
import { linkIn, startMailServer, type ReceivedMail } from './mail-server';

/**
 * Issue 32, item 4: no secret outlives its use. One run through every way a code, key, order
 * reference or link id reaches the server (register by invite, confirm the address, reset the
 * password, deactivate and reactivate, BankID, an admin's lookups, a PROM request link, searches),
 * with every log line captured at trace level; then neither the log nor any table may hold them.
 */

const ORG = 'org-secrets';
const CLINIC = 'secrets-clinic';
const NEW_PASSWORD = 'ett helt nytt och långt lösenord';
const lines: string[] = [];
let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let simulator: BankIdSimulator;
let closeSimulator: () => Promise<void>;

/** Every secret the run issued or saw, by what it is; e-mail addresses and personnummer are for the log only. */
const secrets = new Map<string, string>();
const personal = new Map<string, string>();

beforeAll(async () => {
  mail = await startMailServer();
  const sim = await simulatorForTests();
  simulator = sim.simulator;
  closeSimulator = sim.close;
  t = await createTestApp(
    { ...sim.env, SMTP_URL: mail.url, PUBLIC_URL: 'https://symptoms.example', LOG_LEVEL: 'trace' },
    undefined,
    undefined,
    { write: (line) => lines.push(line) },
  );
  await t.createGroup(CLINIC, ORG);
  await t.db.transaction((tx) => installShippedProms(tx));
}, 60_000);
afterAll(async () => {
  await t.close();
  await closeSimulator();
  await mail.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, login?: LoginTokenResponse) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), ...(login ? { headers: t.headers(login) } : {}) });

async function staff(roleId: 'phys' | 'admin' | 'res') {
  const user = await t.createUser({ roles: [{ organizationId: ORG, groupId: CLINIC, roleId }] });
  return t.login(user.email);
}

async function lastMail(to: string, count: number): Promise<ReceivedMail> {
  return (await mail.waitFor(to, count))[count - 1]!;
}

/** The run: every route that carries a secret in its path, and the mails that carry them. */
async function driveEverything(): Promise<{ email: string; personnummer: string }> {
  // Letters only: a run of digits in it would be cut by the personnummer mask and hide a leak.
  const email = `hemlig.person.${randomUUID().replace(/[^a-f]/g, '')}@example.org`;
  const personnummer = testPersonnummer();
  personal.set('e-mail', email);
  personal.set('personnummer', personnummer);
  personal.set('personnummer with dash', `${personnummer.slice(0, 8)}-${personnummer.slice(8)}`);
  personal.set('name searched for', 'Hemligsson');

  // An invite sent by a physician, opened, and registered by.
  const physician = await staff('phys');
  const invited = await call(
    'POST',
    '/identity/my/group/invites',
    { Description: 'Välkommen', Invites: [{ Email: email, Personnummer: personnummer }] },
    physician,
  );
  expect(invited.statusCode).toBe(201);
  const key = linkIn(await lastMail(email, 1), '/register');
  secrets.set('invite key', key);
  expect((await call('GET', `/identity/invites/${key}/valid`)).json()).toMatchObject({ Valid: true });
  expect((await call('POST', `/identity/invites/${key}/valid-email`, { Email: email })).json()).toEqual({ Valid: true });
  expect((await call('GET', `/identity/users/check/username/${encodeURIComponent(email)}`)).statusCode).toBe(200);
  const registration = {
    FirstName: 'Hedda',
    LastName: 'Hemligsson',
    Email: email,
    Personnummer: personnummer,
    PhoneNumber: null,
    LanguageId: 'sv',
  };
  expect((await call('POST', `/identity/users/invite/${key}`, { ...registration, Password: TEST_PASSWORD })).statusCode).toBe(200);

  // The address confirmed from its mail.
  const verify = linkIn(await lastMail(email, 2), '/verify-email');
  secrets.set('confirmation code', verify);
  expect((await call('POST', `/identity/verify-email/${verify}`)).statusCode).toBe(204);

  // A password reset through its link.
  expect((await call('POST', '/identity/users/password/reset', { Email: email })).statusCode).toBe(200);
  const reset = linkIn(await lastMail(email, 3), '/reset');
  secrets.set('reset code', reset);
  expect((await call('POST', `/identity/users/password/reset/${reset}/verify`)).json()).toEqual({ TwoFactor: false });
  expect((await call('POST', `/identity/users/password/reset/${reset}`, { NewPassword: NEW_PASSWORD })).statusCode).toBe(204);
  await lastMail(email, 4); // "your password has been changed"

  // Deactivated, and activated again with the mailed code.
  const login = async () =>
    (await tokenRequest(t.app, { grant_type: 'password', username: email, password: NEW_PASSWORD })).json<LoginTokenResponse>();
  expect((await call('POST', '/identity/my/user/deactivate', { Password: NEW_PASSWORD }, await login())).statusCode).toBe(204);
  const activation = /(?:Aktiveringskod|Activation code): (\w+)/.exec((await lastMail(email, 5)).text)![1]!;
  secrets.set('activation code', activation);
  expect((await call('POST', '/identity/my/user/activate', { Password: NEW_PASSWORD, Salt: activation }, await login())).statusCode).toBe(
    204,
  );

  // The clinic's consent, answered as the terms screen does: the person is the clinic's participant.
  const signedIn = await login();
  const owed = (await call('GET', '/identity/my/group/contracts/unconsented/sv', undefined, signedIn)).json<{ Id: string }[]>();
  const answers = { ConsentedContracts: owed.map((c) => ({ ContractLanguageVersionId: c.Id, Consented: true })) };
  expect((await call('POST', '/identity/my/group/contracts/consents', answers, signedIn)).statusCode).toBe(200);

  // A BankID login through the simulator, and an order given up.
  const order = (await call('POST', '/api/bankid/auth/', { GetQr: true, OrganizationId: '0', GroupId: '0' })).json<{
    OrderRef: string;
    AutoStartToken: string;
  }>();
  secrets.set('order reference', order.OrderRef);
  secrets.set('autostart token', order.AutoStartToken);
  expect((await call('GET', `/api/bankid/qr/${order.OrderRef}`)).statusCode).toBe(200);
  await control(simulator, `/control/orders/${order.OrderRef}`, { status: 'complete', personalNumber: personnummer });
  expect((await call('GET', `/api/bankid/collect/${order.OrderRef}`)).json()).toMatchObject({ Status: 'complete' });
  const bankIdLogin = await tokenRequest(t.app, { grant_type: 'bankid', personnummer, orderRef: order.OrderRef, group: '0', org: '0' });
  expect(bankIdLogin.statusCode).toBe(200);
  const given = (await call('POST', '/api/bankid/auth/', { GetQr: false, OrganizationId: '0', GroupId: '0' })).json<{ OrderRef: string }>();
  secrets.set('cancelled order reference', given.OrderRef);
  expect((await call('POST', `/api/bankid/cancel/${given.OrderRef}`)).statusCode).toBe(204);

  // An admin's lookups and searches by e-mail and personnummer; a physician's patient search.
  const admin = await staff('admin');
  expect((await call('GET', `/identity/admin/users/email/${encodeURIComponent(email)}`, undefined, admin)).statusCode).toBe(200);
  expect((await call('GET', `/identity/admin/users/pnr/${personnummer}`, undefined, admin)).statusCode).toBe(200);
  expect((await call('GET', `/identity/users?q=${encodeURIComponent(email)}`, undefined, admin)).statusCode).toBe(200);
  expect((await call('GET', `/identity/users?q=${personnummer}`, undefined, admin)).statusCode).toBe(200);
  expect((await call('GET', `/api/admin/patients?search=Hemligsson&page=0`, undefined, physician)).statusCode).toBe(200);
  expect((await call('GET', `/api/admin/patients?search=${personnummer}`, undefined, physician)).statusCode).toBe(200);

  // A PROM request link, opened and filled.
  const researcher = await staff('res');
  const request = await call(
    'POST',
    '/api/research/promrequests',
    { Personnummer: personnummer, PromId: 'gad7', LanguageId: 'en', Purpose: 'Uppföljning' },
    researcher,
  );
  expect(request.statusCode, request.body).toBe(201);
  // Staff see a reference of the request; the link's id is the patient's (their list, their mail).
  const mine = (await call('GET', '/api/my/promrequests', undefined, await login())).json<{ PromRequestId: string }[]>();
  const link = mine[0]!.PromRequestId;
  secrets.set('PROM request link id', link);
  expect((await call('GET', `/api/promrequests/${link}`)).statusCode).toBe(200);
  expect((await call('GET', `/api/promrequests/${link}/prom`)).statusCode).toBe(200);
  expect((await call('POST', `/api/promrequests/fill/${link}`, { PromId: 'gad7', Answers: completeAnswers('gad7') })).statusCode).toBe(201);

  // Unknown routes with a secret in them, and the outbox's and expiry jobs.
  expect((await call('GET', `/identity/no/such/route/${reset}`)).statusCode).toBe(404);
  expect((await call('GET', `/api/${encodeURIComponent(email)}?code=${verify}`)).statusCode).toBe(404);
  for (const job of t.app.jobs) if (job.name.startsWith('mail')) await t.app.deps.jobs.runOnce(job);
  await t.app.deps.mail.deliver();
  return { email, personnummer };
}

/** What of `values` occurs in `text`, as written or as a URL writes it. */
function found(text: string, values: Map<string, string>): string[] {
  return [...values].filter(([, v]) => text.includes(v) || text.includes(encodeURIComponent(v))).map(([name]) => name);
}

describe('no secret outlives its use', () => {
  it('a full run leaves no code, key, order reference, link id, e-mail or personnummer in any log line', async () => {
    await driveEverything();
    const leaks = lines.flatMap((line) => found(line, new Map([...secrets, ...personal])).map((name) => `${name} in ${line.trim()}`));
    expect(leaks).toEqual([]);
    const logged = lines.join('');
    // Everything was logged, down to trace, and each route shows as its pattern.
    expect(t.app.log.level).toBe('trace');
    expect(logged).toContain('"url":"/identity/verify-email/***"');
    expect(logged).toContain('"url":"/identity/users/password/reset/***/verify"');
    expect(logged).toContain('"url":"/api/bankid/collect/***"');
    expect(logged).toContain('"url":"/api/promrequests/fill/***"');
    expect(logged).toContain('"url":"/identity/admin/users/email/***"');
    expect(logged).toContain('"url":"/api/admin/patients?search=***&page=0"');
    expect(logged).toContain('"url":"(unknown route)"');
  });

  it('leaves codes, keys and order references in no table but as hashes, and no delivered mail keeps its link', async () => {
    const tables = await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
    );
    const leaks: string[] = [];
    for (const { table_name: table } of tables) {
      const rows = await t.db.query<{ row: string }>(`SELECT t::text AS row FROM "${table}" t`);
      for (const { row } of rows) {
        for (const name of found(row, secrets)) {
          // The PROM request's link id is its primary key, and the audit log's name for it, by design (docs/decisions.md).
          if (name === 'PROM request link id' && ['prom_requests', 'audit_logs'].includes(table)) continue;
          leaks.push(`${name} in ${table}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    const kept = await t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM mail_outbox WHERE sent_date IS NOT NULL AND secrets IS NOT NULL',
    );
    expect(kept[0]!.count).toBe(0);
    // The admin's e-mail screen shows each message with its link as a note, never the link.
    const global = await t.createUser({ roles: [{ organizationId: '0', groupId: '0', roleId: 'admin' }] });
    const outbox = await call('GET', '/api/admin/emails', undefined, await t.login(global.email));
    expect(found(outbox.body, secrets)).toEqual([]);
    expect(outbox.body).toContain('"Secret":"link","State":"removed"');
    expect(outbox.body).toContain('"Secret":"code","State":"removed"');
  });
});
