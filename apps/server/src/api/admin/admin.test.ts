import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardStatistics } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('clinic-a', 'org-a');
  await t.createGroup('clinic-b', 'org-b');
});
afterAll(() => t.close());

async function dashboard(email: string) {
  const login = await t.login(email);
  return t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: t.headers(login) });
}

describe('GET /api/admin/dashboard', () => {
  it('counts the members of the admin’s organization only, with zero for areas not built yet', async () => {
    const admin = await t.createUser({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'admin' }] });
    const before = DashboardStatistics.parse((await dashboard(admin.email)).json());
    await t.createUser({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'pat' }] });
    await t.createUser({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'pat' }] });
    await t.createUser({ roles: [{ organizationId: 'org-b', groupId: 'clinic-b', roleId: 'pat' }] });

    const after = DashboardStatistics.parse((await dashboard(admin.email)).json());
    expect(after.Users.Total - before.Users.Total).toBe(2);
    expect(after.Users.Today - before.Users.Today).toBe(2);
    expect(after.NewUsers.LastWeek - before.NewUsers.LastWeek).toBe(2);
    expect(after.ActiveUsers.Total).toBeGreaterThanOrEqual(1); // the admin just signed in
    for (const key of ['PromReports', 'StatusReports', 'SymptomReports'] as const) {
      expect(after[key]).toEqual({ Today: 0, LastWeek: 0, LastMonth: 0, Total: 0 });
    }
  });

  it('gives an admin of the global organization every organization', async () => {
    const root = await t.createUser({ roles: [{ organizationId: '0', groupId: '0', roleId: 'admin' }] });
    const before = DashboardStatistics.parse((await dashboard(root.email)).json());
    await t.createUser({ roles: [{ organizationId: 'org-b', groupId: 'clinic-b', roleId: 'pat' }] });
    const after = DashboardStatistics.parse((await dashboard(root.email)).json());
    expect(after.Users.Total - before.Users.Total).toBe(1);
  });

  it('refuses patients and staff who are not admins', async () => {
    const patient = await t.createPatient();
    const physician = await t.createUser({ roles: [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'phys' }] });
    for (const email of [patient.email, physician.email]) {
      const response = await dashboard(email);
      expect(response.statusCode).toBe(403);
      expect(response.json().ErrorCode).toBe(4102);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
