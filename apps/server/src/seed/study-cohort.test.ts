import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPersonnummer, type ExportCount, type LoginTokenResponse, type StaffPatientPage } from '@symptoms/domain';
import { groupParticipants } from '../platform/records/system';
import { promTestApp } from '../api/promreports/test-support';
import { tokenRequest, type TestApp } from '../test/harness';
import { DEMO_ORGANIZATION, DEMO_PASSWORD, STUDY_GROUP } from './demo-accounts';
import { SEED_STEPS, seedDemo } from './demo';
import { COHORT_SIZE, cohort, studyCohortSeed } from './study-cohort';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await promTestApp());
});
afterAll(() => t.close());

/** Rows per table of the cohort's records, and their Create audit rows. */
type Counts = Record<'patients' | 'status_reports' | 'prom_reports' | 'symptoms' | 'symptom_reports' | 'uploads' | 'created', number>;

async function counts(): Promise<Counts> {
  const [row] = await t.db.query<Counts>(
    `WITH c AS (SELECT p.id FROM patients p JOIN users u ON u.id = p.user_id WHERE u.email LIKE 'kohort%@example.com')
     SELECT (SELECT count(*)::int FROM c) AS patients,
            (SELECT count(*)::int FROM status_reports WHERE patient_id IN (SELECT id FROM c)) AS status_reports,
            (SELECT count(*)::int FROM prom_reports WHERE patient_id IN (SELECT id FROM c)) AS prom_reports,
            (SELECT count(*)::int FROM symptoms WHERE patient_id IN (SELECT id FROM c)) AS symptoms,
            (SELECT count(*)::int FROM symptom_reports WHERE patient_id IN (SELECT id FROM c)) AS symptom_reports,
            (SELECT count(*)::int FROM patient_uploads WHERE patient_id IN (SELECT id FROM c)) AS uploads,
            (SELECT count(*)::int FROM audit_logs WHERE action_type = 'Create' AND patient_id IN (SELECT id FROM c)
               AND resource_type IN ('StatusReport', 'PromReport', 'Symptom', 'SymptomReport', 'PatientUpload')) AS created`,
  );
  return row!;
}

describe('the study cohort', { timeout: 180_000 }, () => {
  it('is 40 patients who consented to the study, each with their own history through the records layer, seeded once', async () => {
    await seedDemo(t.app.deps, SEED_STEPS);
    const started = Date.now();
    await seedDemo(t.app.deps, [studyCohortSeed]);
    console.log(`the cohort seeded in ${Date.now() - started} ms`);
    const first = await counts();
    await seedDemo(t.app.deps, [studyCohortSeed]);
    expect(await counts()).toEqual(first);
    expect(first.patients).toBe(COHORT_SIZE);
    expect(first.status_reports).toBeGreaterThan(COHORT_SIZE * 30);
    expect(first.prom_reports).toBeGreaterThan(COHORT_SIZE * 4);
    expect(first.symptom_reports).toBeGreaterThan(COHORT_SIZE * 5);
    // Some kept up with the day-14 activity diary, not all.
    expect(first.uploads).toBeGreaterThan(5);
    expect(first.uploads).toBeLessThan(COHORT_SIZE);
    expect(first.created).toBe(first.status_reports + first.prom_reports + first.symptoms + first.symptom_reports + first.uploads);

    // Every one a consenting participant of the study group (the one definition the group's reads use), since their own day.
    const participants = await groupParticipants(t.db, { organizationId: DEMO_ORGANIZATION.id, groupId: STUDY_GROUP });
    const emails = new Map(
      (await t.db.query<{ id: string; email: string }>(`SELECT id, email FROM users WHERE email LIKE 'kohort%@example.com'`)).map((u) => [
        u.id,
        u.email,
      ]),
    );
    const ofCohort = participants.filter((p) => emails.has(p.user_id));
    expect(ofCohort).toHaveLength(COHORT_SIZE);
    expect(ofCohort.every((p) => p.prom_reports && p.status_reports && p.symptom_reports)).toBe(true);
    const days = ofCohort.map((p) => Math.round((Date.now() - new Date(p.since).getTime()) / 86_400_000));
    expect(Math.max(...days)).toBeGreaterThanOrEqual(170);
    expect(Math.min(...days)).toBeLessThanOrEqual(20);
  });

  it('has valid synthetic personnummer in the test series, proven or only claimed, on symptoms in several regions', async () => {
    const people = cohort();
    expect(new Set(people.map((p) => p.personnummer)).size).toBe(COHORT_SIZE);
    for (const p of people) {
      expect(isValidPersonnummer(p.personnummer), p.personnummer).toBe(true);
      expect(p.personnummer.slice(8, 10)).toBe('98');
    }
    const proofs = await t.db.query<{ proven: boolean; n: number }>(
      `SELECT personnummer_proof IS NOT NULL AS proven, count(*)::int AS n FROM users WHERE email LIKE 'kohort%@example.com' GROUP BY 1 ORDER BY 1`,
    );
    expect(proofs).toEqual([
      { proven: false, n: 8 },
      { proven: true, n: 32 },
    ]);
    const [parts] = await t.db.query<{ n: number }>(
      `SELECT count(DISTINCT s.name)::int AS n FROM symptoms s JOIN patients p ON p.id = s.patient_id JOIN users u ON u.id = p.user_id
        WHERE u.email LIKE 'kohort%@example.com'`,
    );
    expect(parts!.n).toBeGreaterThanOrEqual(6);
  });

  it('shows the demo researcher the cohort, with one risk flag among them, and in the exports', async () => {
    const response = await tokenRequest(t.app, { grant_type: 'password', username: 'researcher@example.com', password: DEMO_PASSWORD });
    const login = response.json<LoginTokenResponse>();
    const headers = t.headers(login);
    const page = (await t.app.inject({ method: 'GET', url: '/api/admin/patients?take=50', headers })).json<StaffPatientPage>();
    expect(page.Total).toBeGreaterThanOrEqual(COHORT_SIZE);
    expect(page.Items.filter((p) => p.RiskFlags.length > 0).map((p) => p.FirstName)).toEqual([cohort()[9]!.firstName]);
    // And the study's exports have the cohort in them.
    for (const kind of ['promreports', 'symptomreports'] as const) {
      const count = (
        await t.app.inject({ method: 'POST', url: `/api/admin/exports/${kind}/count`, headers, payload: { LogExport: false } })
      ).json<ExportCount>();
      expect(count.Participants, kind).toBeGreaterThanOrEqual(COHORT_SIZE - 2);
      expect(count.Rows, kind).toBeGreaterThan(count.Participants);
    }
  });
});
