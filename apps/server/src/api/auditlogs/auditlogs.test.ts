import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAuditLog, RoleId } from '@symptoms/domain';
import { AREAS } from '../../areas';
import { createMoodsTable, moodsArea } from '../../test/moods-area';
import { createTestApp, TEST_PASSWORD, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, undefined, [...AREAS, moodsArea]);
  await createMoodsTable(t.db);
  await t.createGroup('clinic-l', 'org-l');
});
afterAll(() => t.close());

async function caller(roleId: RoleId, groupId = roleId === 'pat' ? '0' : 'clinic-l') {
  const user = await t.createUser({ roles: [{ organizationId: groupId === '0' ? '0' : 'org-l', groupId, roleId }] });
  const login = await t.login(user.email);
  const call = (method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: body as object });
  const identity = (method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> =>
    t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login), payload: body as object });
  return { ...user, call, identity };
}

const page = async (who: { call: (m: Method, u: string) => Promise<LightMyRequestResponse> }, url: string) => {
  const response = await who.call('GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MyAuditLog[]>();
};

/** Entries for the patient straight into the log, one a second back from now, as the system wrote them. */
async function addEntries(patientId: string, n: number): Promise<void> {
  await t.db.query(
    `INSERT INTO audit_logs (patient_id, actor_role, actor_name, resource_type, resource_id, action_type, time_stamp)
     SELECT $1, 'system', 'Symptoms', 'Note', 'n' || i, 'AutoPurge', now() - make_interval(secs => i + 60)
       FROM generate_series(1, $2::int) AS i`,
    [patientId, n],
  );
}

describe('the patient’s audit log', () => {
  it('shows the patient’s own actions as theirs and others’ reads with name and role; Others leaves the own out', async () => {
    const patient = await caller('pat');
    const physician = await caller('phys');
    expect((await patient.call('POST', '/my/moods', { Score: 5 })).statusCode).toBe(201);
    expect((await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email })).statusCode).toBe(201);
    expect((await physician.call('GET', `/patients/${patient.patientId}/moods`)).statusCode).toBe(200);

    const all = await page(patient, '/my/auditlogs');
    expect(all.map((e) => [e.ActionType, e.ResourceType, e.ActorIsYou])).toEqual([
      ['View', 'Mood', false],
      ['Create', 'Share', true],
      ['Create', 'Mood', true],
    ]);
    expect(all[0]).toMatchObject({ ActorRole: 'phys', ActorName: 'Test Person' });
    expect(await page(patient, '/my/auditlogs/0/20')).toEqual(all);

    const others = await page(patient, '/my/auditlogs/others/0/20');
    expect(others.map((e) => e.Id)).toEqual([all[0]!.Id]);
    expect(await page(patient, '/my/auditlogs/others')).toEqual(others);

    const one = await patient.call('GET', `/my/auditlogs/${all[1]!.Id}`);
    expect(one.json<MyAuditLog>()).toEqual(all[1]);
  });

  it('names each actor as they are now, from the id and role the row keeps; one who is gone is a removed user', async () => {
    const patient = await caller('pat');
    const [renamed, removed, anonymised] = [await caller('phys'), await caller('phys'), await caller('phys')];
    expect((await patient.call('POST', '/my/moods', { Score: 5 })).statusCode).toBe(201);
    for (const physician of [renamed, removed, anonymised]) {
      expect((await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email })).statusCode).toBe(201);
      expect((await physician.call('GET', `/patients/${patient.patientId}/moods`)).statusCode).toBe(200);
    }
    const stored = await t.db.query('SELECT actor_name FROM audit_logs WHERE patient_id = $1 AND actor_user_id IS NOT NULL', [
      patient.patientId,
    ]);
    expect(stored.map((row) => row.actor_name)).toEqual(stored.map(() => null));

    const me = (await renamed.identity('GET', '/my/user')).json<{ Version: number }>();
    const update = { FirstName: 'Karin', LastName: 'Lund', PhoneNumber: null, LanguageId: 'sv', OptOut: false, Version: me.Version };
    expect((await renamed.identity('PUT', '/my/user', update)).statusCode).toBe(200);
    expect((await removed.identity('DELETE', '/my/user', { Password: TEST_PASSWORD })).statusCode).toBe(204);
    const anonymise = {
      Password: TEST_PASSWORD,
      Reference: false,
      Anonymize: true,
      Age: false,
      Gender: false,
      AreaCode: false,
      City: false,
      Region: false,
    };
    expect((await anonymised.identity('POST', '/my/user/anonymize', anonymise)).statusCode).toBe(204);
    await addEntries(patient.patientId!, 1);

    const reads = (await page(patient, '/my/auditlogs/others')).map((e) => [e.ActorName, e.ActorRole, e.ActorRemoved, e.ResourceType]);
    expect(reads).toEqual([
      ['', 'phys', true, 'Mood'],
      ['', 'phys', true, 'Mood'],
      ['Karin Lund', 'phys', false, 'Mood'],
      ['Symptoms', 'system', false, 'Note'],
    ]);
    const own = (await page(patient, '/my/auditlogs')).find((e) => e.ActorIsYou)!;
    expect(own).toMatchObject({ ActorName: 'Test Person', ActorRemoved: false });
    const one = (await patient.call('GET', `/my/auditlogs/${(await page(patient, '/my/auditlogs/others'))[0]!.Id}`)).json<MyAuditLog>();
    expect(one).toMatchObject({ ActorName: '', ActorRemoved: true, ActorRole: 'phys' });
  });

  it('pages newest first without gaps or repeats, 20 by default', async () => {
    const patient = await caller('pat');
    await addEntries(patient.patientId!, 45);
    const first = await page(patient, '/my/auditlogs');
    const pages = [first, await page(patient, '/my/auditlogs/20/20'), await page(patient, '/my/auditlogs/40/20')];
    expect(pages.map((p) => p.length)).toEqual([20, 20, 5]);
    const ids = pages.flat().map((e) => e.ResourceId);
    expect(ids).toEqual(Array.from({ length: 45 }, (_, i) => `n${i + 1}`));
    expect(await page(patient, '/my/auditlogs/45/20')).toEqual([]);
    expect((await page(patient, '/my/auditlogs/others/40/20')).map((e) => e.ResourceId)).toEqual(['n41', 'n42', 'n43', 'n44', 'n45']);
  });

  it('is the caller’s own: another patient’s entries are not found, and staff have no log here', async () => {
    const patient = await caller('pat');
    const other = await caller('pat');
    expect((await patient.call('POST', '/my/moods', { Score: 1 })).statusCode).toBe(201);
    const [entry] = await page(patient, '/my/auditlogs');
    expect((await other.call('GET', `/my/auditlogs/${entry!.Id}`)).statusCode).toBe(404);
    expect(await page(other, '/my/auditlogs')).toEqual([]);
    expect((await (await caller('phys')).call('GET', '/my/auditlogs')).statusCode).toBe(403);
  });

  it('refuses a page out of range and an id that is not one', async () => {
    const patient = await caller('pat');
    for (const url of [
      '/my/auditlogs/0/0',
      '/my/auditlogs/0/101',
      '/my/auditlogs/-1/20',
      '/my/auditlogs/x/20',
      '/my/auditlogs/others/0/1.5',
      '/my/auditlogs/nope',
    ]) {
      const response = await patient.call('GET', url);
      expect([response.statusCode, response.json<{ ErrorCode: number }>().ErrorCode], url).toEqual([400, 4100]);
    }
  });
});

describe('paging after an entry', () => {
  it('starts right after the entry the client has, and gives nothing after another patient’s entry', async () => {
    const patient = await caller('pat');
    const other = await caller('pat');
    await addEntries(patient.patientId!, 30);
    const first = await page(patient, '/my/auditlogs');
    const next = await page(patient, `/my/auditlogs/0/20?after=${first.at(-1)!.Id}`);
    expect(next.map((e) => e.ResourceId)).toEqual(Array.from({ length: 10 }, (_, i) => `n${i + 21}`));
    expect(await page(other, `/my/auditlogs/0/20?after=${first.at(-1)!.Id}`)).toEqual([]);
    expect((await patient.call('GET', '/my/auditlogs/0/20?after=nope')).statusCode).toBe(400);
  });
});
