import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser, AdminUserPage, errorMessage, type RoleId } from '@symptoms/domain';
import { createTestApp, testPersonnummer, type TestApp } from '../../test/harness';

/**
 * Admins act inside the units they administer (docs/decisions.md, "Units"): the attacks of issue
 * 32 item 3, as real requests. A group admin of A works in A only; the organization admin (admin
 * in the organization's own group) in every group of it; another organization's admin in none.
 */
const ORG = 'org-units';
const OTHER_ORG = 'org-units-other';
const A = 'units-a';
const B = 'units-b';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup(ORG, ORG);
  await t.createGroup(A, ORG);
  await t.createGroup(B, ORG);
  await t.createGroup('units-elsewhere', OTHER_ORG);
  await t.createGroup(OTHER_ORG, OTHER_ORG);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Roles = { organizationId: string; groupId: string; roleId: RoleId }[];

async function signedIn(roles: Roles, options: { twoFactor?: boolean; language?: string } = {}) {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email);
  if (options.twoFactor) await t.db.query('UPDATE sessions SET twofactor_authenticated = true WHERE id = $1', [login.session_id]);
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/identity${url}`,
      headers: t.headers(login, { 'x-languageid': options.language ?? 'sv' }),
      ...(payload ? { payload } : {}),
    });
  return { user, login, call };
}

const groupAdmin = (options?: { twoFactor?: boolean; language?: string }) =>
  signedIn([{ organizationId: ORG, groupId: A, roleId: 'admin' }], options);
const organizationAdmin = (options?: { twoFactor?: boolean }) =>
  signedIn([{ organizationId: ORG, groupId: ORG, roleId: 'admin' }], options);
const member = (groupId: string, roleId: RoleId = 'phys', organizationId = ORG) =>
  t.createUser({ roles: [{ organizationId, groupId, roleId }] });

const newUser = (groupId: string, roleId: RoleId) => ({
  FirstName: 'Ny',
  LastName: 'Forskare',
  Email: `units-${Date.now()}-${Math.random()}@example.com`,
  Personnummer: testPersonnummer(),
  LanguageId: 'sv',
  Memberships: [{ GroupId: groupId, RoleId: roleId }],
});

describe('a group admin creates users and grants roles only in the groups they administer', () => {
  it('cannot create a researcher in another group, nor in the organization’s own group; can in their own', async () => {
    const { call } = await groupAdmin();
    for (const groupId of [B, ORG, 'units-elsewhere']) {
      const body = newUser(groupId, 'res');
      const refused = await call('POST', '/users', body);
      expect([refused.statusCode, refused.json().ErrorCode], groupId).toEqual([400, 4158]);
      expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [body.Email]), groupId).toHaveLength(0);
      expect(await t.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [body.Email]), groupId).toHaveLength(0);
    }
    const created = await call('POST', '/users', newUser(A, 'admin'));
    expect(created.statusCode).toBe(201);
    expect(AdminUser.parse(created.json()).Memberships).toEqual([{ GroupId: A, RoleId: 'admin' }]);
  });

  it('grants roles in their group only; the organization’s own group is the organization admin’s', async () => {
    const { call } = await groupAdmin();
    const user = await t.createUser({
      roles: [
        { organizationId: ORG, groupId: A, roleId: 'phys' },
        { organizationId: ORG, groupId: B, roleId: 'res' },
      ],
    });
    const before = AdminUser.parse((await call('GET', `/admin/users/id/${user.userId}`)).json());
    expect(before.Memberships).toEqual([{ GroupId: A, RoleId: 'phys' }]);
    expect(before.OtherGroups).toBe(true);
    for (const groupId of [B, ORG]) {
      const refused = await call('PUT', `/users/${user.userId}/roles`, {
        Memberships: [{ GroupId: groupId, RoleId: 'admin' }],
        Version: before.Version,
      });
      expect([refused.statusCode, refused.json().ErrorCode], groupId).toEqual([400, 4158]);
    }
    const granted = await call('PUT', `/users/${user.userId}/roles`, {
      Memberships: [{ GroupId: A, RoleId: 'admin' }],
      Version: before.Version,
    });
    expect(granted.statusCode).toBe(200);
    const held = await t.db.query<{ group_id: string; role_id: string }>(
      'SELECT group_id, role_id FROM memberships WHERE user_id = $1 ORDER BY group_id, role_id',
      [user.userId],
    );
    // B's researcher role is B's admins' to change: untouched.
    expect(held).toEqual([
      { group_id: A, role_id: 'admin' },
      { group_id: B, role_id: 'res' },
    ]);
    const organization = await organizationAdmin();
    const version = AdminUser.parse((await organization.call('GET', `/admin/users/id/${user.userId}`)).json()).Version;
    const byOrganization = await organization.call('PUT', `/users/${user.userId}/roles`, {
      Memberships: [{ GroupId: ORG, RoleId: 'admin' }],
      Version: version,
    });
    expect(byOrganization.statusCode).toBe(200);
    expect(AdminUser.parse(byOrganization.json()).Memberships).toEqual([{ GroupId: ORG, RoleId: 'admin' }]);
  });

  it('answers 404 for a user of another group, to every lookup and action, and lists only their groups’ users', async () => {
    const { call } = await groupAdmin({ twoFactor: true });
    const stranger = await member(B, 'res');
    const mine = await member(A, 'phys');
    const page = AdminUserPage.parse((await call('GET', '/users')).json());
    expect(page.Users.map((u) => u.Id)).toContain(mine.userId);
    expect(JSON.stringify(page)).not.toContain(stranger.userId);
    expect(AdminUserPage.parse((await call('GET', `/users?q=${stranger.personnummer}`)).json()).Users).toEqual([]);
    const requests: [Method, string, object?][] = [
      ['GET', `/admin/users/id/${stranger.userId}`],
      ['GET', `/admin/users/pnr/${stranger.personnummer}`],
      ['GET', `/admin/users/email/${stranger.email}`],
      ['PUT', `/users/${stranger.userId}`, { FirstName: 'X', LastName: 'Y', PhoneNumber: null, LanguageId: 'sv', Version: 0 }],
      ['PUT', `/users/${stranger.userId}/roles`, { Memberships: [], Version: 0 }],
      ['POST', `/users/${stranger.userId}/reset-password`],
      ['POST', `/users/${stranger.userId}/2fa/disable`],
      ['POST', `/users/${stranger.userId}/erase`],
      ['DELETE', `/users/${stranger.userId}`],
      ['DELETE', `/users/${stranger.userId}/organization`],
    ];
    for (const [method, url, body] of requests) {
      const response = await call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.body).not.toContain(stranger.email);
    }
    expect(await t.db.query('SELECT 1 FROM memberships WHERE user_id = $1', [stranger.userId])).toHaveLength(1);
    expect(await t.db.query('SELECT 1 FROM mail_outbox WHERE recipient = $1', [stranger.email])).toHaveLength(0);
    const groups = await call('GET', '/admin/users/groups');
    expect(groups.json()).toEqual([{ Id: A, Name: A }]);
  });

  it('an admin of another organization sees and changes none of this organization’s users', async () => {
    const other = await signedIn([{ organizationId: OTHER_ORG, groupId: OTHER_ORG, roleId: 'admin' }]);
    const user = await member(A, 'phys');
    expect((await other.call('GET', `/admin/users/id/${user.userId}`)).statusCode).toBe(404);
    expect((await other.call('PUT', `/users/${user.userId}/roles`, { Memberships: [], Version: 0 })).statusCode).toBe(404);
    const created = await other.call('POST', '/users', newUser(A, 'res'));
    expect([created.statusCode, created.json().ErrorCode]).toEqual([400, 4158]);
  });

  it('removes a user from their groups only; the whole account of a user also in another group is not theirs (4164)', async () => {
    const { call } = await groupAdmin({ twoFactor: true });
    const shared = await t.createUser({
      roles: [
        { organizationId: ORG, groupId: A, roleId: 'phys' },
        { organizationId: ORG, groupId: B, roleId: 'phys' },
      ],
    });
    const refused = await call('DELETE', `/users/${shared.userId}`);
    expect([refused.statusCode, refused.json().ErrorCode]).toEqual([409, 4164]);
    expect((await call('DELETE', `/users/${shared.userId}/organization`)).statusCode).toBe(204);
    const left = await t.db.query<{ group_id: string }>('SELECT group_id FROM memberships WHERE user_id = $1', [shared.userId]);
    expect(left).toEqual([{ group_id: B }]);
    expect((await call('GET', `/admin/users/id/${shared.userId}`)).statusCode).toBe(404);
  });
});

describe('a change of roles ends the user’s sessions at once', () => {
  it('a demoted user’s token stops working on the next request, and so does a removed user’s', async () => {
    const { call } = await organizationAdmin();
    for (const change of ['roles', 'removal'] as const) {
      const user = await member(A, 'res');
      const login = await t.login(user.email);
      const asUser = () => t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: t.headers(login) });
      expect((await asUser()).statusCode).toBe(200);
      if (change === 'roles') {
        const { Version } = AdminUser.parse((await call('GET', `/admin/users/id/${user.userId}`)).json());
        expect(
          (await call('PUT', `/users/${user.userId}/roles`, { Memberships: [{ GroupId: A, RoleId: 'phys' }], Version })).statusCode,
        ).toBe(200);
      } else {
        expect((await call('DELETE', `/users/${user.userId}/organization`)).statusCode).toBe(204);
      }
      expect((await asUser()).statusCode, change).toBe(401);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/identity/token',
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: login.refresh_token,
          client_secret: login.refresh_token_secret,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(refresh.statusCode, change).toBe(400);
    }
  });

  it('saving the same roles again ends nothing', async () => {
    const { call } = await organizationAdmin();
    const user = await member(A, 'res');
    const login = await t.login(user.email);
    const { Version } = AdminUser.parse((await call('GET', `/admin/users/id/${user.userId}`)).json());
    expect((await call('PUT', `/users/${user.userId}/roles`, { Memberships: [{ GroupId: A, RoleId: 'res' }], Version })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: t.headers(login) })).statusCode).toBe(200);
  });
});

describe('an admin closes no patient’s account', () => {
  it('refuses to erase, delete or anonymise an account with a patient record (4161, in sv and en), and changes nothing', async () => {
    const sv = await organizationAdmin({ twoFactor: true });
    const en = await signedIn([{ organizationId: ORG, groupId: ORG, roleId: 'admin' }], { twoFactor: true, language: 'en' });
    const patient = await t.createUser({ roles: [{ organizationId: ORG, groupId: A, roleId: 'pat' }] });
    const login = await t.login(patient.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/my/statusreports',
      headers: t.headers(login),
      payload: { Items: [{ Type: 'pain', Intensity: 6 }] },
    });
    const keep = { Age: false, Gender: false, AreaCode: false, City: false, Region: false, Reference: false };
    for (const [method, url] of [
      ['POST', `/users/${patient.userId}/erase`],
      ['DELETE', `/users/${patient.userId}`],
      ['POST', `/users/${patient.userId}/anonymize`],
    ] as const) {
      const body = url.endsWith('anonymize') ? keep : undefined;
      const refused = await sv.call(method, url, body);
      expect([refused.statusCode, refused.json().ErrorCode], url).toEqual([409, 4161]);
      expect(refused.json().Message).toBe(errorMessage(4161, 'sv'));
      expect(refused.json().Message).toContain('Profil');
      const english = await en.call(method, url, body);
      expect(english.json().Message).toBe(errorMessage(4161, 'en'));
    }
    expect(await t.db.query('SELECT 1 FROM status_reports WHERE patient_id = $1', [patient.patientId])).toHaveLength(1);
    expect(
      await t.db.query("SELECT 1 FROM audit_logs WHERE patient_id = $1 AND action_type IN ('Purge', 'Delete')", [patient.patientId]),
    ).toHaveLength(0);
    const [user] = await t.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [patient.userId]);
    expect(user!.email).toBe(patient.email);
    // Leaving the admin's groups stays possible: the account and its data are the person's.
    expect((await sv.call('DELETE', `/users/${patient.userId}/organization`)).statusCode).toBe(204);
  });
});

describe('personnummer search needs the whole number', () => {
  it('finds a user by the whole number in any written form, by no part of it', async () => {
    const { call } = await organizationAdmin();
    const user = await member(A, 'phys');
    const pnr = user.personnummer;
    const search = async (q: string) =>
      AdminUserPage.parse((await call('GET', `/users?q=${encodeURIComponent(q)}`)).json()).Users.map((u) => u.Id);
    for (const whole of [pnr, `${pnr.slice(0, 8)}-${pnr.slice(8)}`, pnr.slice(2), `${pnr.slice(2, 8)}-${pnr.slice(8)}`]) {
      expect(await search(whole), whole).toEqual([user.userId]);
    }
    for (const part of [pnr.slice(0, 4), pnr.slice(0, 8), pnr.slice(0, 11), `${pnr.slice(0, 8)}-${pnr.slice(8, 11)}`, pnr.slice(4)]) {
      expect(await search(part), part).toEqual([]);
    }
    expect((await call('GET', `/admin/users/pnr/${pnr.slice(0, 11)}`)).statusCode).toBe(404);
    expect((await call('GET', `/admin/users/pnr/${pnr.slice(2, 8)}-${pnr.slice(8)}`)).statusCode).toBe(200);
  });
});

describe('admin invites go only to the groups the admin administers', () => {
  it('refuses an invite into another group and hides and keeps that group’s invites', async () => {
    const { call } = await groupAdmin();
    const organization = await organizationAdmin();
    const base = { RoleId: 'res', Description: 'Välkommen', Invites: [{ Email: `units-inv-${Date.now()}@example.com` }] };
    const refused = await call('POST', '/invites', { ...base, GroupId: B });
    expect([refused.statusCode, refused.json().ErrorCode]).toEqual([400, 4158]);
    expect(await t.db.query('SELECT 1 FROM invites WHERE email = $1', [base.Invites[0]!.Email])).toHaveLength(0);
    const theirs = await organization.call('POST', '/invites', { ...base, GroupId: B });
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json()[0].Id as string;
    expect(JSON.stringify((await call('GET', '/admin/invites')).json())).not.toContain(id);
    expect((await call('DELETE', `/admin/invites/${id}`)).statusCode).toBe(404);
    expect(await t.db.query('SELECT 1 FROM invites WHERE id = $1', [id])).toHaveLength(1);
    const mine = await call('POST', '/invites', { ...base, GroupId: A, Invites: [{ Email: `units-inv-a-${Date.now()}@example.com` }] });
    expect(mine.statusCode).toBe(201);
    expect((await call('GET', '/admin/invites')).json().map((i: { Id: string }) => i.Id)).toEqual([mine.json()[0].Id]);
  });
});
