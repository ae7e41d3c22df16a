import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  const get = async () => User.parse((await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(login) })).json());
  const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/identity/my/user', headers: t.headers(login), payload });
  return { user, login, get, put };
}

const update = (u: User) => ({
  FirstName: u.FirstName,
  LastName: u.LastName,
  PhoneNumber: u.PhoneNumber,
  LanguageId: u.LanguageId,
  OptOut: u.OptOut,
  Version: u.Version,
});

describe('GET/PUT /identity/my/user', () => {
  it('returns the user with memberships and a masked personnummer', async () => {
    const { user, get } = await signedIn();
    const me = await get();
    expect(me).toMatchObject({ Id: user.userId, PatientId: user.patientId, Email: user.email, Roles: ['pat'], LanguageId: 'sv' });
    expect(me.Personnummer).toMatch(/^\d{8}-\*{4}$/);
    expect(me.GroupMemberships).toEqual([expect.objectContaining({ OrganizationId: '0', GroupId: '0', RoleId: 'pat' })]);
  });

  it('counts the live reports and lists every membership, global group first, as the token does', async () => {
    const { user, login, get } = await signedIn();
    const joined = new Date('2026-03-04T05:06:07.891Z');
    await t.createGroup('users-study');
    await t.db.query(
      `INSERT INTO memberships (user_id, organization_id, group_id, role_id, joined_date) VALUES ($1, 'org-test', 'users-study', 'pat', $2)`,
      [user.userId, joined],
    );
    const status = (intensity: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/my/statusreports',
        headers: t.headers(login),
        payload: { Items: [{ Type: 'pain', Intensity: intensity }] },
      });
    const kept = await status(2);
    const deleted = await status(3);
    expect([kept.statusCode, deleted.statusCode]).toEqual([201, 201]);
    await t.app.inject({ method: 'POST', url: `/api/my/statusreports/${deleted.json().Id}/delete`, headers: t.headers(login) });
    const me = await get();
    expect(me.ReportCount).toBe(1);
    expect(me.GroupMemberships.map((m) => m.GroupId)[0]).toBe('0');
    expect(me.GroupMemberships).toHaveLength(2);
    expect(me.GroupMemberships[1]).toEqual({
      OrganizationId: 'org-test',
      GroupId: 'users-study',
      RoleId: 'pat',
      PatientId: user.patientId,
      JoinedDate: joined.toISOString(),
    });
    expect(me.Roles).toEqual(['pat']);
  });

  it('changes the language and the name, and audits the change without secrets', async () => {
    const { user, get, put } = await signedIn();
    const me = await get();
    const response = await put({ ...update(me), LanguageId: 'en', FirstName: 'Ny', Personnummer: '191212121212', Roles: ['admin'] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ LanguageId: 'en', FirstName: 'Ny', Roles: ['pat'], Version: 1 });
    const [audit] = await t.db.query<{ data_after: Record<string, unknown> }>(
      "SELECT data_after FROM audit_logs WHERE resource_type = 'User' AND resource_id = $1",
      [user.userId],
    );
    expect(audit!.data_after).toMatchObject({ LanguageId: 'en', Changed: ['FirstName'] });
    expect(JSON.stringify(audit!.data_after)).not.toMatch(/password|encryption|personnummer|"Ny"|@/i);
  });

  it('validates names and language, and leaves the e-mail (the login name) to the confirmed change', async () => {
    const { get, put } = await signedIn();
    const other = await t.createPatient();
    const me = await get();
    const invalid = await put({ ...update(me), FirstName: 'x'.repeat(33), LanguageId: 'fi' });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().Errors).sort()).toEqual(['FirstName', 'LanguageId']);
    const sneaky = await put({ ...update(me), Email: other.email.toUpperCase() });
    expect(sneaky.statusCode).toBe(200);
    expect((await get()).Email).toBe(me.Email);
  });

  it('answers 4003 to a stale Version', async () => {
    const { get, put } = await signedIn();
    const me = await get();
    expect((await put({ ...update(me), LastName: 'Först' })).statusCode).toBe(200);
    const stale = await put({ ...update(me), LastName: 'Sedan' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    expect((await get()).LastName).toBe('Först');
  });
});
