import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_FLAG_DAYS, type PatientSummary, type RoleId, type StaffPatientPage } from '@symptoms/domain';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.db.transaction((tx) => installShippedProms(tx));
  await t.createGroup('ward-r', 'org-r');
});
afterAll(() => t.close());

async function caller(roleId: RoleId) {
  const roles =
    roleId === 'pat' ? [{ organizationId: '0', groupId: '0', roleId }] : [{ organizationId: 'org-r', groupId: 'ward-r', roleId }];
  const user = await t.createUser({ roles });
  const login = await t.login(user.email);
  return {
    ...user,
    call: (method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse> =>
      t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: body as object }),
  };
}
type Caller = Awaited<ReturnType<typeof caller>>;

const json = async <T>(response: Promise<LightMyRequestResponse>, status = 200): Promise<T> => {
  const done = await response;
  expect(done.statusCode, done.body).toBe(status);
  return done.json<T>();
};

/** A complete PHQ-9: items 1–8 "several days", item 9 as given ('Q9A1-' is "not at all"). */
async function phq9(patient: Caller, item9: string): Promise<string> {
  const answers = Array.from({ length: 8 }, (_, i) => ({ QuestionId: `Q${i + 1}-`, AnswerId: `Q${i + 1}A2-` }));
  const saved = await json<{ Id: string; isCompleted: boolean }>(
    patient.call('POST', '/my/promreports', { PromId: 'phq9', Answers: [...answers, { QuestionId: 'Q9-', AnswerId: item9 }] }),
    201,
  );
  expect(saved.isCompleted).toBe(true);
  return saved.Id;
}

const promViews = async (patientId: string, viewerId: string) =>
  (
    await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND actor_user_id = $2 AND action_type = 'View' AND resource_type = 'PromReport'",
      [patientId, viewerId],
    )
  )[0]!.n;

async function sharedWith(promReports: boolean) {
  const patient = await caller('pat');
  const physician = await caller('phys');
  await json(patient.call('POST', '/my/shares', { ShareWithEmail: physician.email, PromReports: promReports }), 201);
  const listed = async () =>
    (await json<StaffPatientPage>(physician.call('GET', '/admin/patients'))).Items.find((p) => p.PatientId === patient.patientId)!;
  const summary = () => json<PatientSummary>(physician.call('GET', `/patients/${patient.patientId}`));
  return { patient, physician, listed, summary };
}

describe('a PHQ-9 risk answer is flagged for staff', () => {
  it('on the list and the summary: which report, when, which guidance; each read audited', async () => {
    const { patient, physician, listed, summary } = await sharedWith(true);
    expect((await listed()).RiskFlags).toEqual([]);
    const reportId = await phq9(patient, 'Q9A3-');
    const before = await promViews(patient.patientId!, physician.userId);
    const flag = { PromReportId: reportId, PromId: 'phq9', Language: 'sv', Guidance: ['selfHarm'] };
    const [onList] = (await listed()).RiskFlags;
    expect(onList).toMatchObject(flag);
    expect(onList!.Title).toContain('PHQ-9');
    expect(Date.now() - Date.parse(onList!.CompletedDate)).toBeLessThan(60_000);
    expect(await promViews(patient.patientId!, physician.userId)).toBe(before + 1);
    expect((await summary()).RiskFlags).toEqual([onList]);
    expect(await promViews(patient.patientId!, physician.userId)).toBe(before + 2);
    const [row] = await t.db.query<{ resource_id: string; actor_role: string }>(
      "SELECT resource_id, actor_role FROM audit_logs WHERE patient_id = $1 AND actor_user_id = $2 AND resource_type = 'PromReport' ORDER BY time_stamp DESC LIMIT 1",
      [patient.patientId, physician.userId],
    );
    expect(row).toEqual({ resource_id: reportId, actor_role: 'phys' });
  });

  it('is neither shown nor read when the grant does not open PROM reports', async () => {
    const { patient, physician, listed, summary } = await sharedWith(false);
    await phq9(patient, 'Q9A4-');
    expect((await listed()).RiskFlags).toEqual([]);
    const read = await summary();
    expect(read.Access.PromReports).toBe(false);
    expect(read.RiskFlags).toEqual([]);
    expect(await promViews(patient.patientId!, physician.userId)).toBe(0);
  });

  it('is cleared by a newer complete PHQ-9 without it, and comes back with a newer one with it', async () => {
    const { patient, listed, summary } = await sharedWith(true);
    await phq9(patient, 'Q9A2-');
    expect((await listed()).RiskFlags).toHaveLength(1);
    await t.db.query("UPDATE prom_reports SET completed_date = completed_date - interval '1 day' WHERE patient_id = $1", [
      patient.patientId,
    ]);
    await phq9(patient, 'Q9A1-');
    expect((await listed()).RiskFlags).toEqual([]);
    expect((await summary()).RiskFlags).toEqual([]);
    await t.db.query("UPDATE prom_reports SET completed_date = completed_date - interval '1 day' WHERE patient_id = $1", [
      patient.patientId,
    ]);
    const again = await phq9(patient, 'Q9A2-');
    expect((await summary()).RiskFlags.map((f) => f.PromReportId)).toEqual([again]);
  });

  it(`ends ${RISK_FLAG_DAYS} days after the report was completed`, async () => {
    const { patient, summary } = await sharedWith(true);
    await phq9(patient, 'Q9A2-');
    await t.db.query(`UPDATE prom_reports SET completed_date = now() - interval '${RISK_FLAG_DAYS - 1} days' WHERE patient_id = $1`, [
      patient.patientId,
    ]);
    expect((await summary()).RiskFlags).toHaveLength(1);
    await t.db.query(`UPDATE prom_reports SET completed_date = now() - interval '${RISK_FLAG_DAYS} days 1 minute' WHERE patient_id = $1`, [
      patient.patientId,
    ]);
    expect((await summary()).RiskFlags).toEqual([]);
  });
});
