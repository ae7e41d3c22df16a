import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, signedInPatient, TEST_PASSWORD, tokenRequest, type TestApp } from '../../test/harness';
import { linkIn, startMailServer } from '../../test/mail-server';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ SMTP_URL: mail.url, LOG_LEVEL: 'error' });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const identity = (login: LoginTokenResponse, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login), ...(payload ? { payload } : {}) });
const refresh = (login: LoginTokenResponse) =>
  tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: login.refresh_token, client_secret: login.refresh_token_secret });

describe('a new login address', () => {
  it('changes only when the new address confirms it, with the password, and tells the old address', async () => {
    const { user, login } = await signedInPatient(t);
    const next = `moved-${Date.now()}@example.com`;
    expect((await identity(login, 'PUT', '/my/user/email', { Email: next, Password: 'wrong' })).json().ErrorCode).toBe(4122);
    expect((await identity(login, 'PUT', '/my/user/email', { Email: next, Password: TEST_PASSWORD })).json()).toEqual({ MailSent: true });
    const pending = (await identity(login, 'GET', '/my/user')).json();
    expect(pending).toMatchObject({ Email: user.email, UnconfirmedEmail: next });
    const [notice] = await mail.waitFor(user.email);
    expect(notice!.subject).toBe('Din e-postadress i Symptoms håller på att ändras');
    const code = linkIn((await mail.waitFor(next))[0]!, '/verify-email');
    expect((await t.app.inject({ method: 'POST', url: `/identity/verify-email/${code}` })).statusCode).toBe(204);
    expect((await identity(login, 'GET', '/my/user')).json()).toMatchObject({
      Email: next,
      Username: next,
      UnconfirmedEmail: null,
      EmailConfirmed: true,
    });
    expect((await t.login(next)).access_token).toBeTruthy();
  });

  it('answers the same when another account has the address, changes nothing and tells that address', async () => {
    const { login } = await signedInPatient(t);
    const other = await t.createPatient();
    const answer = await identity(login, 'PUT', '/my/user/email', { Email: other.email, Password: TEST_PASSWORD });
    expect(answer.json()).toEqual({ MailSent: true });
    expect((await identity(login, 'GET', '/my/user')).json().UnconfirmedEmail).toBeNull();
    expect((await mail.waitFor(other.email))[0]!.subject).toBe('Du har redan ett konto i Symptoms');
  });
});

describe('deactivation', () => {
  it('rests the account with the password, ends its sessions, and the mailed code opens it again', async () => {
    const { user, login, call } = await signedInPatient(t);
    await call('POST', '/my/notes', { Content: 'kvar efter vilan' });
    expect((await identity(login, 'POST', '/my/user/deactivate', { Password: 'wrong' })).json().ErrorCode).toBe(4122);
    expect((await identity(login, 'POST', '/my/user/deactivate', { Password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await identity(login, 'GET', '/my/user')).statusCode).toBe(401);
    const activation = /(?:Aktiveringskod|Activation code): (\w+)/.exec((await mail.waitFor(user.email))[0]!.text)![1]!;

    const rested = await t.login(user.email);
    expect(rested).toMatchObject({ deactivated: true });
    expect(rested.deactivated_date).toBeTruthy();
    const refused = await t.app.inject({ method: 'GET', url: '/api/my/notes', headers: t.headers(rested) });
    expect([refused.statusCode, refused.json().ErrorCode]).toEqual([403, 4124]);
    expect((await identity(rested, 'POST', '/my/user/activate', { Password: TEST_PASSWORD, Salt: 'WRONGCODE1' })).json().ErrorCode).toBe(
      4123,
    );
    expect(
      (await identity(rested, 'POST', '/my/user/activate', { Password: TEST_PASSWORD, Salt: activation.toLowerCase() })).statusCode,
    ).toBe(204);
    const active = (await refresh(rested)).json<LoginTokenResponse>();
    expect(active.deactivated).toBe(false);
    const notes = await t.app.inject({ method: 'GET', url: '/api/my/notes', headers: t.headers(active) });
    expect(notes.json().map((n: { Content: string }) => n.Content)).toEqual(['kvar efter vilan']);
    expect((await identity(active, 'POST', '/my/user/activate', { Password: TEST_PASSWORD, Salt: activation })).json().ErrorCode).toBe(
      4123,
    );
  });

  it('starts over from the deactivated state: the old data is erased and a new, empty patient takes its place', async () => {
    const { user, login, call, patientId } = await signedInPatient(t);
    await call('POST', '/my/notes', { Content: 'det gamla' });
    await identity(login, 'POST', '/my/user/deactivate', { Password: TEST_PASSWORD });
    const rested = await t.login(user.email);
    expect((await identity(rested, 'POST', '/my/user/new-patient', { Password: TEST_PASSWORD })).statusCode).toBe(204);
    const fresh = (await refresh(rested)).json<LoginTokenResponse>();
    expect(fresh.deactivated).toBe(false);
    expect(fresh.pid).not.toBe(patientId);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/notes', headers: t.headers(fresh) })).json()).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM notes WHERE patient_id = $1', [patientId])).toHaveLength(0);
    const audit = await t.db.query<{ action_type: string; data_before: unknown }>(
      "SELECT action_type, data_before FROM audit_logs WHERE patient_id = $1 AND resource_type = 'Note'",
      [patientId],
    );
    expect(audit.map((a) => a.action_type)).toEqual(expect.arrayContaining(['Create', 'Purge']));
    expect(JSON.stringify(audit)).not.toContain('det gamla');
  });
});

describe('leaving', () => {
  it('removes the account and all its data with the password', async () => {
    const { user, login, call, patientId } = await signedInPatient(t);
    await call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] });
    expect((await identity(login, 'DELETE', '/my/user', { Password: 'wrong' })).json().ErrorCode).toBe(4122);
    expect((await identity(login, 'DELETE', '/my/user', { Password: TEST_PASSWORD })).statusCode).toBe(204);
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [user.userId])).toHaveLength(0);
    expect(await t.db.query('SELECT 1 FROM status_reports WHERE patient_id = $1', [patientId])).toHaveLength(0);
    expect((await identity(login, 'GET', '/my/user')).statusCode).toBe(401);
  });

  it('anonymises: health data stays without the person, notes go, and only the chosen facts remain', async () => {
    const { user, login, call, patientId } = await signedInPatient(t);
    await call('PUT', '/my/patient', {
      ...(await call('GET', '/my/patient')).json<object>(),
      Gender: 'female',
      AreaCode: '11122',
      City: 'Stockholm',
    });
    await call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] });
    await call('POST', '/my/notes', { Content: 'Mitt namn är Ida' });
    const options = {
      Password: TEST_PASSWORD,
      Reference: false,
      Anonymize: true,
      Age: true,
      Gender: true,
      AreaCode: false,
      City: false,
      Region: false,
    };
    expect((await identity(login, 'POST', '/my/user/anonymize', options)).statusCode).toBe(204);
    const [person] = await t.db.query<Record<string, unknown>>(
      'SELECT personnummer, email, first_name, password_hash, anonymized_date FROM users WHERE id = $1',
      [user.userId],
    );
    expect(person).toMatchObject({ first_name: '', password_hash: null });
    expect(String(person!.personnummer)).toMatch(/^anonymized-/);
    expect(person!.anonymized_date).toBeTruthy();
    const [patient] = await t.db.query<Record<string, unknown>>('SELECT gender, area_code, city, birthyear FROM patients WHERE id = $1', [
      patientId,
    ]);
    expect(patient).toMatchObject({ gender: 'female', area_code: null, city: null });
    expect(patient!.birthyear).toBeGreaterThan(1900);
    expect(await t.db.query('SELECT 1 FROM status_reports WHERE patient_id = $1', [patientId])).toHaveLength(1);
    expect(await t.db.query('SELECT 1 FROM notes WHERE patient_id = $1', [patientId])).toHaveLength(0);
    expect((await tokenRequest(t.app, { grant_type: 'password', username: user.email, password: TEST_PASSWORD })).statusCode).toBe(400);
  });

  it('makes a patient for an account without one (1004), once', async () => {
    const staff = await t.createUser({ roles: [{ organizationId: '0', groupId: '0', roleId: 'test' }] });
    await t.db.query('DELETE FROM patients WHERE user_id = $1', [staff.userId]);
    const login = await t.login(staff.email);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(login) })).json().ErrorCode).toBe(1004);
    expect((await identity(login, 'POST', '/my/user/patient')).statusCode).toBe(204);
    expect((await identity(login, 'POST', '/my/user/patient')).json().ErrorCode).toBe(4108);
    const renewed = (await refresh(login)).json<LoginTokenResponse>();
    expect((await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(renewed) })).statusCode).toBe(200);
  });
});

describe('my data', () => {
  it('downloads everything of the person as a zip of JSON files, without the service’s secrets', async () => {
    const { user, login, call } = await signedInPatient(t);
    await call('POST', '/my/notes', { Content: 'en anteckning' });
    await call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 2 }] });
    const response = await identity(login, 'GET', '/my/user/data');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="symptoms-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(response.rawPayload);
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'Note.json', 'StatusReport.json', 'README.txt']));
    const account = JSON.parse(strFromU8(files['account.json']!));
    expect(account.user).toMatchObject({ id: user.userId, email: user.email, personnummer: user.personnummer.replace('-', '') });
    expect(account.user.password_hash).toBeUndefined();
    expect(account.user.encryption_key).toBeUndefined();
    expect(JSON.parse(strFromU8(files['Note.json']!))[0]).toMatchObject({ content: 'en anteckning' });
    expect(JSON.parse(strFromU8(files['StatusReport.json']!))).toHaveLength(1);
  });
});
