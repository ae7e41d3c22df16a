import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MyGroup } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const id of ['zeta', 'alfa', 'mitt']) await t.createGroup(id, 'org-g');
});
afterAll(() => t.close());

describe('GET /api/my/groups', () => {
  it('lists the caller’s groups, the global one first and then by name, with the roles held there', async () => {
    const user = await t.createUser({
      roles: [
        { organizationId: 'org-g', groupId: 'zeta', roleId: 'pat' },
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: 'org-g', groupId: 'alfa', roleId: 'pat' },
        { organizationId: 'org-g', groupId: 'alfa', roleId: 'res' },
      ],
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/my/groups', headers: t.headers(await t.login(user.email)) });
    expect(response.statusCode).toBe(200);
    const groups = MyGroup.array().parse(response.json());
    expect(groups.map((g) => g.Id)).toEqual(['0', 'alfa', 'zeta']);
    expect(groups[0]).toMatchObject({ IsGlobal: true, Name: 'Symptoms' });
    expect(groups[1]!.GroupMemberships.map((m) => m.RoleId).sort()).toEqual(['pat', 'res']);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my/groups' })).statusCode).toBe(401);
  });
});
