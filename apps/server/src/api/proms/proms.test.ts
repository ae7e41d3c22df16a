import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PromListItem } from '@symptoms/domain';
import { seedDemo } from '../../seed/demo';
import type { TestApp } from '../../test/harness';
import { promTestApp, signedInPatient } from '../promreports/test-support';
import { sql } from '../../db/sql';
import { existingPromsForPatient, VISIBLE_PROMS, visibleProms } from './catalog';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await promTestApp());
});
afterAll(() => t.close());

describe('PROM read routes', () => {
  it('lists the PROMs of the patient’s groups with those groups, in the caller’s language', async () => {
    const p = await signedInPatient(t);
    const list = (await p.call('GET', '/my/group/proms')).json<PromListItem[]>();
    expect(list.map((x) => x.Id).sort()).toEqual(['esasr', 'gad7', 'health-today', 'phq9', 'who5']);
    const phq9 = list.find((x) => x.Id === 'phq9')!;
    expect(phq9).toMatchObject({ Language: 'sv', LanguageIds: ['en', 'sv'], QuestionCount: 10 });
    expect(phq9.PromGroups).toEqual([{ OrganizationId: '0', GroupId: '0', PromId: 'phq9', GroupName: 'Symptoms' }]);
    expect(list.find((x) => x.Id === 'gad7')!.Language).toBe('en');
    const en = (await p.call('GET', '/my/group/proms', undefined, 'en')).json<PromListItem[]>();
    expect(en.find((x) => x.Id === 'phq9')!.Language).toBe('en');
  });

  it('answers one PROM whole, 404 for one outside the patient’s groups, and any PROM to a signed-in user', async () => {
    const p = await signedInPatient(t);
    const phq9 = await p.call('GET', '/my/group/proms/phq9');
    expect(phq9.statusCode).toBe(200);
    expect(phq9.json()).toMatchObject({ Id: 'phq9', Language: 'sv', Scoring: { Method: 'sum' } });
    expect(phq9.json().Questions).toHaveLength(10);
    expect((await p.call('GET', '/my/group/proms/screening')).statusCode).toBe(404);
    expect((await p.call('GET', '/my/group/proms/nosuch')).statusCode).toBe(404);
    expect((await p.call('GET', '/my/group/proms/x')).statusCode).toBe(400);
    const screening = await p.call('GET', '/proms/screening', undefined, 'en');
    expect(screening.statusCode).toBe(200);
    expect(screening.json()).toMatchObject({ Id: 'screening', Language: 'en' });
    expect((await p.call('GET', '/proms/nosuch')).statusCode).toBe(404);
  });

  it('suggests the PROMs of the latest status report that exist for the patient and are not hidden', async () => {
    const p = await signedInPatient(t);
    expect((await p.call('GET', '/my/proms/suggestions')).json()).toEqual([]);
    const [report] = await t.db.query<{ id: string }>(
      `INSERT INTO status_reports (patient_id, items, intensities, item_count, prom_suggestions)
       VALUES ($1, '{"pain": {"Intensity": 8, "Previous": null, "LanguageId": "sv"}}', array_fill(NULL::smallint, ARRAY[19]), 1, $2) RETURNING id`,
      [
        p.patientId,
        JSON.stringify([
          { PromId: 'gad7', Weight: 50 },
          { PromId: 'phq9', Weight: 80 },
          { PromId: 'screening', Weight: 90 },
          { PromId: 'who5', Weight: 70 },
        ]),
      ],
    );
    await t.db.query(
      `INSERT INTO status_suggestion_hides (patient_id, prom_id, hidden_until) VALUES ($1, 'who5', now() + interval '1 day')`,
      [p.patientId],
    );
    expect((await p.call('GET', '/my/proms/suggestions')).json()).toEqual([
      { PromId: 'phq9', StatusReportId: report!.id, Weight: 80 },
      { PromId: 'gad7', StatusReportId: report!.id, Weight: 50 },
    ]);
    expect((await p.call('GET', '/my/proms/suggested')).json<PromListItem[]>().map((x) => x.Id)).toEqual(['phq9', 'gad7']);
  });

  it('existingPromsForPatient answers which PROM ids the patient’s groups offer', async () => {
    const p = await signedInPatient(t);
    expect(await existingPromsForPatient(t.db, sql`${p.patientId}::uuid`, ['phq9', 'screening', 'nosuch'])).toEqual(new Set(['phq9']));
  });
});

describe('the catalog the status area asks', () => {
  it('answers which PROMs exist and are visible, from memory until the cache is invalidated', async () => {
    const cache = t.app.deps.caches.of(VISIBLE_PROMS);
    await cache.invalidate();
    const existing = async (ids: string[]) => {
      const visible = await visibleProms(t.app.deps);
      return ids.filter((id) => visible.has(id)).sort();
    };
    expect(await existing(['phq9', 'who5', 'nope'])).toEqual(['phq9', 'who5']);
    await t.db.query('UPDATE proms SET is_visible = false WHERE id = $1', ['who5']);
    try {
      expect(await existing(['who5'])).toEqual(['who5']);
      await cache.invalidate();
      expect(await existing(['phq9', 'who5'])).toEqual(['phq9']);
    } finally {
      await t.db.query('UPDATE proms SET is_visible = true WHERE id = $1', ['who5']);
      await cache.invalidate();
    }
  });
});

describe('demo seed', () => {
  it('links the screening PROM to the study group and opens a PROM request for the demo patient, once', async () => {
    await seedDemo(t.app.deps);
    await seedDemo(t.app.deps);
    const requests = await t.db.query<{ id: string; prom_id: string; report_date: Date | null }>(
      `SELECT r.id, r.prom_id, r.report_date FROM prom_requests r JOIN patients p ON p.id = r.patient_id JOIN users u ON u.id = p.user_id
        WHERE u.email = 'patient@example.com'`,
    );
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ prom_id: 'phq9', report_date: null });
    expect(requests[0]!.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const links = await t.db.query<{ group_id: string }>("SELECT group_id FROM prom_groups WHERE prom_id = 'screening'");
    expect(links).toEqual([{ group_id: 'halsa-i-vardagen' }]);
    const publicView = await t.app.inject({ method: 'GET', url: `/api/promrequests/${requests[0]!.id}` });
    expect(publicView.json()).toMatchObject({ PromId: 'phq9', PatientId: null, ReportDate: null });
  });
});
