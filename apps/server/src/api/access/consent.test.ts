import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminContract, Contract, GroupSymptomMap, MyAccess, RoleId } from '@symptoms/domain';
import { sql } from '../../db/sql';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, TEST_PASSWORD, type Method, type TestApp } from '../../test/harness';
import { sampleReport } from '../symptomreports/routes';
import { installStudyProm, parseCsv, unzipText } from '../exports/test-support';

/**
 * Consent gates every read by a patient's groups (issue 32, item 2; docs/decisions.md): a group
 * reads a participant only while their account is active and they hold every required contract of
 * the group, only the areas the contracts they approved name, and only what they reported since
 * they joined. Each case was an outside probe's finding, reproduced here with real requests.
 */
const ORG = 'org-consent';
const STUDY = 'study-consent';
const CLINIC = 'clinic-consent';
const DIARY = 'diary-consent';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  await t.createGroup(STUDY, ORG);
  // A clinic without any contract, and a group whose consent names notes.
  await t.createGroup(CLINIC, ORG, null);
  await t.createGroup(DIARY, ORG, { StatusReports: false, SymptomReports: false, PromReports: false, Notes: true });
  await installStudyProm(t.db, STUDY, ORG);
});
afterAll(() => t.close());

interface Caller {
  userId: string;
  patientId: string | null;
  call: (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
  identity: (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

async function caller(roles: [string, RoleId][], options: { consent?: boolean } = {}): Promise<Caller> {
  const user = await t.createUser({
    roles: [
      ...(roles.some(([, r]) => r === 'pat') ? [{ organizationId: '0', groupId: '0', roleId: 'pat' as const }] : []),
      ...roles.map(([groupId, roleId]) => ({ organizationId: ORG, groupId, roleId })),
    ],
    ...options,
  });
  const login = await t.login(user.email, { group: roles[0]![0], org: ORG, role: roles[0]![1] });
  const headers = t.headers(login, { 'x-languageid': 'sv', 'x-organizationid': ORG, 'x-groupid': roles[0]![0], 'x-roleid': roles[0]![1] });
  const inject = (prefix: string) => (method: Method, url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `${prefix}${url}`,
      headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return { ...user, call: inject('/api'), identity: inject('/identity') };
}

/** A status report, a PROM report of the study's PROM and a symptom report: what the study reads. */
async function reportEverything(patient: Caller, promId = 'studyprom') {
  const status = await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 6 }] });
  expect(status.statusCode, status.body).toBe(201);
  const prom = await patient.call('POST', '/my/promreports', { PromId: promId, Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A2-' }] });
  expect(prom.statusCode, prom.body).toBe(201);
  const symptoms = await patient.call('POST', '/my/symptomreports', sampleReport());
  expect(symptoms.statusCode, symptoms.body).toBe(201);
  return { status: status.json<{ Id: string }>().Id, prom: prom.json<{ Id: string }>().Id };
}

const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

/** Everything the study's staff read of their participants, as the patient ids each answer names. */
async function whatTheStudySees(researcher: Caller, physician: Caller, patientId: string) {
  const exported = await researcher.call('POST', '/admin/promreports/export', { LogExport: false });
  const files = unzipText(exported.rawPayload);
  const csv = files[Object.keys(files).find((n) => n.endsWith('-studyprom.csv'))!]!;
  const rows = parseCsv(csv.replace(/^\uFEFF/, '')).slice(1);
  const map = (await physician.call('GET', `/admin/groupsymptoms/male/${today()}/${today()}`)).json<GroupSymptomMap>();
  const adherence = (await researcher.call('GET', '/research/adherence')).json<{ Participants: { PatientId: string }[] }>();
  const list = (await physician.call('GET', '/admin/patients')).json<{ Items: { PatientId: string }[] }>();
  return {
    patient: (await researcher.call('GET', `/patients/${patientId}`)).statusCode,
    statusreports: (await researcher.call('GET', `/patients/${patientId}/statusreports`)).statusCode,
    exported: rows.some((r) => r[1] === patientId),
    mapped: map.Patients > 0,
    adherence: adherence.Participants.some((p) => p.PatientId === patientId),
    listed: list.Items.some((p) => p.PatientId === patientId),
  };
}

const READ_ALL = { patient: 200, statusreports: 200, exported: true, mapped: true, adherence: true, listed: true };
const READ_NOTHING = { patient: 404, statusreports: 404, exported: false, mapped: false, adherence: false, listed: false };

/** The patient's approval of the group's consent: its current version, in Swedish. */
async function studyConsent(patient: Caller, groupId = STUDY): Promise<Contract> {
  const contracts = (await patient.identity('GET', '/my/group/contracts/sv')).json<Contract[]>();
  return contracts.find((c) => c.GroupId === groupId)!;
}

describe('consent gates every read by a patient’s groups', () => {
  it('a participant who withdraws the study’s required consent is read by nobody of the study, in any way', async () => {
    const researcher = await caller([[STUDY, 'res']]);
    const physician = await caller([[STUDY, 'phys']]);
    const patient = await caller([[STUDY, 'pat']]);
    await reportEverything(patient);
    expect(await whatTheStudySees(researcher, physician, patient.patientId!)).toEqual(READ_ALL);

    const withdrawn = await patient.identity('POST', `/my/group/contracts/${(await studyConsent(patient)).Id}/withdraw`, false);
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await whatTheStudySees(researcher, physician, patient.patientId!)).toEqual(READ_NOTHING);
    // What was exported before stays in the export log: it is the record of what was handed over.
  });

  it('a participant who never consented, and one whose account is deactivated, are read by nobody', async () => {
    const researcher = await caller([[STUDY, 'res']]);
    const physician = await caller([[STUDY, 'phys']]);
    const never = await caller([[STUDY, 'pat']], { consent: false });
    expect(await whatTheStudySees(researcher, physician, never.patientId!)).toEqual(READ_NOTHING);

    const leaving = await caller([[STUDY, 'pat']]);
    await reportEverything(leaving);
    expect(await whatTheStudySees(researcher, physician, leaving.patientId!)).toEqual(READ_ALL);
    const deactivated = await leaving.identity('POST', '/my/user/deactivate', { Password: TEST_PASSWORD });
    expect(deactivated.statusCode, deactivated.body).toBeLessThan(300);
    expect(await whatTheStudySees(researcher, physician, leaving.patientId!)).toEqual(READ_NOTHING);
  });

  it('reads nothing a participant reported before joining', async () => {
    const researcher = await caller([[STUDY, 'res']]);
    const patient = await caller([[STUDY, 'pat']]);
    const before = await reportEverything(patient);
    // The patient joined the study after those reports.
    await t.db.query(sql`UPDATE memberships SET joined_date = now() WHERE user_id = ${patient.userId}::uuid AND group_id = ${STUDY}`);
    const after = await reportEverything(patient);
    const list = (await researcher.call('GET', `/patients/${patient.patientId}/statusreports`)).json<{ Id: string }[]>();
    expect(list.map((r) => r.Id)).toEqual([after.status]);
    expect((await researcher.call('GET', `/patients/${patient.patientId}/statusreports/${before.status}`)).statusCode).toBe(404);
    const exported = unzipText((await researcher.call('POST', '/admin/promreports/export', { LogExport: false })).rawPayload);
    const csv = exported[Object.keys(exported).find((n) => n.endsWith('-studyprom.csv'))!]!;
    expect(csv).toContain(after.prom);
    expect(csv).not.toContain(before.prom);
  });

  it('a clinic without a contract naming an area reads only what its patient shares, and nothing once the share is off', async () => {
    const physician = await caller([[CLINIC, 'phys']]);
    const patient = await caller([[CLINIC, 'pat']]);
    await reportEverything(patient, 'phq9');
    expect((await physician.call('GET', `/patients/${patient.patientId}`)).statusCode).toBe(404);
    const shared = await patient.call('POST', '/my/shares', {
      ShareWithUnit: CLINIC,
      SymptomReports: true,
      PromReports: true,
      StatusReports: false,
      Notes: false,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect((await physician.call('GET', `/patients/${patient.patientId}/symptomreports`)).statusCode).toBe(200);
    expect((await physician.call('GET', `/patients/${patient.patientId}/statusreports`)).statusCode).toBe(404);
    await patient.call('POST', `/my/shares/${shared.json<{ ShareId: string }>().ShareId}/disable`);
    for (const path of ['', '/symptomreports', '/statusreports']) {
      expect((await physician.call('GET', `/patients/${patient.patientId}${path}`)).statusCode, path).toBe(404);
    }
  });

  it('notes reach a group only when a contract the patient approved names notes', async () => {
    const diary = await caller([[DIARY, 'res']]);
    const study = await caller([[STUDY, 'res']]);
    const patient = await caller([
      [DIARY, 'pat'],
      [STUDY, 'pat'],
    ]);
    const note = (await patient.call('POST', '/my/notes', { Content: 'Sov dåligt.' })).json<{ Id: string }>();
    expect((await diary.call('GET', `/patients/${patient.patientId}/notes`)).json<{ Id: string }[]>().map((n) => n.Id)).toEqual([note.Id]);
    expect((await diary.call('GET', `/patients/${patient.patientId}/statusreports`)).statusCode).toBe(404);
    expect((await study.call('GET', `/patients/${patient.patientId}/notes`)).statusCode).toBe(404);
  });

  it('what a contract lets its group read grows only with a new version, which pauses the reads until the participant approves it', async () => {
    const group = 'versioned-consent';
    await t.createGroup(group, ORG);
    const admin = await caller([[group, 'admin']]);
    const researcher = await caller([[group, 'res']]);
    const patient = await caller([[group, 'pat']]);
    await patient.call('POST', '/my/notes', { Content: 'En anteckning.' });
    const reads = async (area: string) => (await researcher.call('GET', `/patients/${patient.patientId}/${area}`)).statusCode;
    const contract = (await admin.identity('GET', '/contracts')).json<AdminContract[]>().find((c) => c.GroupId === group)!;
    const {
      Id,
      Version,
      Texts,
      Answered: _a,
      Versions: _v,
      ContractVersion: _c,
      ValidFromDate: _f,
      Group: _g,
      OrganizationId: _o,
      GroupId: _i,
      ...settings
    } = contract;

    const widened = await admin.identity('PUT', `/contracts/${Id}`, { ...settings, Notes: true, Texts, Version });
    expect(widened.statusCode).toBe(409);
    expect(widened.json()).toMatchObject({ ErrorCode: 4144 });
    expect(await reads('notes')).toBe(404);

    // Taking an area away holds at once.
    const narrowed = await admin.identity('PUT', `/contracts/${Id}`, { ...settings, StatusReports: false, Texts, Version });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    expect(await reads('statusreports')).toBe(404);
    expect(await reads('promreports')).toBe(200);

    // A new version that names notes: nothing is read until the participant approves it.
    const next = await admin.identity('POST', `/contracts/${Id}/versions`, {
      Texts,
      Version: narrowed.json<AdminContract>().Version,
      Notes: true,
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(await reads('promreports')).toBe(404);
    expect(await reads('notes')).toBe(404);
    expect((await patient.identity('POST', `/my/group/contracts/${(await studyConsent(patient, group)).Id}/consent`)).statusCode).toBe(200);
    expect(await reads('notes')).toBe(200);
    expect(await reads('promreports')).toBe(200);
  });

  it('tells the patient who sees what, and why', async () => {
    const patient = await caller(
      [
        [STUDY, 'pat'],
        [CLINIC, 'pat'],
      ],
      { consent: true },
    );
    const access = (await patient.call('GET', '/my/access')).json<MyAccess>();
    const byGroup = Object.fromEntries(access.Groups.map((g) => [g.GroupId, g]));
    expect(byGroup[STUDY]).toMatchObject({
      Reads: { StatusReports: true, SymptomReports: true, PromReports: true, Notes: false },
      Contracts: [{ Title: 'Samtycke' }],
      MissingRequired: [],
    });
    expect(byGroup[CLINIC]).toMatchObject({
      Reads: { StatusReports: false, SymptomReports: false, PromReports: false, Notes: false },
      Contracts: [],
    });
    await patient.identity('POST', `/my/group/contracts/${(await studyConsent(patient)).Id}/withdraw`, false);
    const after = (await patient.call('GET', '/my/access')).json<MyAccess>();
    expect(after.Groups.find((g) => g.GroupId === STUDY)).toMatchObject({
      Reads: { StatusReports: false, PromReports: false },
      MissingRequired: [{ Title: 'Samtycke' }],
    });
  });
});
