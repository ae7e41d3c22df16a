import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminPatient, maskPersonnummer, type RoleId } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import * as users from '../users/admin-service';

// The admin's page of a patient must do its changes through the users' service (one write path).
vi.mock('../users/admin-service', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../users/admin-service')>();
  return {
    ...actual,
    updateStaffUser: vi.fn(actual.updateStaffUser),
    eraseUserData: vi.fn(actual.eraseUserData),
    deleteUser: vi.fn(actual.deleteUser),
    anonymiseUser: vi.fn(actual.anonymiseUser),
  };
});

const ORG = 'org-pa';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup(ORG, ORG);
  await t.createGroup('pa-clinic', ORG);
  await t.createGroup('pa-other', ORG);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function signedIn(roles: { organizationId: string; groupId: string; roleId: RoleId }[], twoFactor = false) {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email);
  if (twoFactor) await t.db.query('UPDATE sessions SET twofactor_authenticated = true WHERE id = $1', [login.session_id]);
  const call = (method: Method, url: string, payload?: object, language = 'sv') =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), ...(payload ? { payload } : {}) });
  return { user, call };
}

const groupAdmin = (groupId: string, twoFactor = true) => signedIn([{ organizationId: ORG, groupId, roleId: 'admin' }], twoFactor);

/** A patient of the clinic (and of Symptoms, the global group) with a status report and a note. */
async function clinicPatient(groups = ['pa-clinic']) {
  const patient = await signedIn([
    { organizationId: '0', groupId: '0', roleId: 'pat' },
    ...groups.map((groupId) => ({ organizationId: ORG, groupId, roleId: 'pat' as RoleId })),
  ]);
  expect((await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] })).statusCode).toBe(201);
  expect((await patient.call('POST', '/my/notes', { Content: 'Ont i ryggen.' })).statusCode).toBe(201);
  return { ...patient.user, patientId: patient.user.patientId! };
}

const auditRows = (patientId: string, actorId: string, action: string) =>
  t.db.query<{ resource_type: string }>(
    'SELECT resource_type FROM audit_logs WHERE patient_id = $1 AND actor_user_id = $2 AND action_type = $3',
    [patientId, actorId, action],
  );
const count = async (table: string, patientId: string) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE patient_id = $1`, [patientId]))[0]!.n;

describe('GET admin/patients/{id}', () => {
  it('shows an admin of the patient’s group their account, never their reports, and audits the read in the patient’s log', async () => {
    const admin = await groupAdmin('pa-clinic');
    const patient = await clinicPatient();
    const response = await admin.call('GET', `/admin/patients/${patient.patientId}`);
    expect(response.statusCode).toBe(200);
    const read = AdminPatient.parse(response.json());
    expect(read).toMatchObject({ PatientId: patient.patientId, Id: patient.userId, HasPatient: true, OtherGroups: false });
    expect(read.Personnummer).toBe(maskPersonnummer(patient.personnummer));
    expect(response.body).not.toContain('Ont i ryggen');
    expect(await auditRows(patient.patientId, admin.user.userId, 'View')).toEqual([{ resource_type: 'PatientAccount' }]);
  });

  it('answers 404 to another group’s admin and for nobody, 403 to other roles, 400 for a bad id; none of them audited', async () => {
    const patient = await clinicPatient();
    const other = await groupAdmin('pa-other');
    expect((await other.call('GET', `/admin/patients/${patient.patientId}`)).statusCode).toBe(404);
    expect((await other.call('GET', '/admin/patients/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await other.call('GET', '/admin/patients/not-an-id')).statusCode).toBe(400);
    const physician = await signedIn([{ organizationId: ORG, groupId: 'pa-clinic', roleId: 'phys' }]);
    expect((await physician.call('GET', `/admin/patients/${patient.patientId}`)).statusCode).toBe(403);
    const self = await signedIn([{ organizationId: '0', groupId: '0', roleId: 'pat' }]);
    expect((await self.call('GET', `/admin/patients/${patient.patientId}`)).statusCode).toBe(403);
    expect(await auditRows(patient.patientId, other.user.userId, 'View')).toEqual([]);
  });
});

describe('PUT admin/patients/{id}', () => {
  it('corrects the name and phone through the users’ service, audited in the patient’s log; e-mail and personnummer stay', async () => {
    const admin = await groupAdmin('pa-clinic');
    const patient = await clinicPatient();
    const before = AdminPatient.parse((await admin.call('GET', `/admin/patients/${patient.patientId}`)).json());
    const input = { FirstName: 'Karin', LastName: 'Lind', PhoneNumber: '070-123 45 67', LanguageId: 'en', Version: before.Version };
    const saved = await admin.call('PUT', `/admin/patients/${patient.patientId}`, {
      ...input,
      Email: 'taken-over@example.com',
      Personnummer: '191212121212',
    });
    expect(saved.statusCode).toBe(200);
    expect(AdminPatient.parse(saved.json())).toMatchObject({
      FirstName: 'Karin',
      LastName: 'Lind',
      PhoneNumber: '070-123 45 67',
      LanguageId: 'en',
      Email: patient.email,
      Personnummer: before.Personnummer,
      Version: before.Version + 1,
    });
    expect(users.updateStaffUser).toHaveBeenCalledWith(expect.anything(), expect.anything(), patient.userId, input);
    expect(await auditRows(patient.patientId, admin.user.userId, 'Update')).toEqual([{ resource_type: 'User' }]);
    const stale = await admin.call('PUT', `/admin/patients/${patient.patientId}`, { ...input, FirstName: 'Sen' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
  });

  it('refuses bad input in the admin’s language and another group’s admin (404), changing nothing', async () => {
    const admin = await groupAdmin('pa-clinic');
    const other = await groupAdmin('pa-other');
    const patient = await clinicPatient();
    const bad = await admin.call(
      'PUT',
      `/admin/patients/${patient.patientId}`,
      { FirstName: '', LastName: 'L', PhoneNumber: null, LanguageId: 'sv', Version: 0 },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ ErrorCode: 4100, Errors: { FirstName: [expect.any(String)] } });
    const good = { FirstName: 'Ny', LastName: 'Person', PhoneNumber: null, LanguageId: 'sv', Version: 0 };
    expect((await other.call('PUT', `/admin/patients/${patient.patientId}`, good)).statusCode).toBe(404);
    const [row] = await t.db.query<{ first_name: string; version: number }>('SELECT first_name, version FROM users WHERE id = $1', [
      patient.userId,
    ]);
    expect(row!.first_name).not.toBe('Ny');
    expect(row!.version).toBe(0);
  });
});

describe('erasing, removing and anonymising a patient', () => {
  it('needs the admin’s two-factor and their group; another group’s admin finds nobody', async () => {
    const patient = await clinicPatient();
    const plain = await groupAdmin('pa-clinic', false);
    for (const url of [`/admin/patients/${patient.patientId}`, `/admin/patients/${patient.patientId}/data`]) {
      const refused = await plain.call('DELETE', url);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().ErrorCode).toBe(4155);
    }
    const other = await groupAdmin('pa-other');
    expect((await other.call('DELETE', `/admin/patients/${patient.patientId}/data`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/admin/patients/${patient.patientId}?anonymize=true`)).statusCode).toBe(404);
    expect(await count('status_reports', patient.patientId)).toBe(1);
  });

  it('erases every health record, each Purge audited as the admin; the account stays with an empty patient', async () => {
    const admin = await groupAdmin('pa-clinic');
    const patient = await clinicPatient();
    expect((await admin.call('DELETE', `/admin/patients/${patient.patientId}/data`)).statusCode).toBe(204);
    expect(users.eraseUserData).toHaveBeenCalledWith(expect.anything(), expect.anything(), patient.userId, 'patient');
    expect(await count('status_reports', patient.patientId)).toBe(0);
    expect(await count('notes', patient.patientId)).toBe(0);
    const purged = await auditRows(patient.patientId, admin.user.userId, 'Purge');
    expect(purged.map((r) => r.resource_type).sort()).toEqual(['Note', 'StatusReport']);
    const [fresh] = await t.db.query<{ id: string }>('SELECT id FROM patients WHERE user_id = $1', [patient.userId]);
    expect(fresh!.id).not.toBe(patient.patientId);
  });

  it('anonymises: the reports stay without the person, the note goes, the study reference stays', async () => {
    const admin = await groupAdmin('pa-clinic');
    const patient = await clinicPatient();
    expect((await admin.call('DELETE', `/admin/patients/${patient.patientId}?anonymize=true`)).statusCode).toBe(204);
    expect(await count('status_reports', patient.patientId)).toBe(1);
    expect(await count('notes', patient.patientId)).toBe(0);
    const [user] = await t.db.query<{ first_name: string; anonymized: boolean }>(
      'SELECT first_name, anonymized_date IS NOT NULL AS anonymized FROM users WHERE id = $1',
      [patient.userId],
    );
    expect(user).toEqual({ first_name: '', anonymized: true });
    const kept = await t.db.query<{ group_id: string }>('SELECT group_id FROM memberships WHERE user_id = $1', [patient.userId]);
    expect(kept).toEqual([{ group_id: 'pa-clinic' }]);
    expect((await admin.call('GET', `/admin/patients/${patient.patientId}`)).statusCode).toBe(404);
  });

  it('removes the account and its data; a patient also in a group the admin does not administer is 4164, untouched', async () => {
    const admin = await groupAdmin('pa-clinic');
    const patient = await clinicPatient();
    expect((await admin.call('DELETE', `/admin/patients/${patient.patientId}?anonymize=false`)).statusCode).toBe(204);
    expect(users.deleteUser).toHaveBeenCalledWith(expect.anything(), expect.anything(), patient.userId, 'patient');
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [patient.userId])).toEqual([]);
    expect(await count('status_reports', patient.patientId)).toBe(0);

    const both = await clinicPatient(['pa-clinic', 'pa-other']);
    const refused = await admin.call('DELETE', `/admin/patients/${both.patientId}`, undefined, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorCode).toBe(4164);
    expect(await count('status_reports', both.patientId)).toBe(1);
    expect((await admin.call('DELETE', `/admin/patients/${both.patientId}?anonymize=maybe`)).statusCode).toBe(400);
  });

  it('leaves the users page refusing a patient’s account (4161): it is closed from the patient’s page', async () => {
    const admin = await groupAdmin('pa-clinic');
    const patient = await clinicPatient();
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/identity/users/${patient.userId}`,
      headers: await adminHeaders(admin.user.email),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorCode).toBe(4161);
  });
});

async function adminHeaders(email: string) {
  const login = await t.login(email);
  await t.db.query('UPDATE sessions SET twofactor_authenticated = true WHERE id = $1', [login.session_id]);
  return t.headers(login);
}
