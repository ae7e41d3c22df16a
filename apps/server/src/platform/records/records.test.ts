import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoginTokenResponse, RoleId } from '@symptoms/domain';
import { AREAS } from '../../areas';
import { noteRecords } from '../../api/notes/records';
import { sql } from '../../db/sql';
import { ALL_FLAGS, createMoodsTable, moodsArea, testShares } from '../../test/moods-area';
import { createTestApp, recordPatientEvents, type Method, type Published, type TestApp } from '../../test/harness';
import { actorOf } from '../audit';
import type { RequestContext } from '../context';
import { ownRecords, patientRecords } from '.';
import { RecordScope } from './scope';

let t: TestApp;
let events: Published[];
beforeAll(async () => {
  t = await createTestApp({}, undefined, [...AREAS, moodsArea]);
  await createMoodsTable(t.db);
  await t.createGroup('study-r', 'org-r');
  await t.createGroup('other-r', 'org-r');
  events = recordPatientEvents(t);
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => t.close());

interface Caller {
  userId: string;
  patientId: string | null;
  login: LoginTokenResponse;
  call: (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

async function caller(roles: { organizationId: string; groupId: string; roleId: RoleId }[]): Promise<Caller> {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email);
  return {
    userId: user.userId,
    patientId: user.patientId,
    login,
    call: (method, url, body) => t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: body as object }),
  };
}

/** A patient of the global group and of the study group, with two moods. */
async function patientWithMoods() {
  const patient = await caller([
    { organizationId: '0', groupId: '0', roleId: 'pat' },
    { organizationId: 'org-r', groupId: 'study-r', roleId: 'pat' },
  ]);
  const moods = [];
  for (const Score of [3, 7]) moods.push((await patient.call('POST', '/my/moods', { Score })).json<{ Id: string }>());
  return { patient, moods };
}

const staff = (groupId: string, roleId: RoleId) => caller([{ organizationId: 'org-r', groupId, roleId }]);

/** The patient's audit rows, but for their answers to the group's consent (the harness approves it as the terms screen would). */
const auditOf = (patientId: string) =>
  t.db.query<{ action_type: string; resource_type: string; resource_id: string; actor_role: string; data_after: unknown }>(
    `SELECT action_type, resource_type, resource_id, actor_role, data_after FROM audit_logs
      WHERE patient_id = $1 AND resource_type <> 'Consent' ORDER BY time_stamp, resource_id`,
    [patientId],
  );

describe('a new patient area', () => {
  it('needs one declaration: its records are scoped, audited, and in the trash, the history and the calendar', async () => {
    const { patient, moods } = await patientWithMoods();
    const audit = await auditOf(patient.patientId!);
    expect(audit.map((r) => `${r.action_type} ${r.resource_type}`)).toEqual(['Create Mood', 'Create Mood']);
    expect(audit[0]!.data_after).toMatchObject({ Version: 0 });

    const history = (await patient.call('GET', '/my/historyitems')).json<{ ResourceId: string; Item: { Score: number } }[]>();
    expect(history.map((h) => [h.ResourceId, h.Item.Score])).toEqual([
      [moods[1]!.Id, 7],
      [moods[0]!.Id, 3],
    ]);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    const day = (await patient.call('GET', `/my/calendar/day?date=${today}`)).json<{ Items: { Title: string }[] }>();
    expect(day.Items.map((i) => i.Title)).toEqual(['mood 3', 'mood 7']);

    expect((await patient.call('POST', `/my/moods/${moods[0]!.Id}/delete`)).statusCode).toBe(204);
    expect((await patient.call('GET', '/my/trash')).json()).toEqual([
      expect.objectContaining({ Id: moods[0]!.Id, ResourceType: 'StatusReport', ResourceDescription: 'mood 3' }),
    ]);
    expect((await patient.call('POST', `/my/moods/${moods[0]!.Id}/restore`)).json()).toMatchObject({ Id: moods[0]!.Id, Score: 3 });
    expect((await auditOf(patient.patientId!)).map((r) => r.action_type)).toEqual(['Create', 'Create', 'Delete', 'Restore']);
  });
});

describe('reads by someone other than the patient', () => {
  it('need a grant: 404 without one, and every record served is audited as View', async () => {
    const { patient, moods } = await patientWithMoods();
    const url = `/patients/${patient.patientId}/moods`;
    const physician = await staff('other-r', 'phys');

    const refused = await physician.call('GET', url);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(moods[0]!.Id);

    testShares.set(physician.userId, new Map([[patient.patientId!, ALL_FLAGS]]));
    const shared = await physician.call('GET', url);
    expect(shared.statusCode).toBe(200);
    expect(
      shared
        .json<{ Id: string }[]>()
        .map((m) => m.Id)
        .sort(),
    ).toEqual(moods.map((m) => m.Id).sort());
    const views = (await auditOf(patient.patientId!)).filter((r) => r.action_type === 'View');
    expect(views.map((v) => [v.resource_type, v.actor_role]).sort()).toEqual([
      ['Mood', 'phys'],
      ['Mood', 'phys'],
    ]);
    expect(views.map((v) => v.resource_id).sort()).toEqual(moods.map((m) => m.Id).sort());

    // A share whose flag leaves the area out opens nothing of it.
    testShares.set(physician.userId, new Map([[patient.patientId!, { ...ALL_FLAGS, StatusReports: false }]]));
    expect((await physician.call('GET', url)).statusCode).toBe(404);
  });

  it('by the staff of the patient’s group, not of another group; a role the table leaves out gets 403', async () => {
    const { patient } = await patientWithMoods();
    const url = `/patients/${patient.patientId}/moods`;
    expect((await (await staff('study-r', 'res')).call('GET', url)).statusCode).toBe(200);
    const views = () => auditOf(patient.patientId!).then((rows) => rows.filter((r) => r.action_type === 'View').map((r) => r.actor_role));
    expect(await views()).toEqual(['res', 'res']);
    expect((await (await staff('other-r', 'res')).call('GET', url)).statusCode).toBe(404);
    expect((await (await staff('study-r', 'admin')).call('GET', url)).statusCode).toBe(404);
    expect((await (await staff('study-r', 'mod')).call('GET', url)).statusCode).toBe(403);
    const other = await caller([{ organizationId: '0', groupId: '0', roleId: 'pat' }]);
    expect((await other.call('GET', url)).statusCode).toBe(403);
    // The patient reads their own records as themselves: not audited as a View.
    expect((await patient.call('GET', '/my/moods')).json()).toHaveLength(2);
    expect(await views()).toEqual(['res', 'res']);
  });
});

describe('the patient scope', () => {
  const ctxOf = (c: Caller): RequestContext => ({
    userId: c.userId,
    patientId: c.patientId,
    sessionId: c.login.session_id,
    name: 'Test Person',
    role: 'pat',
    organizationId: '0',
    groupId: '0',
    claims: [],
    language: 'sv',
  });

  it('is named by every statement: one that leaves it out is refused before it runs', async () => {
    const { patient } = await patientWithMoods();
    const scope = ownRecords(t.app.deps, ctxOf(patient));
    await expect(scope.own(sql`SELECT id FROM moods`)).rejects.toThrow(/must name the scope’s patient/);
    expect(await scope.own(sql`SELECT id FROM moods WHERE patient_id = ${scope.patient}`)).toHaveLength(2);
  });

  it('never reaches another patient’s record, whatever id it is given', async () => {
    const owner = await patientWithMoods();
    const intruder = await patientWithMoods();
    const theirs = ownRecords(t.app.deps, ctxOf(intruder.patient)).of((await import('../../test/moods-area')).moodRecords);
    const target = owner.moods[0]!.Id;
    await expect(theirs.get(target)).rejects.toMatchObject({ status: 404 });
    await expect(theirs.update(target, { score: 0 }, { version: 0 })).rejects.toMatchObject({ status: 404 });
    expect(await theirs.softDelete(target)).toBe(false);
    expect(await theirs.restore([target])).toEqual([]);
    expect(await theirs.purge([target])).toEqual([]);
    const [row] = await t.db.query<{ score: number; deleted_date: Date | null }>('SELECT score, deleted_date FROM moods WHERE id = $1', [
      target,
    ]);
    expect(row).toEqual({ score: 3, deleted_date: null });
    expect((await auditOf(owner.patient.patientId!)).map((r) => r.action_type)).toEqual(['Create', 'Create']);
  });

  it('publishes a transaction’s events after it commits, and writes nothing of one that rolls back', async () => {
    const { patient } = await patientWithMoods();
    const scope = ownRecords(t.app.deps, ctxOf(patient));
    await expect(
      scope.transaction(async (tx) => {
        await tx.of(noteRecords).insert({ content: 'ångrad' });
        expect(events).toEqual([]);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(events).toEqual([]);
    expect(await scope.of(noteRecords).count()).toBe(0);
    const note = await scope.transaction((tx) => tx.of(noteRecords).insert({ content: 'sparad' }));
    expect(events).toEqual([{ patientId: patient.patientId, event: 'NoteCreated', payload: { NoteId: note.id } }]);
    expect((await auditOf(patient.patientId!)).filter((r) => r.resource_type === 'Note').map((r) => r.action_type)).toEqual(['Create']);
  });

  it('writes several records in one statement with a Create row and an event each, and not under a grant that only reads', async () => {
    const { patient } = await patientWithMoods();
    const scope = ownRecords(t.app.deps, ctxOf(patient));
    const notes = await scope.transaction((tx) =>
      tx.of(noteRecords).insertMany([{ content: 'en' }, { content: 'två' }, { content: 'tre' }]),
    );
    expect(notes.map((n) => n.content)).toEqual(['en', 'två', 'tre']);
    expect(await scope.of(noteRecords).insertMany([])).toEqual([]);
    const created = (await auditOf(patient.patientId!)).filter((r) => r.resource_type === 'Note');
    expect(created.map((r) => r.action_type)).toEqual(['Create', 'Create', 'Create']);
    expect(created.map((r) => r.resource_id).sort()).toEqual(notes.map((n) => n.id).sort());
    expect(events.map((e) => e.event)).toEqual(['NoteCreated', 'NoteCreated', 'NoteCreated']);

    const physician = await staff('other-r', 'phys');
    const ctx: RequestContext = { ...ctxOf(physician), role: 'phys', organizationId: 'org-r', groupId: 'other-r' };
    testShares.set(physician.userId, new Map([[patient.patientId!, ALL_FLAGS]]));
    const theirs = await patientRecords(t.app.deps, ctx, patient.patientId!);
    await expect(theirs.of(noteRecords).insertMany([{ content: 'inte min' }])).rejects.toMatchObject({ status: 404 });
    expect(await scope.of(noteRecords).count()).toBe(3);
  });

  it('is another’s only under a grant, resolved once for the scope', async () => {
    const { patient } = await patientWithMoods();
    const physician = await staff('other-r', 'phys');
    const ctx: RequestContext = { ...ctxOf(physician), role: 'phys', organizationId: 'org-r', groupId: 'other-r' };
    await expect(patientRecords(t.app.deps, ctx, patient.patientId!)).rejects.toMatchObject({ status: 404 });
    testShares.set(physician.userId, new Map([[patient.patientId!, { ...ALL_FLAGS, Notes: false }]]));
    const scope = await patientRecords(t.app.deps, ctx, patient.patientId!);
    expect(scope).toBeInstanceOf(RecordScope);
    expect((scope as RecordScope).actor).toEqual(actorOf(ctx));
    expect(scope.may('statusreports', 'read')).toBe(true);
    expect(scope.may('notes', 'read')).toBe(false);
    expect(scope.may('statusreports', 'write')).toBe(false);
    await expect(scope.of(noteRecords).list()).rejects.toMatchObject({ status: 404 });
  });
});
