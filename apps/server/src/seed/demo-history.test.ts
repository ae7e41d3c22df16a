import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockholmDay, type LoginTokenResponse, type PromReportView, type StatusReport } from '@symptoms/domain';
import { loadConfig } from '../config';
import { promTestApp } from '../api/promreports/test-support';
import { tokenRequest, type TestApp } from '../test/harness';
import { DEMO_PASSWORD } from './demo-accounts';
import { SEED_STEPS, seedDemo } from './demo';
import { demoHistorySeed } from './demo-history';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await promTestApp());
});
afterAll(() => t.close());

/** Rows of the demo patient's records per table (live and in the trash). */
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of ['status_reports', 'prom_reports', 'symptoms', 'symptom_reports', 'notes', 'patient_uploads']) {
    const [row] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table} r JOIN patients p ON p.id = r.patient_id JOIN users u ON u.id = p.user_id WHERE u.email = 'patient@example.com'`,
    );
    out[table] = row!.n;
  }
  return out;
}

describe("the demo patient's six months", { timeout: 120_000 }, () => {
  it('are seeded once, through the records layer with an audit row each, and read back through the API', async () => {
    const steps = [...SEED_STEPS, demoHistorySeed];
    await seedDemo(t.app.deps, steps);
    const first = await counts();
    await seedDemo(t.app.deps, steps);
    expect(await counts()).toEqual(first);
    // About seven reports a week for 26 weeks, PHQ-9 and GAD-7 every two weeks, two symptoms, 7 notes, an upload.
    expect(first.status_reports).toBeGreaterThan(140);
    expect(first.status_reports).toBeLessThanOrEqual(182);
    expect(first.prom_reports).toBe(26);
    expect(first.symptoms).toBe(2);
    expect(first.symptom_reports).toBeGreaterThan(20);
    expect(first).toMatchObject({ notes: 7, patient_uploads: 1 });

    const [audit] = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_logs a JOIN patients p ON p.id = a.patient_id JOIN users u ON u.id = p.user_id
        WHERE u.email = 'patient@example.com' AND a.action_type = 'Create'`,
    );
    expect(audit!.n).toBeGreaterThanOrEqual(Object.values(first).reduce((a, b) => a + b, 0));

    const response = await tokenRequest(t.app, { grant_type: 'password', username: 'patient@example.com', password: DEMO_PASSWORD });
    const login = response.json<LoginTokenResponse>();
    const call = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(login, { 'x-languageid': 'sv' }) });
    // Shared with the demo physician, once: status, symptoms and questionnaires, not notes.
    const shares = (await call('/my/shares')).json<{ ShareWithUserFullName: string; Notes: boolean; StatusReports: boolean }[]>();
    expect(shares.map((s) => [s.ShareWithUserFullName, s.StatusReports, s.Notes])).toEqual([['Karin Lund', true, false]]);
    const reports = (await call('/my/statusreports?take=100')).json<StatusReport[]>();
    const latest = reports[0]!;
    // The newest report is from yesterday in Stockholm, with a trend against the one before it.
    expect(stockholmDay(latest.CreatedDate)).toBe(stockholmDay(Date.now() - 86_400_000));
    expect(latest.Items.map((i) => i.Type)).toContain('pain');
    expect(latest.Items.some((i) => i.Trend !== 0)).toBe(true);
    const phq9 = (await call('/my/promreports?take=100')).json<PromReportView[]>().filter((r) => r.PromId === 'phq9');
    expect(phq9).toHaveLength(13);
    // Getting better: the newest PHQ-9 scores lower than the oldest, and all are complete.
    expect(phq9.every((r) => r.isCompleted)).toBe(true);
    expect(phq9[0]!.Score!).toBeLessThan(phq9.at(-1)!.Score!);
    const symptoms = (await call('/my/symptoms')).json<{ Name: string; IsClosed: boolean }[]>();
    expect(symptoms.map((s) => [s.Name, s.IsClosed]).sort()).toEqual([
      ['Ont i höger knä', true],
      ['Ryggont', false],
    ]);
  });

  it('are on with the demo data unless SEED_DEMO_HISTORY=0, and never in production', () => {
    const read = () => '';
    expect(loadConfig({}, read).seedDemoHistory).toBe(true);
    expect(loadConfig({ SEED_DEMO_HISTORY: '0' }, read).seedDemoHistory).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@localhost/y' }, read).seedDemoHistory).toBe(false);
    expect(() => loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', JWT_PRIVATE_KEY: 'k' }, read)).toThrow(/refuses demo data/);
  });
});
