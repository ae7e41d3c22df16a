import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Organization, OrganizationPage } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
type Caller = (method: Method, url: string, payload?: unknown, language?: string) => Promise<LightMyRequestResponse>;
let adminA: Caller;

async function callerWith(roles: Parameters<TestApp['createUser']>[0]): Promise<Caller> {
  const user = await t.createUser(roles);
  const login = await t.login(user.email);
  return (method, url, payload, language = 'sv') =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: payload as object });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('org-a', 'org-a');
  await t.createGroup('clinic-a', 'org-a');
  await t.createGroup('clinic-b', 'org-b');
  // An organization admin: the admin role in the organization's own group (docs/decisions.md, "Units").
  adminA = await callerWith({
    roles: [
      { organizationId: 'org-a', groupId: 'clinic-a', roleId: 'admin' },
      { organizationId: 'org-a', groupId: 'org-a', roleId: 'admin' },
    ],
  });
});
afterAll(() => t.close());

describe('organizations', () => {
  it('lists only the admin’s own organization, searched and paged', async () => {
    const page = OrganizationPage.parse((await adminA('GET', '/organizations')).json());
    expect(page.Items.map((o) => o.Id)).toEqual(['org-a']);
    expect(page.Total).toBe(1);
    const none = OrganizationPage.parse((await adminA('GET', '/organizations?search=zzz')).json());
    expect(none).toEqual({ Items: [], Total: 0 });
  });

  it('gives an admin of the global group (the service’s) every organization, a page at a time', async () => {
    const root = await callerWith({ roles: [{ organizationId: '0', groupId: '0', roleId: 'admin' }] });
    const all = OrganizationPage.parse((await root('GET', '/organizations?count=100')).json());
    expect(all.Items.map((o) => o.Id)).toEqual(expect.arrayContaining(['0', 'org-a', 'org-b']));
    const first = OrganizationPage.parse((await root('GET', '/organizations?count=1')).json());
    expect(first.Items).toHaveLength(1);
    expect(first.Total).toBe(all.Total);
    const searched = OrganizationPage.parse((await root('GET', '/organizations?search=ORG-B')).json());
    expect(searched.Items.map((o) => o.Id)).toEqual(['org-b']);
  });

  it('renames the own organization, refuses a stale version with 4003 and keeps the name', async () => {
    const before = Organization.parse((await adminA('GET', '/organizations/org-a')).json());
    const saved = await adminA('PUT', '/organizations/org-a', { Name: 'Region A', Version: before.Version });
    expect(saved.statusCode).toBe(200);
    expect(Organization.parse(saved.json())).toEqual({ Id: 'org-a', Name: 'Region A', Version: before.Version + 1 });
    const stale = await adminA('PUT', '/organizations/org-a', { Name: 'Region Ö', Version: before.Version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    expect(Organization.parse((await adminA('GET', '/organizations/org-a')).json()).Name).toBe('Region A');
  });

  it('refuses bad input in the caller’s language and changes nothing', async () => {
    for (const body of [{ Name: '', Version: 1 }, { Name: 'x'.repeat(65), Version: 1 }, { Name: 'A\u0007', Version: 1 }, { Version: 1 }]) {
      const response = await adminA('PUT', '/organizations/org-a', body, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect(Organization.parse((await adminA('GET', '/organizations/org-a')).json()).Name).toBe('Region A');
  });

  it('answers 404 for another organization and 403 to roles that are not admins', async () => {
    expect((await adminA('GET', '/organizations/org-b')).statusCode).toBe(404);
    const write = await adminA('PUT', '/organizations/org-b', { Name: 'Taken over', Version: 0 });
    expect(write.statusCode).toBe(404);
    const physician = await callerWith({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'phys' }] });
    expect((await physician('GET', '/organizations')).statusCode).toBe(403);
    expect((await physician('PUT', '/organizations/org-a', { Name: 'X', Version: 1 })).statusCode).toBe(403);
  });
});

describe('creating and deleting organizations', () => {
  let root: Caller;
  beforeAll(async () => {
    root = await callerWith({ roles: [{ organizationId: '0', groupId: '0', roleId: 'admin' }] });
  });

  it('lets the service’s administrator create an organization with its own group, and delete it again', async () => {
    const created = await root('POST', '/organizations', { Id: 'region-ny', Name: 'Region Ny' });
    expect(created.statusCode).toBe(201);
    expect(Organization.parse(created.json())).toEqual({ Id: 'region-ny', Name: 'Region Ny', Version: 0 });
    const [own] = await t.db.query<{ organization_id: string; name: string }>(
      "SELECT organization_id, name FROM groups WHERE id = 'region-ny'",
    );
    expect(own).toEqual({ organization_id: 'region-ny', name: 'Region Ny' });
    await t.createGroup('region-ny-klinik', 'region-ny');
    const deleted = await root('DELETE', '/organizations/region-ny');
    expect(deleted.statusCode).toBe(204);
    expect((await root('GET', '/organizations/region-ny')).statusCode).toBe(404);
    expect(await t.db.query("SELECT id FROM groups WHERE organization_id = 'region-ny'")).toEqual([]);
  });

  it('refuses an id in use and bad input in the caller’s language, creating nothing', async () => {
    const taken = await root('POST', '/organizations', { Id: 'clinic-a', Name: 'Taken' }, 'en');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ ErrorCode: 4151, Errors: { Id: ['The id is already in use. Choose another one.'] } });
    for (const body of [{ Id: 'x', Name: 'Short' }, { Id: 'Versaler', Name: 'A' }, { Id: 'ok-id', Name: '' }, { Name: 'No id' }]) {
      const response = await root('POST', '/organizations', body, 'en');
      expect(response.statusCode).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect(await t.db.query("SELECT id FROM organizations WHERE id IN ('x', 'ok-id')")).toEqual([]);
  });

  it('refuses to delete an organization while anyone is a member, in Swedish, and keeps everything', async () => {
    const refused = await root('DELETE', '/organizations/org-a');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().ErrorCode).toBe(4152);
    expect(refused.json().Message).toMatch(/medlemmar eller patienter/);
    expect((await adminA('GET', '/organizations/org-a')).statusCode).toBe(200);
    expect((await t.db.query("SELECT id FROM groups WHERE organization_id = 'org-a'")).length).toBeGreaterThan(0);
    expect((await root('DELETE', '/organizations/0')).statusCode).toBe(403);
    expect((await root('DELETE', '/organizations/no-such-organization')).statusCode).toBe(404);
  });

  it('leaves creating and deleting organizations to the service’s administrator (4163), even for an organization admin', async () => {
    const create = await adminA('POST', '/organizations', { Id: 'egen-region', Name: 'Egen' });
    expect(create.statusCode).toBe(403);
    expect(create.json().ErrorCode).toBe(4163);
    const remove = await adminA('DELETE', '/organizations/org-b');
    expect(remove.statusCode).toBe(403);
    expect(remove.json().ErrorCode).toBe(4163);
    const physician = await callerWith({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'phys' }] });
    expect((await physician('DELETE', '/organizations/org-b')).statusCode).toBe(403);
    expect(await t.db.query("SELECT id FROM organizations WHERE id = 'egen-region'")).toEqual([]);
  });
});
