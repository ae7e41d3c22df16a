import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GroupSettings, GroupSettingsPage, MyGroup } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
type Caller = (method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
let adminA: Caller;

async function callerWith(roles: Parameters<TestApp['createUser']>[0]): Promise<Caller> {
  const user = await t.createUser(roles);
  const login = await t.login(user.email);
  return (method, url, payload) => t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: payload as object });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('clinic-a', 'org-a');
  await t.createGroup('study-a', 'org-a');
  await t.createGroup('clinic-b', 'org-b');
  // The admin of both groups (a group admin of each: a group's flags are its admins').
  adminA = await callerWith({
    roles: [
      { organizationId: 'org-a', groupId: 'clinic-a', roleId: 'admin' },
      { organizationId: 'org-a', groupId: 'study-a', roleId: 'admin' },
    ],
  });
});
afterAll(() => t.close());

describe('module flags per group', () => {
  it('lists the organization’s groups following the configuration, sets one group’s flags, and its members get them', async () => {
    const page = GroupSettingsPage.parse((await adminA('GET', '/admin/settings')).json());
    expect(page.Items.map((s) => [s.GroupId, s.Modules])).toEqual([
      ['clinic-a', null],
      ['study-a', null],
    ]);
    const saved = await adminA('PUT', '/admin/settings/study-a', { Modules: ['proms', 'notes', 'notes'], Version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(GroupSettings.parse(saved.json())).toMatchObject({ GroupId: 'study-a', Modules: ['proms', 'notes'], Version: 0 });

    const member = await callerWith({ roles: [{ organizationId: 'org-a', groupId: 'study-a', roleId: 'pat' }] });
    const groups = MyGroup.array().parse((await member('GET', '/my/groups')).json());
    expect(groups.find((g) => g.Id === 'study-a')?.Modules).toEqual(['proms', 'notes']);

    const again = await adminA('PUT', '/admin/settings/study-a', { Modules: ['proms'], Version: 0 });
    expect(GroupSettings.parse(again.json()).Version).toBe(1);
    const stale = await adminA('PUT', '/admin/settings/study-a', { Modules: [], Version: 0 });
    expect(stale.json().ErrorCode).toBe(4003);
    const reset = await adminA('PUT', '/admin/settings/study-a', { Modules: null, Version: 1 });
    expect(GroupSettings.parse(reset.json()).Modules).toBeNull();
    const searched = GroupSettingsPage.parse((await adminA('GET', '/admin/settings?search=study')).json());
    expect(searched.Items.map((s) => s.GroupId)).toEqual(['study-a']);
  });

  it('refuses unknown modules, another organization’s group (404) and roles that are not admins (403)', async () => {
    expect((await adminA('PUT', '/admin/settings/clinic-a', { Modules: ['teleport'], Version: 0 })).json().ErrorCode).toBe(4100);
    expect((await adminA('PUT', '/admin/settings/clinic-b', { Modules: ['proms'], Version: 0 })).statusCode).toBe(404);
    const physician = await callerWith({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'phys' }] });
    expect((await physician('GET', '/admin/settings')).statusCode).toBe(403);
    expect((await physician('PUT', '/admin/settings/clinic-a', { Modules: ['proms'], Version: 0 })).statusCode).toBe(403);
  });
});
