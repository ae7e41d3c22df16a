import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleId, Share } from '@symptoms/domain';
import { AREAS } from '../../areas';
import { noteRecords } from '../notes/records';
import type { RequestContext } from '../../platform/context';
import { patientRecords } from '../../platform/records';
import { createMoodsTable, moodsArea } from '../../test/moods-area';
import { createTestApp, recordPatientEvents, type Method, type Published, type TestApp } from '../../test/harness';

let t: TestApp;
let patientEvents: Published[];
const userEvents: { userId: string; event: string; payload: unknown }[] = [];

beforeAll(async () => {
  t = await createTestApp({}, undefined, [...AREAS, moodsArea]);
  await createMoodsTable(t.db);
  await t.createGroup('clinic-a', 'org-s');
  await t.createGroup('clinic-b', 'org-s');
  await t.createGroup('clinic-c', 'org-s');
  patientEvents = recordPatientEvents(t);
  vi.spyOn(t.app.deps.realtime, 'toUser').mockImplementation((userId, event, payload) => {
    userEvents.push({ userId, event, payload });
  });
});
beforeEach(() => {
  patientEvents.length = 0;
  userEvents.length = 0;
});
afterAll(() => t.close());

interface Caller {
  userId: string;
  patientId: string | null;
  email: string;
  personnummer: string;
  name: string;
  call: (method: Method, url: string, body?: unknown, language?: string) => Promise<LightMyRequestResponse>;
}

/** Patients in the global group; staff in a clinic of their own (staff of the patient's group would read it anyway). */
async function caller(
  roleId: RoleId,
  groupId = roleId === 'pat' ? '0' : 'clinic-c',
  organizationId = groupId === '0' ? '0' : 'org-s',
): Promise<Caller> {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const login = await t.login(user.email);
  return {
    ...user,
    name: 'Test Person',
    call: (method, url, body, language = 'sv') =>
      t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: body as object }),
  };
}

/** A patient with two moods (read under the StatusReports flag) and a note. */
async function patientWithData() {
  const patient = await caller('pat');
  for (const Score of [2, 8]) expect((await patient.call('POST', '/my/moods', { Score })).statusCode).toBe(201);
  expect((await patient.call('POST', '/my/notes', { Content: 'Huvudvärk på morgonen.' })).statusCode).toBe(201);
  patientEvents.length = 0;
  return patient;
}

const moodsOf = (viewer: Caller, patient: Caller) => viewer.call('GET', `/patients/${patient.patientId}/moods`);

const viewsBy = async (viewer: Caller, patient: Caller) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND actor_user_id = $2 AND action_type = 'View'",
      [patient.patientId, viewer.userId],
    )
  )[0]!.n;

/** The viewer's context as the access hook makes it, for reads through the layer that have no route yet (notes). */
const contextOf = (viewer: Caller, groupId = 'clinic-c', organizationId = 'org-s'): RequestContext => ({
  userId: viewer.userId,
  patientId: null,
  sessionId: 'test',
  name: viewer.name,
  role: 'phys',
  organizationId,
  groupId,
  claims: [],
  language: 'sv',
});

const created = async (response: Promise<LightMyRequestResponse>) => {
  const done = await response;
  expect(done.statusCode, done.body).toBe(201);
  return done.json<Share>();
};

describe('the share lifecycle', () => {
  it('goes requested → accepted → disabled → enabled → removed, the viewer reading only while it is accepted and enabled', async () => {
    const patient = await patientWithData();
    const physician = await caller('phys');

    const request = await created(physician.call('POST', '/physician/shares', { PatientPersonnummer: patient.personnummer, Notes: false }));
    expect(request).toMatchObject({
      AcceptedDate: null,
      Enabled: true,
      Notes: false,
      StatusReports: true,
      ShareWithUserId: physician.userId,
    });
    expect(request.RequestedById).toBe(physician.userId);
    expect(patientEvents).toEqual([{ patientId: patient.patientId, event: 'ShareRequestCreated', payload: { ShareId: request.ShareId } }]);
    expect((await physician.call('POST', '/physician/shares', { PatientPersonnummer: patient.personnummer })).statusCode).toBe(409);

    // A pending request opens nothing.
    expect((await moodsOf(physician, patient)).statusCode).toBe(404);
    const mine = (await patient.call('GET', '/my/shares')).json<Share[]>();
    expect(mine.map((s) => [s.ShareId, s.AcceptedDate])).toEqual([[request.ShareId, null]]);
    expect((await physician.call('GET', '/physician/shares')).json<Share[]>().map((s) => s.ShareId)).toEqual([request.ShareId]);

    const accepted = await patient.call('POST', `/my/shares/${request.ShareId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json<Share>().AcceptedDate).not.toBeNull();
    expect(userEvents).toEqual([{ userId: physician.userId, event: 'ShareRequestAccepted', payload: { ShareId: request.ShareId } }]);
    const again = await patient.call('POST', `/my/shares/${request.ShareId}/accept`);
    expect([again.statusCode, again.json<{ ErrorCode: number }>().ErrorCode]).toEqual([409, 4108]);
    expect((await moodsOf(physician, patient)).statusCode).toBe(200);

    userEvents.length = 0;
    expect((await patient.call('POST', `/my/shares/${request.ShareId}/disable`)).json<Share>().Enabled).toBe(false);
    expect(userEvents).toEqual([{ userId: physician.userId, event: 'ShareUpdated', payload: { ShareId: request.ShareId } }]);
    expect((await moodsOf(physician, patient)).statusCode).toBe(404);

    expect((await patient.call('POST', `/my/shares/${request.ShareId}/enable`)).json<Share>().Enabled).toBe(true);
    expect((await moodsOf(physician, patient)).statusCode).toBe(200);

    userEvents.length = 0;
    expect((await patient.call('DELETE', `/my/shares/${request.ShareId}`)).statusCode).toBe(204);
    expect(userEvents).toEqual([{ userId: physician.userId, event: 'ShareDeleted', payload: { ShareId: request.ShareId } }]);
    expect((await moodsOf(physician, patient)).statusCode).toBe(404);
    expect((await patient.call('GET', `/my/shares/${request.ShareId}`)).statusCode).toBe(404);

    // Each change is in the patient's audit log, in the name of whoever made it.
    const changes = await t.db.query<{ action_type: string; actor_user_id: string }>(
      "SELECT action_type, actor_user_id FROM audit_logs WHERE patient_id = $1 AND resource_type = 'Share' ORDER BY time_stamp, action_type",
      [patient.patientId],
    );
    expect(changes.map((c) => [c.action_type, c.actor_user_id === physician.userId ? 'physician' : 'patient'])).toEqual([
      ['Create', 'physician'],
      ['Update', 'patient'],
      ['Update', 'patient'],
      ['Update', 'patient'],
      ['Delete', 'patient'],
    ]);
  });

  it('declining a request (removing it before it is accepted) tells the clinician who asked', async () => {
    const patient = await patientWithData();
    const physician = await caller('phys');
    const request = await created(physician.call('POST', '/physician/shares', { PatientPersonnummer: patient.personnummer }));
    expect((await patient.call('DELETE', `/my/shares/${request.ShareId}`)).statusCode).toBe(204);
    expect(userEvents).toEqual([{ userId: physician.userId, event: 'ShareRequestDeleted', payload: { ShareId: request.ShareId } }]);
    expect((await physician.call('GET', '/physician/shares')).json<Share[]>()).toEqual([]);
  });
});

describe('what a share opens', () => {
  it('lets the viewer read exactly what its flags allow, 404 for the rest, one View audit row per record read', async () => {
    const patient = await patientWithData();
    const physician = await caller('phys');
    const share = await created(
      patient.call('POST', '/my/shares', { ShareWithEmail: physician.email.toUpperCase(), StatusReports: false, Notes: true }),
    );
    expect(share).toMatchObject({ SymptomReports: true, PromReports: true, StatusReports: false, Notes: true, Enabled: true });
    expect(share.AcceptedDate).not.toBeNull();
    expect(share.ShareWithUserFullName).toBe('Test Person');
    expect(userEvents).toEqual([{ userId: physician.userId, event: 'ShareCreated', payload: { ShareId: share.ShareId } }]);

    expect((await moodsOf(physician, patient)).statusCode).toBe(404);
    const notes = await (await patientRecords(t.app.deps, contextOf(physician), patient.patientId!)).of(noteRecords).list();
    expect(notes).toHaveLength(1);
    expect(await viewsBy(physician, patient)).toBe(1);

    const changed = await patient.call('PUT', `/my/shares/${share.ShareId}`, {
      SymptomReports: false,
      PromReports: false,
      StatusReports: true,
      Notes: false,
      Version: share.Version,
    });
    expect(changed.json<Share>()).toMatchObject({ StatusReports: true, Notes: false, Version: share.Version + 1 });
    const stale = await patient.call('PUT', `/my/shares/${share.ShareId}`, { ...changed.json<Share>(), Version: share.Version });
    expect(stale.statusCode).toBe(409);

    const moods = await moodsOf(physician, patient);
    expect(moods.statusCode).toBe(200);
    expect(moods.json<unknown[]>()).toHaveLength(2);
    expect(await viewsBy(physician, patient)).toBe(3);
    const scope = await patientRecords(t.app.deps, contextOf(physician), patient.patientId!);
    await expect(scope.of(noteRecords).list()).rejects.toMatchObject({ status: 404 });
    expect(await viewsBy(physician, patient)).toBe(3);
  });

  it('opens the patient’s real status reports under its StatusReports flag only', async () => {
    const patient = await patientWithData();
    const physician = await caller('phys');
    expect((await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] })).statusCode).toBe(201);
    const share = await created(patient.call('POST', '/my/shares', { ShareWithEmail: physician.email, StatusReports: false }));
    expect((await physician.call('GET', `/patients/${patient.patientId}/statusreports`)).statusCode).toBe(404);
    await patient.call('PUT', `/my/shares/${share.ShareId}`, {
      SymptomReports: true,
      PromReports: true,
      StatusReports: true,
      Notes: true,
      Version: 0,
    });
    const reports = await physician.call('GET', `/patients/${patient.patientId}/statusreports`);
    expect(reports.statusCode).toBe(200);
    expect(reports.json<unknown[]>()).toHaveLength(1);
  });

  it('a researcher who asked reads what the accepted share’s flags open, as a physician does', async () => {
    const patient = await patientWithData();
    const researcher = await caller('res');
    expect((await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 3 }] })).statusCode).toBe(201);
    const request = await created(researcher.call('POST', '/physician/shares', { PatientPersonnummer: patient.personnummer }));
    expect((await researcher.call('GET', `/patients/${patient.patientId}/statusreports`)).statusCode).toBe(404);
    expect((await patient.call('POST', `/my/shares/${request.ShareId}/accept`)).statusCode).toBe(200);
    const reports = await researcher.call('GET', `/patients/${patient.patientId}/statusreports`);
    expect(reports.statusCode).toBe(200);
    expect(reports.json<unknown[]>()).toHaveLength(1);
  });

  it('a share with a unit opens to the staff working in that unit, not elsewhere', async () => {
    const patient = await patientWithData();
    const inClinic = await caller('phys', 'clinic-a');
    const elsewhere = await caller('phys', 'clinic-b');
    const share = await created(patient.call('POST', '/my/shares', { ShareWithUnit: 'clinic-a' }));
    expect(share).toMatchObject({ ShareWithUnit: 'clinic-a', ShareWithUserId: null, ShareWithUserFullName: 'clinic-a' });
    expect((await moodsOf(inClinic, patient)).statusCode).toBe(200);
    expect((await moodsOf(elsewhere, patient)).statusCode).toBe(404);
    expect((await inClinic.call('GET', '/physician/shares')).json<Share[]>().map((s) => s.ShareId)).toEqual([share.ShareId]);
  });
});

describe('whose shares', () => {
  it('another patient, and a clinician the share is not with, find nothing (404)', async () => {
    const patient = await patientWithData();
    const physician = await caller('phys');
    const other = await caller('pat');
    const stranger = await caller('phys');
    const share = await created(patient.call('POST', '/my/shares', { ShareWithPersonnummer: physician.personnummer }));
    for (const [method, path] of [
      ['GET', ''],
      ['DELETE', ''],
      ['POST', '/accept'],
      ['POST', '/enable'],
      ['POST', '/disable'],
    ] as const) {
      expect((await other.call(method, `/my/shares/${share.ShareId}${path}`)).statusCode, `${method} ${path}`).toBe(404);
    }
    const put = await other.call('PUT', `/my/shares/${share.ShareId}`, {
      SymptomReports: true,
      PromReports: true,
      StatusReports: true,
      Notes: true,
      Version: 0,
    });
    expect(put.statusCode).toBe(404);
    expect((await other.call('GET', '/my/shares')).json()).toEqual([]);
    expect((await moodsOf(stranger, patient)).statusCode).toBe(404);
    expect((await moodsOf(physician, patient)).statusCode).toBe(200);
    // A patient cannot use the clinician's side.
    expect((await patient.call('GET', '/physician/shares')).statusCode).toBe(403);
  });
});

describe('validation', () => {
  it('needs exactly one valid recipient who is a clinician or a unit, once', async () => {
    const patient = await caller('pat');
    const physician = await caller('phys');
    const anotherPatient = await caller('pat');
    const field = async (body: unknown) => {
      const response = await patient.call('POST', '/my/shares', body);
      expect(response.statusCode).toBe(400);
      return response.json<{ ErrorCode: number; Errors: Record<string, string[]> }>();
    };
    expect((await field({})).Errors.ShareWithPersonnummer).toEqual(['Ange en mottagare: personnummer, e-postadress eller enhet.']);
    expect((await field({ ShareWithEmail: physician.email, ShareWithUnit: 'clinic-a' })).ErrorCode).toBe(4100);
    expect((await field({ ShareWithPersonnummer: '19800101-0000' })).Errors.ShareWithPersonnummer).toEqual([
      'Inte ett giltigt personnummer.',
    ]);
    expect((await field({ ShareWithEmail: 'not an address' })).Errors.ShareWithEmail).toEqual(['Ogiltig e-postadress.']);
    expect((await field({ ShareWithUnit: 'clinic-a', Notes: 'yes' })).ErrorCode).toBe(4100);

    const toPatient = await patient.call('POST', '/my/shares', { ShareWithEmail: anotherPatient.email }, 'en');
    expect(toPatient.statusCode).toBe(404);
    expect(toPatient.json<{ Message: string }>().Message).toBe(
      'No clinician or unit with that personal identity number, email address or id was found.',
    );
    expect((await patient.call('POST', '/my/shares', { ShareWithUnit: 'no-such-unit' })).statusCode).toBe(404);

    expect((await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email })).statusCode).toBe(201);
    expect((await patient.call('POST', '/my/shares', { ShareWithPersonnummer: physician.personnummer })).statusCode).toBe(409);

    const unknown = await physician.call('POST', '/physician/shares', { PatientPersonnummer: '190101019800' });
    expect([unknown.statusCode, unknown.json<{ Message: string }>().Message]).toEqual([
      404,
      'Ingen patient med det personnumret hittades.',
    ]);
    expect((await physician.call('POST', '/physician/shares', { PatientPersonnummer: 'x' })).statusCode).toBe(400);
  });
});

describe('by personnummer, only a proven number reaches anyone (issue 32)', () => {
  const notFoundBody = async (response: Promise<LightMyRequestResponse>) => {
    const done = await response;
    return [done.statusCode, done.body];
  };

  it('a clinician’s request for a number a patient only claims is "not found", exactly as for a number nobody has', async () => {
    const physician = await caller('phys');
    const claimant = await t.createUser({ claimed: true });
    const unknown = await notFoundBody(physician.call('POST', '/physician/shares', { PatientPersonnummer: '190101019800' }));
    expect(await notFoundBody(physician.call('POST', '/physician/shares', { PatientPersonnummer: claimant.personnummer }))).toEqual(
      unknown,
    );
    expect(unknown[0]).toBe(404);
    expect(await t.db.query('SELECT 1 FROM shares WHERE patient_id = $1', [claimant.patientId])).toEqual([]);
    expect(patientEvents).toEqual([]);
  });

  it('a patient’s share to a clinician by a number the clinician only claims is "not found", exactly as for a number nobody has', async () => {
    const patient = await caller('pat');
    const claimingClinician = await t.createUser({
      claimed: true,
      roles: [{ organizationId: 'org-s', groupId: 'clinic-c', roleId: 'phys' }],
    });
    const unknown = await notFoundBody(patient.call('POST', '/my/shares', { ShareWithPersonnummer: '190101019800' }));
    expect(await notFoundBody(patient.call('POST', '/my/shares', { ShareWithPersonnummer: claimingClinician.personnummer }))).toEqual(
      unknown,
    );
    expect(unknown[0]).toBe(404);
    expect(await t.db.query('SELECT 1 FROM shares WHERE share_with_user_id = $1', [claimingClinician.userId])).toEqual([]);
  });

  it('answers the patient’s personnummer masked, to the clinician and to the patient', async () => {
    const patient = await caller('pat');
    const physician = await caller('phys');
    const request = await created(physician.call('POST', '/physician/shares', { PatientPersonnummer: patient.personnummer }));
    const masked = `${patient.personnummer.slice(0, 8)}-****`;
    expect(request.PatientPersonnummer).toBe(masked);
    expect((await physician.call('GET', '/physician/shares')).json<Share[]>().map((s) => s.PatientPersonnummer)).toEqual([masked]);
    expect((await patient.call('GET', '/my/shares')).json<Share[]>().map((s) => s.PatientPersonnummer)).toEqual([masked]);
    expect((await patient.call('GET', '/my/shares')).body).not.toContain(patient.personnummer);
  });
});
