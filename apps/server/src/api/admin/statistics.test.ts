import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HourlyStatistic, stockholmDay } from '@symptoms/domain';
import { createTestApp, signedInPatient, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('clinic-a', 'org-a');
  await t.createGroup('study-a', 'org-a');
  await t.createGroup('clinic-b', 'org-b');
  await t.createGroup('org-a', 'org-a');
});
afterAll(() => t.close());

async function statistics(roles: Parameters<TestApp['createUser']>[0], query: string) {
  const user = await t.createUser(roles);
  const login = await t.login(user.email);
  return t.app.inject({ method: 'GET', url: `/api/admin/statistics?${query}`, headers: t.headers(login) });
}

describe('GET /api/admin/statistics', () => {
  it('counts new members and status reports per hour and group, of the admin’s organization only', async () => {
    const patient = await signedInPatient(t);
    await t.db.query("INSERT INTO memberships (user_id, organization_id, group_id, role_id) VALUES ($1, 'org-a', 'study-a', 'pat')", [
      patient.user.userId,
    ]);
    const report = await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] });
    expect(report.statusCode).toBeLessThan(300);
    await t.createUser({ roles: [{ organizationId: 'org-b', groupId: 'clinic-b', roleId: 'pat' }] });

    const today = stockholmDay(new Date());
    // The organization's admin (its own group) reads the organization's statistics.
    const response = await statistics(
      {
        roles: [
          { organizationId: 'org-a', groupId: 'clinic-a', roleId: 'admin' },
          { organizationId: 'org-a', groupId: 'org-a', roleId: 'admin' },
        ],
      },
      `from=${today}&to=${today}`,
    );
    expect(response.statusCode).toBe(200);
    const rows = HourlyStatistic.array().parse(response.json());
    expect(rows.every((r) => r.OrganizationId === 'org-a')).toBe(true);
    const study = rows.filter((r) => r.GroupId === 'study-a');
    expect(study.reduce((n, r) => n + r.NewUsers, 0)).toBe(1);
    expect(study.reduce((n, r) => n + r.StatusReports, 0)).toBe(1);
    const hour = Number(new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', hour: '2-digit' }).format(new Date()));
    expect(study.some((r) => r.Hour === hour || r.Hour === hour - 1)).toBe(true);
  });

  it('gives a researcher the active group only: another group is not found', async () => {
    const today = stockholmDay(new Date());
    const researcher = [{ organizationId: 'org-a', groupId: 'study-a', roleId: 'res' as const }];
    const own = await statistics({ roles: researcher }, `from=${today}&to=${today}`);
    expect(
      HourlyStatistic.array()
        .parse(own.json())
        .every((r) => r.GroupId === 'study-a'),
    ).toBe(true);
    expect((await statistics({ roles: researcher }, `from=${today}&to=${today}&groupId=clinic-a`)).statusCode).toBe(404);
  });

  it('refuses a range over 31 days or backwards, and roles without statistics', async () => {
    const admin = [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'admin' as const }];
    expect((await statistics({ roles: admin }, 'from=2026-01-01&to=2026-03-01')).statusCode).toBe(400);
    expect((await statistics({ roles: admin }, 'from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await statistics({ roles: admin }, 'from=junk&to=2026-01-01')).statusCode).toBe(400);
    const physician = [{ organizationId: 'org-a', groupId: 'clinic-a', roleId: 'phys' as const }];
    expect((await statistics({ roles: physician }, 'from=2026-01-01&to=2026-01-02')).statusCode).toBe(403);
  });
});
