import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminUser, AdminUserPage, maskPersonnummer, type RoleId } from '@symptoms/domain';
import { createTestApp, testPersonnummer, type TestApp, type TestUser } from '../../test/harness';
import * as account from '../account/service';

// The admin's erase, removal and anonymisation must be the account's own functions (one write path).
vi.mock('../account/service', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../account/service')>();
  return {
    ...actual,
    eraseAccountData: vi.fn(actual.eraseAccountData),
    removeAccountOf: vi.fn(actual.removeAccountOf),
    anonymiseAccountOf: vi.fn(actual.anonymiseAccountOf),
  };
});

const ORG = 'org-au';
const OTHER_ORG = 'org-au-other';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // The organization's own group: its admins are the organization's (docs/decisions.md, "Units").
  await t.createGroup(ORG, ORG);
  await t.createGroup('au-clinic', ORG);
  await t.createGroup('au-study', ORG);
  await t.createGroup('au-elsewhere', OTHER_ORG);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function signedIn(roles: { organizationId: string; groupId: string; roleId: RoleId }[], twoFactor = false) {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email);
  // A session that passed two-factor (as a TOTP code, BankID or SSO would make it).
  if (twoFactor) await t.db.query('UPDATE sessions SET twofactor_authenticated = true WHERE id = $1', [login.session_id]);
  const call = (method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login), ...(payload ? { payload } : {}) });
  return { user, login, call };
}

/** An organization admin: the admin role in the organization's own group (and in the clinic). */
const admin = (twoFactor = false) =>
  signedIn(
    [
      { organizationId: ORG, groupId: 'au-clinic', roleId: 'admin' },
      { organizationId: ORG, groupId: ORG, roleId: 'admin' },
    ],
    twoFactor,
  );
const member = (groupId = 'au-clinic', roleId: RoleId = 'phys', organizationId = ORG) =>
  t.createUser({ roles: [{ organizationId, groupId, roleId }] });

async function named(
  firstName: string,
  lastName: string,
  roles = [{ organizationId: ORG, groupId: 'au-clinic', roleId: 'phys' as RoleId }],
) {
  const user = await t.createUser({ roles });
  await t.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [firstName, lastName, user.userId]);
  return user;
}

async function detail(call: Awaited<ReturnType<typeof admin>>['call'], user: TestUser) {
  const response = await call('GET', `/admin/users/id/${user.userId}`);
  expect(response.statusCode).toBe(200);
  return AdminUser.parse(response.json());
}

const mailsTo = (address: string) =>
  t.db.query<{ subject: string; text_body: string; secrets: { link?: string } | null }>(
    'SELECT subject, text_body, secrets FROM mail_outbox WHERE recipient = $1 ORDER BY created_date',
    [address],
  );

describe('GET users: the organization’s users, paged by name and searched', () => {
  it('pages by name with a keyset cursor, and lists no one of another organization', async () => {
    const { call } = await admin();
    const made = [];
    for (let i = 0; i < 23; i++) made.push(await named(`Förnamn${i}`, `Pagesson${String(i).padStart(2, '0')}`));
    const elsewhere = await named('Förnamn', 'Pagesson99', [{ organizationId: OTHER_ORG, groupId: 'au-elsewhere', roleId: 'phys' }]);
    const first = AdminUserPage.parse((await call('GET', '/users?q=pagesson')).json());
    expect(first.Users).toHaveLength(20);
    expect(first.Users.map((u) => u.LastName)).toEqual(made.slice(0, 20).map((_, i) => `Pagesson${String(i).padStart(2, '0')}`));
    expect(first.Next).toBe(first.Users[19]!.Id);
    const second = AdminUserPage.parse((await call('GET', `/users?q=pagesson&after=${first.Next}`)).json());
    expect(second.Users.map((u) => u.LastName)).toEqual(['Pagesson20', 'Pagesson21', 'Pagesson22']);
    expect(second.Next).toBeNull();
    expect(JSON.stringify([first, second])).not.toContain(elsewhere.userId);
    expect(first.Users[0]).toMatchObject({ Memberships: [{ GroupId: 'au-clinic', RoleId: 'phys' }], Deactivated: false });
  });

  it('finds by whole personnummer (any form) but never by its start, by the start of an e-mail, and names; masks the personnummer', async () => {
    const { call } = await admin();
    const user = await named('Astrid', 'Sökström');
    const search = async (q: string) =>
      AdminUserPage.parse((await call('GET', `/users?q=${encodeURIComponent(q)}`)).json()).Users.map((u) => u.Id);
    const pnr = user.personnummer;
    expect(await search(pnr)).toEqual([user.userId]);
    expect(await search(`${pnr.slice(2, 8)}-${pnr.slice(8)}`)).toEqual([user.userId]);
    expect(await search(pnr.slice(0, 10))).toEqual([]);
    expect(await search(user.email.slice(0, 12).toUpperCase() + '')).toContain(user.userId);
    expect(await search(user.email)).toEqual([user.userId]);
    expect(await search(`${user.email.split('@')[0]!}@`)).toEqual([user.userId]);
    expect(await search('sökström')).toEqual([user.userId]);
    expect(await search('astrid sök')).toEqual([user.userId]);
    expect(await search('sök astr')).toEqual([user.userId]);
    expect(await search('astrid x')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const [row] = AdminUserPage.parse((await call('GET', `/users?q=${pnr}`)).json()).Users;
    expect(row!.Personnummer).toBe(maskPersonnummer(pnr));
  });

  it('refuses a search too long or with control characters, and any role but admin (403)', async () => {
    const { call } = await admin();
    expect((await call('GET', `/users?q=${'a'.repeat(65)}`)).statusCode).toBe(400);
    expect((await call('GET', '/users?after=not-an-id')).statusCode).toBe(400);
    const physician = await signedIn([{ organizationId: ORG, groupId: 'au-clinic', roleId: 'phys' }]);
    expect((await physician.call('GET', '/users')).statusCode).toBe(403);
    const user = await member();
    expect((await physician.call('GET', `/admin/users/id/${user.userId}`)).statusCode).toBe(403);
  });
});

describe('looking up one user', () => {
  it('by id, personnummer or e-mail in the organization; another organization’s user is not found', async () => {
    const { call } = await admin();
    const user = await member('au-study', 'res');
    for (const url of [
      `/admin/users/id/${user.userId}`,
      `/admin/users/pnr/${user.personnummer}`,
      `/admin/users/email/${user.email.toUpperCase()}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(200);
      expect(AdminUser.parse(response.json())).toMatchObject({ Id: user.userId, Memberships: [{ GroupId: 'au-study', RoleId: 'res' }] });
    }
    const stranger = await member('au-elsewhere', 'phys', OTHER_ORG);
    for (const url of [
      `/admin/users/id/${stranger.userId}`,
      `/admin/users/pnr/${stranger.personnummer}`,
      `/admin/users/email/${stranger.email}`,
    ]) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain(stranger.email);
    }
  });

  it('shows the account and never the health data', async () => {
    const { call } = await admin();
    const patient = await t.createUser({
      roles: [
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: ORG, groupId: 'au-study', roleId: 'pat' },
      ],
    });
    const login = await t.login(patient.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/my/statusreports',
      headers: t.headers(login),
      payload: { Items: [{ Type: 'pain', Intensity: 7 }] },
    });
    const response = await call('GET', `/admin/users/id/${patient.userId}`);
    expect(Object.keys(response.json()).sort()).toEqual(Object.keys(AdminUser.shape).sort());
    expect(response.json()).toMatchObject({ HasPatient: true, OtherOrganizations: false });
    const views = await t.db.query("SELECT 1 FROM audit_logs WHERE patient_id = $1 AND action_type = 'View'", [patient.patientId]);
    expect(views).toHaveLength(0);
  });
});

describe('POST users and PUT users/{id}', () => {
  it('creates a staff account in the organization’s groups and mails it a link to choose a password', async () => {
    const { call } = await admin();
    const email = `au-new-${Date.now()}@example.com`;
    const personnummer = testPersonnummer();
    const body = {
      FirstName: 'Nils',
      LastName: 'Ny',
      Email: email,
      Personnummer: `${personnummer.slice(2, 8)}-${personnummer.slice(8)}`,
      PhoneNumber: '',
      LanguageId: 'sv',
      Memberships: [{ GroupId: 'au-clinic', RoleId: 'phys' }],
    };
    const created = await call('POST', '/users', body);
    expect(created.statusCode).toBe(201);
    expect(AdminUser.parse(created.json())).toMatchObject({
      Email: email,
      HasPatient: false,
      Memberships: [{ GroupId: 'au-clinic', RoleId: 'phys' }],
    });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Välj ett lösenord i Symptoms');
    expect(mail!.text_body).toContain('{{secret:link}}');
    expect(mail!.secrets?.link).toMatch(/\/reset\/\S+/);
    const again = await call('POST', '/users', { ...body, Email: `other-${email}` });
    expect([again.statusCode, again.json().ErrorCode]).toEqual([409, 4159]);
  });

  it('refuses bad fields, a group of another organization and a role off the admin list, creating nothing', async () => {
    const { call } = await admin();
    const base = {
      FirstName: 'A',
      LastName: 'B',
      Email: `au-bad-${Date.now()}@example.com`,
      Personnummer: testPersonnummer(),
      LanguageId: 'sv',
    };
    const invalid = await call('POST', '/users', { ...base, Email: 'nope', Personnummer: '191212121213', Memberships: [] });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().Errors).sort()).toEqual(['Email', 'Memberships', 'Personnummer']);
    const elsewhere = await call('POST', '/users', { ...base, Memberships: [{ GroupId: 'au-elsewhere', RoleId: 'phys' }] });
    expect([elsewhere.statusCode, elsewhere.json().ErrorCode]).toEqual([400, 4158]);
    for (const role of ['pat', 'tadm', 'user']) {
      const refused = await call('POST', '/users', { ...base, Memberships: [{ GroupId: 'au-clinic', RoleId: role }] });
      expect([refused.statusCode, refused.json().ErrorCode], role).toEqual([400, 4158]);
    }
    const control = await call('POST', '/users', {
      ...base,
      FirstName: 'A\u0007',
      Memberships: [{ GroupId: 'au-clinic', RoleId: 'phys' }],
    });
    expect(control.statusCode).toBe(400);
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [base.Email])).toHaveLength(0);
  });

  it('updates name, phone and language with the Version (4003 when stale), and audits it; another organization’s user is 404', async () => {
    const { call } = await admin();
    const user = await member();
    const before = await detail(call, user);
    const update = { FirstName: 'Rättad', LastName: 'Person', PhoneNumber: '070-123 45 67', LanguageId: 'en', Version: before.Version };
    const response = await call('PUT', `/users/${user.userId}`, update);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      FirstName: 'Rättad',
      PhoneNumber: '070-123 45 67',
      LanguageId: 'en',
      Version: before.Version + 1,
    });
    const stale = await call('PUT', `/users/${user.userId}`, { ...update, FirstName: 'Sen' });
    expect([stale.statusCode, stale.json().ErrorCode]).toEqual([409, 4003]);
    const [audit] = await t.db.query<{ data_after: object; actor_role: string }>(
      "SELECT data_after, actor_role FROM audit_logs WHERE resource_type = 'User' AND resource_id = $1",
      [user.userId],
    );
    expect(audit).toMatchObject({ actor_role: 'admin', data_after: { Changed: ['FirstName', 'PhoneNumber'], HasPhoneNumber: true } });
    expect(JSON.stringify(audit!.data_after)).not.toMatch(/Rättad|070-123/);
    const stranger = await member('au-elsewhere', 'phys', OTHER_ORG);
    expect((await call('PUT', `/users/${stranger.userId}`, { ...update, Version: 0 })).statusCode).toBe(404);
  });
});

describe('PUT users/{id}/roles', () => {
  it('sets the staff roles in the organization’s groups and leaves patient memberships alone', async () => {
    const { call } = await admin();
    const user = await t.createUser({
      roles: [
        { organizationId: ORG, groupId: 'au-clinic', roleId: 'phys' },
        { organizationId: ORG, groupId: 'au-study', roleId: 'pat' },
      ],
    });
    const before = await detail(call, user);
    const response = await call('PUT', `/users/${user.userId}/roles`, {
      Memberships: [
        { GroupId: 'au-study', RoleId: 'res' },
        { GroupId: 'au-clinic', RoleId: 'admin' },
      ],
      Version: before.Version,
    });
    expect(response.statusCode).toBe(200);
    expect(AdminUser.parse(response.json()).Memberships).toEqual([
      { GroupId: 'au-clinic', RoleId: 'admin' },
      { GroupId: 'au-study', RoleId: 'pat' },
      { GroupId: 'au-study', RoleId: 'res' },
    ]);
    const stale = await call('PUT', `/users/${user.userId}/roles`, { Memberships: [], Version: before.Version });
    expect([stale.statusCode, stale.json().ErrorCode]).toEqual([409, 4003]);
  });

  it('refuses roles off the list, groups of another organization, the admin’s own roles, and another organization’s user', async () => {
    const { call, user: me } = await admin();
    const user = await member();
    const { Version } = await detail(call, user);
    const tadm = await call('PUT', `/users/${user.userId}/roles`, { Memberships: [{ GroupId: 'au-clinic', RoleId: 'tadm' }], Version });
    expect([tadm.statusCode, tadm.json().ErrorCode]).toEqual([400, 4158]);
    const elsewhere = await call('PUT', `/users/${user.userId}/roles`, {
      Memberships: [{ GroupId: 'au-elsewhere', RoleId: 'phys' }],
      Version,
    });
    expect([elsewhere.statusCode, elsewhere.json().ErrorCode]).toEqual([400, 4158]);
    const mine = await call('PUT', `/users/${me.userId}/roles`, { Memberships: [], Version: 0 });
    expect([mine.statusCode, mine.json().ErrorCode]).toEqual([409, 4157]);
    const stranger = await member('au-elsewhere', 'phys', OTHER_ORG);
    expect((await call('PUT', `/users/${stranger.userId}/roles`, { Memberships: [], Version: 0 })).statusCode).toBe(404);
    expect((await detail(call, user)).Memberships).toEqual([{ GroupId: 'au-clinic', RoleId: 'phys' }]);
  });
});

describe('the actions on an account', () => {
  it('mails a reset link; turns off two-factor only with the admin’s own two-factor, ending the user’s sessions', async () => {
    const plain = await admin();
    const user = await member();
    expect((await plain.call('POST', `/users/${user.userId}/reset-password`)).statusCode).toBe(204);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain('Välj ett lösenord i Symptoms');
    await t.db.query("UPDATE users SET twofactor_enabled = true, twofactor_secret = 'x' WHERE id = $1", [user.userId]);
    const refused = await plain.call('POST', `/users/${user.userId}/2fa/disable`);
    expect([refused.statusCode, refused.json().ErrorCode]).toEqual([403, 4155]);
    const strong = await admin(true);
    await t.login(user.email);
    expect((await strong.call('POST', `/users/${user.userId}/2fa/disable`)).statusCode).toBe(204);
    const [row] = await t.db.query<{ twofactor_enabled: boolean; active: number }>(
      'SELECT twofactor_enabled, (SELECT count(*)::int FROM sessions WHERE user_id = $1 AND active) AS active FROM users WHERE id = $1',
      [user.userId],
    );
    expect(row).toEqual({ twofactor_enabled: false, active: 0 });
    expect((await mailsTo(user.email)).map((m) => m.subject)).toContain('Tvåstegsverifieringen är avstängd för ditt konto');
  });

  it('erases, deletes and anonymises a staff account only with two-factor, through the account’s own functions', async () => {
    const plain = await admin();
    const strong = await admin(true);
    const keep = { Age: true, Gender: false, AreaCode: false, City: false, Region: false, Reference: true };
    const staff = await member('au-study', 'res');
    for (const [method, url] of [
      ['POST', `/users/${staff.userId}/erase`],
      ['DELETE', `/users/${staff.userId}`],
      ['POST', `/users/${staff.userId}/anonymize`],
    ] as const) {
      const refused = await plain.call(method, url, url.endsWith('anonymize') ? keep : undefined);
      expect([refused.statusCode, refused.json().ErrorCode], url).toEqual([403, 4155]);
    }
    await t.login(staff.email);
    expect((await strong.call('POST', `/users/${staff.userId}/erase`)).statusCode).toBe(204);
    expect(account.eraseAccountData).toHaveBeenCalledTimes(1);
    const [sessions] = await t.db.query<{ active: number }>('SELECT count(*)::int AS active FROM sessions WHERE user_id = $1 AND active', [
      staff.userId,
    ]);
    expect(sessions!.active).toBe(0);

    const anonymised = await member('au-study', 'res');
    expect((await strong.call('POST', `/users/${anonymised.userId}/anonymize`, keep)).statusCode).toBe(204);
    expect(account.anonymiseAccountOf).toHaveBeenCalledTimes(1);
    const [scrubbed] = await t.db.query<{ email: string; first_name: string }>('SELECT email, first_name FROM users WHERE id = $1', [
      anonymised.userId,
    ]);
    expect(scrubbed).toEqual({ email: `anonymized-${anonymised.userId}@invalid`, first_name: '' });
    expect((await strong.call('GET', `/admin/users/id/${anonymised.userId}`)).statusCode).toBe(404);

    const removed = await member('au-study', 'res');
    expect((await strong.call('DELETE', `/users/${removed.userId}`)).statusCode).toBe(204);
    expect(account.removeAccountOf).toHaveBeenCalledTimes(1);
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [removed.userId])).toHaveLength(0);
  });

  it('leaves a user of another organization too to that organization (4156), and refuses the admin’s own account (4157)', async () => {
    const strong = await admin(true);
    const shared = await t.createUser({
      roles: [
        { organizationId: ORG, groupId: 'au-clinic', roleId: 'phys' },
        { organizationId: OTHER_ORG, groupId: 'au-elsewhere', roleId: 'phys' },
      ],
    });
    const refused = await strong.call('DELETE', `/users/${shared.userId}`);
    expect([refused.statusCode, refused.json().ErrorCode]).toEqual([409, 4156]);
    const self = await strong.call('POST', `/users/${strong.user.userId}/erase`);
    expect([self.statusCode, self.json().ErrorCode]).toEqual([409, 4157]);
    const stranger = await member('au-elsewhere', 'phys', OTHER_ORG);
    expect((await strong.call('DELETE', `/users/${stranger.userId}`)).statusCode).toBe(404);
    expect(await t.db.query('SELECT 1 FROM users WHERE id = $1', [stranger.userId])).toHaveLength(1);
  });

  it('removes a user from the organization: its memberships go, the others and the account stay', async () => {
    const { call } = await admin();
    const shared = await t.createUser({
      roles: [
        { organizationId: ORG, groupId: 'au-clinic', roleId: 'phys' },
        { organizationId: OTHER_ORG, groupId: 'au-elsewhere', roleId: 'phys' },
      ],
    });
    expect((await call('DELETE', `/users/${shared.userId}/organization`)).statusCode).toBe(204);
    const left = await t.db.query<{ organization_id: string }>('SELECT organization_id FROM memberships WHERE user_id = $1', [
      shared.userId,
    ]);
    expect(left).toEqual([{ organization_id: OTHER_ORG }]);
    expect((await call('GET', `/admin/users/id/${shared.userId}`)).statusCode).toBe(404);
  });
});

describe('admin invites', () => {
  it('invites staff to a group of the organization with a role, lists the organization’s invites and withdraws an unused one', async () => {
    const { call } = await admin();
    const email = `au-inv-${Date.now()}@example.com`;
    const personnummer = testPersonnummer();
    const sent = await call('POST', '/invites', {
      GroupId: 'au-study',
      RoleId: 'phys',
      Description: 'Välkommen som läkare',
      Invites: [{ Email: email, Personnummer: `${personnummer.slice(0, 8)}-${personnummer.slice(8)}` }],
    });
    expect(sent.statusCode).toBe(201);
    const [invite] = sent.json();
    expect(invite).toMatchObject({ Email: email, GroupId: 'au-study', Roles: ['phys'], Used: false });
    const [row] = await t.db.query<{ personnummer: string; organization_id: string }>(
      'SELECT personnummer, organization_id FROM invites WHERE id = $1',
      [invite.Id],
    );
    expect(row).toEqual({ personnummer, organization_id: ORG });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Inbjudan till au-study');
    expect(mail!.text_body).toContain('{{secret:link}}');
    expect(mail!.secrets?.link).toMatch(/\/register\/\S+/);
    const list = await call('GET', '/admin/invites');
    expect(list.json().map((i: { Id: string }) => i.Id)).toContain(invite.Id);
    expect((await call('DELETE', `/admin/invites/${invite.Id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/admin/invites/${invite.Id}`)).statusCode).toBe(404);
  });

  it('refuses a group of another organization, a patient role and bad rows; another organization’s admin sees none of it', async () => {
    const { call } = await admin();
    const base = { Description: 'Hej', Invites: [{ Email: `au-inv2-${Date.now()}@example.com` }] };
    const elsewhere = await call('POST', '/invites', { ...base, GroupId: 'au-elsewhere', RoleId: 'phys' });
    expect([elsewhere.statusCode, elsewhere.json().ErrorCode]).toEqual([400, 4158]);
    const patient = await call('POST', '/invites', { ...base, GroupId: 'au-study', RoleId: 'pat' });
    expect(patient.statusCode).toBe(400);
    const bad = await call('POST', '/invites', {
      ...base,
      GroupId: 'au-study',
      RoleId: 'res',
      Invites: [{ Email: 'x', Personnummer: '1234' }],
    });
    expect(Object.keys(bad.json().Errors).sort()).toEqual(['Invites.0.Email', 'Invites.0.Personnummer']);
    const ok = await call('POST', '/invites', { ...base, GroupId: 'au-study', RoleId: 'res' });
    const other = await signedIn([{ organizationId: OTHER_ORG, groupId: 'au-elsewhere', roleId: 'admin' }]);
    expect(JSON.stringify((await other.call('GET', '/admin/invites')).json())).not.toContain(ok.json()[0].Id);
    expect((await other.call('DELETE', `/admin/invites/${ok.json()[0].Id}`)).statusCode).toBe(404);
    const physician = await signedIn([{ organizationId: ORG, groupId: 'au-clinic', roleId: 'phys' }]);
    expect((await physician.call('GET', '/admin/invites')).statusCode).toBe(403);
  });
});
