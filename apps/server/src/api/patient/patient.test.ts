import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Patient } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInPatient() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  const get = () => t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(login) });
  const put = (payload: unknown, language = 'sv') =>
    t.app.inject({
      method: 'PUT',
      url: '/api/my/patient',
      headers: t.headers(login, { 'x-languageid': language }),
      payload: payload as object,
    });
  return { user, login, get, put };
}

const validUpdate = (p: Patient) => ({
  Gender: 'female',
  Model: 'female',
  Birthyear: p.Birthyear,
  Language: 'en',
  Country: 'Sweden',
  Region: '',
  County: 'Stockholms län',
  Municipal: 'Stockholm',
  City: 'Stockholm',
  AreaCode: '11122',
  AppVersion: null,
  TutorialsSeen: ['welcome'],
  AdvancedManikin: false,
  PatientModelChosenSide: 'left',
  Version: p.Version,
});

describe('GET/PUT /api/my/patient', () => {
  it('returns the profile with the personnummer masked', async () => {
    const { user, get } = await signedInPatient();
    const response = await get();
    expect(response.statusCode).toBe(200);
    const patient = Patient.parse(response.json());
    expect(patient).toMatchObject({ Id: user.patientId, Model: 'male', Country: 'Sweden', Language: 'sv', Version: 0 });
    expect(patient.Personnummer).toBe(`${user.personnummer.slice(0, 8)}-****`);
  });

  it('saves a valid update, stores empty strings as null, bumps Version and audits it', async () => {
    const { user, get, put } = await signedInPatient();
    const before = Patient.parse((await get()).json());
    const response = await put(validUpdate(before));
    expect(response.statusCode).toBe(200);
    const after = Patient.parse(response.json());
    expect(after).toMatchObject({
      Gender: 'female',
      Model: 'female',
      Region: null,
      AreaCode: '11122',
      Version: 1,
      PatientModelChosenSide: 'left',
    });
    const audit = await t.db.query<{ action_type: string; resource_type: string; data_after: Record<string, unknown> }>(
      'SELECT action_type, resource_type, data_after FROM audit_logs WHERE patient_id = $1',
      [user.patientId],
    );
    expect(audit).toHaveLength(1);
    // Whether a fact anonymisation may take away is given, never the fact, a name or the personnummer.
    expect(audit[0]).toMatchObject({ action_type: 'Update', resource_type: 'Patient', data_after: { HasAreaCode: true } });
    for (const key of ['AreaCode', 'City', 'Birthyear', 'Gender', 'FirstName', 'LastName', 'Personnummer']) {
      expect(audit[0]!.data_after[key], key).toBeUndefined();
    }
  });

  it('rejects an area code that is not 5 digits, in the caller’s language, and changes nothing', async () => {
    const { get, put } = await signedInPatient();
    const before = Patient.parse((await get()).json());
    const sv = await put({ ...validUpdate(before), AreaCode: '1234' });
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toEqual({ ErrorCode: 4100, Message: 'Uppgifterna är inte giltiga.', Errors: { AreaCode: ['Ogiltigt postnummer.'] } });
    const en = await put({ ...validUpdate(before), AreaCode: '123456', Gender: 'robot', Birthyear: 'nineteen' }, 'en');
    expect(en.json().Errors).toEqual({
      AreaCode: ['Invalid postal code.'],
      Gender: ['Invalid value.'],
      Birthyear: ['Wrong type of value.'],
    });
    expect(Patient.parse((await get()).json())).toEqual(before);
  });

  it('rejects missing fields and a wrong type of body', async () => {
    const { put } = await signedInPatient();
    expect((await put({})).statusCode).toBe(400);
    expect((await put([1, 2])).statusCode).toBe(400);
  });

  it('answers 409 with ErrorCode 4003 for a stale Version, and changes nothing', async () => {
    const { get, put } = await signedInPatient();
    const before = Patient.parse((await get()).json());
    expect((await put(validUpdate(before))).statusCode).toBe(200);
    const stale = await put({ ...validUpdate(before), City: 'Malmö' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    expect(Patient.parse((await get()).json()).City).toBe('Stockholm');
  });

  it('drops properties a client may not set (no mass assignment)', async () => {
    const { user, get, put } = await signedInPatient();
    const before = Patient.parse((await get()).json());
    const response = await put({
      ...validUpdate(before),
      Id: '00000000-0000-4000-8000-000000000000',
      PatientId: 'x',
      CreatedDate: '2000-01-01',
      Personnummer: '191212121212',
      Role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    const after = Patient.parse(response.json());
    expect(after.Id).toBe(user.patientId);
    expect(after.Version).toBe(1);
    expect(after.Personnummer.startsWith(user.personnummer.slice(0, 8))).toBe(true);
  });

  it('rejects __proto__ in the body', async () => {
    const { login } = await signedInPatient();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my/patient',
      headers: { ...t.headers(login), 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "Version": 0}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe(4100);
  });

  it('answers 1004 to a patient-role user who has no patient record', async () => {
    const user = await t.createUser({ roles: [{ organizationId: '0', groupId: '0', roleId: 'pat' }] });
    await t.db.query('DELETE FROM patients WHERE user_id = $1', [user.userId]);
    const login = await t.login(user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(login) });
    expect(response.statusCode).toBe(404);
    expect(response.json().ErrorCode).toBe(1004);
  });

  it('never shows one patient another patient’s profile', async () => {
    const a = await signedInPatient();
    const b = await signedInPatient();
    const profileA = Patient.parse((await a.get()).json());
    const profileB = Patient.parse((await b.get()).json());
    expect(profileA.Id).not.toBe(profileB.Id);
    // B writing with A's Version and A's Id in the body still only touches B.
    const response = await b.put({ ...validUpdate(profileB), Id: profileA.Id });
    expect(response.json().Id).toBe(profileB.Id);
    expect(Patient.parse((await a.get()).json())).toEqual(profileA);
  });
});

describe('GET /api/my/views/profile', () => {
  it('returns user, patient and groups', async () => {
    const { user, login } = await signedInPatient();
    const response = await t.app.inject({ method: 'GET', url: '/api/my/views/profile', headers: t.headers(login) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.User.Id).toBe(user.userId);
    expect(body.Patient.Id).toBe(user.patientId);
    expect(body.Groups.map((g: { Id: string }) => g.Id)).toEqual(['0']);
  });
});
