import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, type AdminContract, type GroupSummary, type NewsItem, type Page, type RoleId } from '@symptoms/domain';
import { sampleContract } from '../identity/contracts/routes';
import { createTestApp, type Method, type TestApp } from './harness';

/**
 * Admins act inside the units they administer (docs/decisions.md, "Units"), area by area: a group
 * admin of A reaches A's things only and none of the organization's powers; the organization admin
 * (admin in the organization's own group) every group's; another organization's admin nothing here.
 */
const ORG = 'org-reach';
const OTHER_ORG = 'org-reach-other';
const A = 'reach-a';
const B = 'reach-b';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const [group, organization] of [
    [ORG, ORG],
    [A, ORG],
    [B, ORG],
    [OTHER_ORG, OTHER_ORG],
  ] as const)
    await t.createGroup(group, organization, null);
});
afterAll(() => t.close());

async function signedIn(organizationId: string, groupId: string, roleId: RoleId = 'admin', language = 'sv') {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const login = await t.login(user.email);
  return (service: 'api' | 'identity', method: Method, url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/${service}${url}`,
      headers: t.headers(login, { 'x-languageid': language }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

const groupAdminOf = (group: string, language?: string) => signedIn(ORG, group, 'admin', language);
const organizationAdmin = () => signedIn(ORG, ORG);
const otherOrganizationAdmin = () => signedIn(OTHER_ORG, OTHER_ORG);

describe('groups, the organization and module flags', () => {
  it('a group admin lists and reads their groups only, and neither creates nor changes a group (4162)', async () => {
    const call = await groupAdminOf(A, 'en');
    const page = (await call('api', 'GET', '/my/organization/groups')).json<Page<GroupSummary>>();
    expect(page.Items.map((g) => g.Id)).toEqual([A]);
    expect((await call('api', 'GET', `/my/organization/groups/${B}`)).statusCode).toBe(404);
    expect((await call('api', 'GET', `/my/organization/groups/${ORG}`)).statusCode).toBe(404);
    const group = (await call('api', 'GET', `/my/organization/groups/${A}`)).json();
    const { Id, OrganizationId, DisplayName, IsGlobal, PusherId, GroupCardPromId, StudyTasksPublished, GroupMemberships, ...input } = group;
    void [OrganizationId, DisplayName, IsGlobal, PusherId, GroupCardPromId, StudyTasksPublished, GroupMemberships];
    const changed = await call('api', 'PUT', `/my/organization/groups/${A}`, { ...input, Id, Name: 'Omdöpt av gruppen' });
    expect([changed.statusCode, changed.json().ErrorCode]).toEqual([403, 4162]);
    expect(changed.json().Message).toBe(errorMessage(4162, 'en'));
    const created = await call('api', 'POST', '/my/organization/groups', { ...input, Id: 'reach-new', UrlSlug: null });
    expect([created.statusCode, created.json().ErrorCode]).toEqual([403, 4162]);
    expect(await t.db.query("SELECT 1 FROM groups WHERE id = 'reach-new' OR name = 'Omdöpt av gruppen'")).toHaveLength(0);

    const organization = await organizationAdmin();
    const all = (await organization('api', 'GET', '/my/organization/groups')).json<Page<GroupSummary>>();
    expect(all.Items.map((g) => g.Id).sort()).toEqual([ORG, A, B].sort());
    const renamed = await organization('api', 'PUT', `/my/organization/groups/${A}`, { ...input, Id, Name: 'Omdöpt' });
    expect(renamed.statusCode).toBe(200);
  });

  it('a group admin reads the organization but does not rename it (4162); another organization’s admin does not find it', async () => {
    const call = await groupAdminOf(A);
    const organization = (await call('api', 'GET', `/organizations/${ORG}`)).json<{ Version: number }>();
    const renamed = await call('api', 'PUT', `/organizations/${ORG}`, { Name: 'Kapad', Version: organization.Version });
    expect([renamed.statusCode, renamed.json().ErrorCode]).toEqual([403, 4162]);
    const other = await otherOrganizationAdmin();
    expect((await other('api', 'PUT', `/organizations/${ORG}`, { Name: 'Kapad', Version: organization.Version })).statusCode).toBe(404);
    const [row] = await t.db.query<{ name: string }>('SELECT name FROM organizations WHERE id = $1', [ORG]);
    expect(row!.name).toBe(ORG);
  });

  it('a group admin sets their group’s module flags and finds no other group’s (404)', async () => {
    const call = await groupAdminOf(A);
    const page = (await call('api', 'GET', '/admin/settings')).json<{ Items: { GroupId: string }[] }>();
    expect(page.Items.map((s) => s.GroupId)).toEqual([A]);
    expect((await call('api', 'PUT', `/admin/settings/${B}`, { Modules: ['proms'], Version: 0 })).statusCode).toBe(404);
    expect((await call('api', 'PUT', `/admin/settings/${A}`, { Modules: ['proms'], Version: 0 })).statusCode).toBe(200);
    expect(await t.db.query('SELECT 1 FROM group_settings WHERE group_id = $1', [B])).toHaveLength(0);
  });
});

describe('contracts and news of a group', () => {
  it('a group admin writes their group’s contracts and finds no other group’s', async () => {
    const organization = await organizationAdmin();
    const adminOfB = await groupAdminOf(B);
    const theirs = (await adminOfB('identity', 'POST', '/my/group/contracts', sampleContract('b-villkor'))).json<AdminContract>();
    const call = await groupAdminOf(A);
    const mine = await call('identity', 'POST', '/my/group/contracts', sampleContract('a-villkor'));
    expect(mine.statusCode).toBe(201);
    expect(mine.json()).toMatchObject({ GroupId: A });
    expect((await call('identity', 'GET', '/contracts')).json<AdminContract[]>().map((c) => c.GroupId)).toEqual([A]);
    expect((await call('identity', 'GET', `/contracts/${theirs.Id}`)).statusCode).toBe(404);
    expect((await call('identity', 'PUT', `/contracts/${theirs.Id}`, { ...sampleContract('kapad'), Version: 0 })).statusCode).toBe(404);
    expect((await call('identity', 'DELETE', `/contracts/${theirs.Id}`)).statusCode).toBe(404);
    const all = (await organization('identity', 'GET', '/contracts')).json<AdminContract[]>();
    expect(all.map((c) => c.GroupId).sort()).toEqual([A, B]);
  });

  it('a group admin’s news is their group’s; they cannot touch the organization’s', async () => {
    const organization = await organizationAdmin();
    const everyone = (await organization('api', 'POST', '/admin/news', { Title: 'Till alla', Content: 'Hela regionen.' })).json<NewsItem>();
    expect(everyone.GroupId).toBeNull();
    const call = await groupAdminOf(A);
    const own = await call('api', 'POST', '/admin/news', { Title: 'Till A', Content: 'Bara grupp A.' });
    expect(own.json()).toMatchObject({ GroupId: A });
    expect((await call('api', 'GET', '/admin/news')).json<NewsItem[]>().map((n) => n.Title)).toEqual(['Till A']);
    expect(
      (await call('api', 'PUT', `/admin/news/${everyone.Id}`, { Title: 'Kapad', Content: 'x x', Priority: 'important', Version: 0 }))
        .statusCode,
    ).toBe(404);
    expect((await call('api', 'DELETE', `/admin/news/${everyone.Id}`)).statusCode).toBe(404);
    expect(
      (await organization('api', 'GET', '/admin/news'))
        .json<NewsItem[]>()
        .map((n) => n.Title)
        .sort(),
    ).toEqual(['Till A', 'Till alla']);
  });
});

describe('the organization’s own powers', () => {
  it('a group admin reads neither the outbox nor changes app versions (4162); their statistics are their group’s', async () => {
    const call = await groupAdminOf(A);
    const outbox = await call('api', 'GET', '/admin/emails');
    expect([outbox.statusCode, outbox.json().ErrorCode]).toEqual([403, 4162]);
    expect((await call('api', 'GET', '/appversions')).statusCode).toBe(200);
    const version = {
      Name: 'grupp',
      Default: false,
      StatusReportVersion: 1,
      StatusChartVersion: 1,
      PromReportVersion: 1,
      IntensityScaleVersion: 1,
    };
    const made = await call('api', 'POST', '/appversions', version);
    expect([made.statusCode, made.json().ErrorCode]).toEqual([403, 4162]);
    expect(await t.db.query("SELECT 1 FROM app_versions WHERE name = 'grupp'")).toHaveLength(0);
    expect((await (await organizationAdmin())('api', 'POST', '/appversions', version)).statusCode).toBe(201);

    const today = new Date().toISOString().slice(0, 10);
    expect((await call('api', 'GET', `/admin/statistics?from=${today}&to=${today}&groupId=${B}`)).statusCode).toBe(404);
    expect((await call('api', 'GET', `/admin/statistics?from=${today}&to=${today}&groupId=${A}`)).statusCode).toBe(200);
    expect((await call('api', 'GET', '/admin/dashboard')).statusCode).toBe(200);
  });
});
