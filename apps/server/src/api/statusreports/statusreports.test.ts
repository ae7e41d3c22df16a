import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PAIN_FOLLOWUP_ID, STATUS_AREAS, StatusReport, StatusSeriesList, TrashItem } from '@symptoms/domain';
import { createTestApp, recordPatientEvents, signedInPatient, type Method, type Published, type TestApp } from '../../test/harness';
import { organizationReportCounts } from '../../platform/records/statistics';
import { VISIBLE_PROMS } from '../proms/catalog';
import { statusReportRecords } from './records';
import { THRESHOLDS } from './thresholds';

let t: TestApp;
let events: Published[];
beforeAll(async () => {
  t = await createTestApp();
  events = recordPatientEvents(t);
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => t.close());

type Answer = { Type: string; Intensity: unknown; [k: string]: unknown };

async function patientWithHelpers() {
  const base = await signedInPatient(t);
  const { call } = base;
  const create = async (items: Answer[]) => {
    const response = await call('POST', '/my/statusreports', { Items: items });
    expect(response.statusCode, response.body).toBe(201);
    return StatusReport.parse(response.json());
  };
  return { ...base, create };
}

function auditRows(patientId: string) {
  return t.db.query<{ action_type: string; resource_type: string; resource_id: string; data_before: unknown; data_after: unknown }>(
    "SELECT action_type, resource_type, resource_id, data_before, data_after FROM audit_logs WHERE patient_id = $1 AND resource_type = 'StatusReport' ORDER BY time_stamp, action_type",
    [patientId],
  );
}

const all19 = (intensity: (i: number) => number) => STATUS_AREAS.map((Type, i) => ({ Type, Intensity: intensity(i) }));

describe('POST /api/my/statusreports', () => {
  it('saves the answers in server order with trend and language, audits without values and tells the patient’s tabs', async () => {
    const p = await patientWithHelpers();
    const first = await p.create([
      { Type: 'wellbeing', Intensity: 7 },
      { Type: 'pain', Intensity: 0 },
    ]);
    expect(first.Items).toEqual([
      { Type: 'pain', Intensity: 0, Trend: 0, CreatedDate: first.CreatedDate, LanguageId: 'sv' },
      { Type: 'wellbeing', Intensity: 7, Trend: 0, CreatedDate: first.CreatedDate, LanguageId: 'sv' },
    ]);
    expect(first).toMatchObject({ PatientId: p.patientId, Version: 0, PromSuggestions: [] });
    expect((await p.call('GET', `/my/statusreports/${first.Id}`)).json()).toEqual(first);

    const second = await p.create([
      { Type: 'pain', Intensity: 2 },
      { Type: 'wellbeing', Intensity: 5, LanguageId: 'en' },
      { Type: 'stress', Intensity: 4 },
    ]);
    expect(second.Items.map((i) => [i.Type, i.Trend, i.LanguageId])).toEqual([
      ['pain', 1, 'sv'],
      ['wellbeing', -1, 'en'],
      ['stress', 0, 'sv'],
    ]);
    const audit = await auditRows(p.patientId);
    expect(audit).toEqual([
      expect.objectContaining({
        action_type: 'Create',
        resource_id: first.Id,
        data_after: expect.objectContaining({ ItemCount: 2, Version: 0 }),
      }),
      expect.objectContaining({ action_type: 'Create', resource_id: second.Id, data_after: expect.objectContaining({ ItemCount: 3 }) }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('Intensity');
    expect(events).toEqual([
      { patientId: p.patientId, event: 'StatusReportCreated', payload: { StatusReportId: first.Id } },
      { patientId: p.patientId, event: 'StatusReportCreated', payload: { StatusReportId: second.Id } },
    ]);
  });

  it('compares an area left out of the latest report with the last report that has it', async () => {
    const p = await patientWithHelpers();
    await p.create([{ Type: 'pain', Intensity: 2 }]);
    const second = await p.create([
      { Type: 'wellbeing', Intensity: 5 },
      { Type: 'stress', Intensity: 6 },
    ]);
    const third = await p.create([
      { Type: 'pain', Intensity: 1 },
      { Type: 'stress', Intensity: 6 },
    ]);
    expect(second.Items.map((i) => [i.Type, i.Trend])).toEqual([
      ['wellbeing', 0],
      ['stress', 0],
    ]);
    expect(third.Items.map((i) => [i.Type, i.Trend])).toEqual([
      ['pain', -1],
      ['stress', 0],
    ]);
  });

  it('takes 19 answers, one per area', async () => {
    const p = await patientWithHelpers();
    const report = await p.create(all19((i) => i % 11));
    expect(report.Items.map((i) => i.Type)).toEqual([...STATUS_AREAS]);
  });

  it('refuses intensity −1, 11, 3.5, text, unknown types, empty and duplicate answers', async () => {
    const p = await patientWithHelpers();
    const bodies = [
      { Items: [{ Type: 'pain', Intensity: -1 }] },
      { Items: [{ Type: 'pain', Intensity: 11 }] },
      { Items: [{ Type: 'pain', Intensity: 3.5 }] },
      { Items: [{ Type: 'pain', Intensity: '3' }] },
      { Items: [{ Type: 'happiness', Intensity: 3 }] },
      { Items: [{ Type: 'pain' }] },
      { Items: [] },
      {
        Items: [
          { Type: 'pain', Intensity: 1 },
          { Type: 'pain', Intensity: 2 },
        ],
      },
      { Items: [{ Type: 'pain', Intensity: 1, LanguageId: 'de' }] },
      {},
      null,
      [1],
    ];
    for (const body of bodies) {
      const response = await p.call('POST', '/my/statusreports', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect(events).toEqual([]);
    expect((await p.call('GET', '/my/statusreports')).json()).toEqual([]);
    expect(await auditRows(p.patientId)).toEqual([]);
  });

  it('drops properties a client may not set', async () => {
    const p = await patientWithHelpers();
    const other = await patientWithHelpers();
    const response = await p.call('POST', '/my/statusreports', {
      Id: '00000000-0000-4000-8000-000000000000',
      PatientId: other.patientId,
      Version: 7,
      CreatedDate: '2000-01-01T00:00:00Z',
      PromSuggestions: [{ PromId: 'x', Weight: 100 }],
      Items: [{ Type: 'tiredness', Intensity: 3, Trend: 1, CreatedDate: '2000-01-01T00:00:00Z', Removed: true }],
    });
    expect(response.statusCode).toBe(201);
    const report = StatusReport.parse(response.json());
    expect(report.Id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(report.PatientId).toBe(p.patientId);
    expect(report.Version).toBe(0);
    expect(report.PromSuggestions).toEqual([]);
    expect(report.CreatedDate.startsWith('2000')).toBe(false);
    expect(report.Items[0]).toMatchObject({ Trend: 0, CreatedDate: report.CreatedDate });
    expect((await other.call('GET', '/my/statusreports')).json()).toEqual([]);
  });

  it('refuses __proto__ in the body', async () => {
    const p = await patientWithHelpers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my/statusreports',
      headers: { ...t.headers(p.login), 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "Items": [{"Type": "pain", "Intensity": 2}]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe(4100);
  });
});

describe('suggestions', () => {
  it('follows up pain of at least 1 with weight 100, and not pain 0', async () => {
    const p = await patientWithHelpers();
    const withPain = await p.create([{ Type: 'pain', Intensity: 1 }]);
    expect(withPain.PromSuggestions).toEqual([
      { PromId: PAIN_FOLLOWUP_ID, StatusReportId: withPain.Id, Weight: 100, Kind: 'PainFollowUp', Reason: { Type: 'pain', Intensity: 1 } },
    ]);
    expect((await p.create([{ Type: 'pain', Intensity: 0 }])).PromSuggestions).toEqual([]);
  });

  it('suggests PROMs by the thresholds, only those that exist, heaviest first', async () => {
    // This test's own thresholds instead of the shipped defaults (migration 0008).
    await t.db.query('DELETE FROM status_type_thresholds');
    await t.db.query(
      `INSERT INTO status_type_thresholds (name, threshold, operator, prom_id) VALUES
         ('anxiety', 5, '>=', 'gad7'), ('wellbeing', 3, '<=', 'who5'), ('depression', 4, '>', 'phq9-not-yet')
       ON CONFLICT DO NOTHING`,
    );
    await t.app.deps.caches.of(THRESHOLDS).invalidate();
    const p = await patientWithHelpers();
    const answers = [
      { Type: 'anxiety', Intensity: 6 },
      { Type: 'wellbeing', Intensity: 1 },
      { Type: 'depression', Intensity: 9 },
    ];
    // No PROM exists yet (this test's database has none): threshold suggestions are absent.
    expect((await p.create(answers)).PromSuggestions).toEqual([]);

    // gad7 and who5 exist and are visible, phq9-not-yet does not: suggestions only for the two.
    await t.db.query(`INSERT INTO proms (id) VALUES ('gad7'), ('who5') ON CONFLICT (id) DO UPDATE SET is_visible = true`);
    await t.app.deps.caches.of(VISIBLE_PROMS).invalidate();
    const report = await p.create(answers);
    expect(report.PromSuggestions.map((s) => [s.PromId, s.Weight, s.Kind, s.Reason])).toEqual([
      ['who5', 90, 'Prom', { Type: 'wellbeing', Intensity: 1 }],
      ['gad7', 60, 'Prom', { Type: 'anxiety', Intensity: 6 }],
    ]);
    expect((await p.create([{ Type: 'anxiety', Intensity: 4 }])).PromSuggestions).toEqual([]);

    // Hiding: for every report of the patient, audited, announced; ids not suggested are ignored.
    events.length = 0;
    const hidden = await p.call('POST', `/my/statusreports/${report.Id}/suggestions/hide`, ['gad7', 'not-suggested']);
    expect(hidden.statusCode).toBe(200);
    expect(StatusReport.parse(hidden.json()).PromSuggestions.map((s) => s.PromId)).toEqual(['who5']);
    const again = await p.create(answers);
    expect(again.PromSuggestions.map((s) => s.PromId)).toEqual(['who5']);
    const [row] = await t.db.query<{ days: number }>(
      'SELECT round(extract(epoch FROM hidden_until - now()) / 86400)::int AS days FROM status_suggestion_hides WHERE patient_id = $1',
      [p.patientId],
    );
    expect(row!.days).toBe(14);
    expect(events[0]).toEqual({ patientId: p.patientId, event: 'StatusReportUpdated', payload: { StatusReportId: report.Id } });
    const audit = await auditRows(p.patientId);
    expect(audit.at(-2)).toMatchObject({ action_type: 'Update', resource_id: report.Id, data_after: { HiddenSuggestions: 1 } });

    // Another patient's suggestions are their own.
    const other = await patientWithHelpers();
    expect((await other.create(answers)).PromSuggestions.map((s) => s.PromId)).toEqual(['who5', 'gad7']);
    expect((await other.call('POST', `/my/statusreports/${report.Id}/suggestions/hide`, ['who5'])).statusCode).toBe(404);
    expect((await p.call('POST', `/my/statusreports/${report.Id}/suggestions/hide`, [])).statusCode).toBe(400);
  });

  it('hides the pain follow-up too', async () => {
    const p = await patientWithHelpers();
    const report = await p.create([{ Type: 'pain', Intensity: 5 }]);
    const response = await p.call('POST', `/my/statusreports/${report.Id}/suggestions/hide`, [PAIN_FOLLOWUP_ID]);
    expect(response.json().PromSuggestions).toEqual([]);
    expect((await p.call('GET', `/my/statusreports/${report.Id}`)).json().PromSuggestions).toEqual([]);
  });
});

describe('GET /api/my/statusreports', () => {
  it('pages live reports newest first', async () => {
    const p = await patientWithHelpers();
    const ids: string[] = [];
    for (let i = 0; i < 33; i++) ids.push((await p.create([{ Type: 'stress', Intensity: i % 11 }])).Id);
    const first = (await p.call('GET', '/my/statusreports')).json<StatusReport[]>();
    expect(first).toHaveLength(30);
    expect(first[0]!.Id).toBe(ids[32]);
    const second = (await p.call('GET', '/my/statusreports?page=1')).json<StatusReport[]>();
    expect(second.map((r) => r.Id)).toEqual([ids[2], ids[1], ids[0]]);
    const after = (await p.call('GET', `/my/statusreports?after=${ids[3]}&take=2`)).json<StatusReport[]>();
    expect(after.map((r) => r.Id)).toEqual([ids[2], ids[1]]);
    expect(after[0]!.Items).toEqual([expect.objectContaining({ Type: 'stress', Intensity: 2 })]);
    expect((await p.call('GET', '/my/statusreports?take=0')).statusCode).toBe(400);
  });
});

describe('GET /api/my/statusreports/series', () => {
  it('answers the points of one area or all areas in [from, to), oldest first, live reports only', async () => {
    const p = await patientWithHelpers();
    const dates = ['2025-01-01T08:00:00Z', '2025-06-01T08:00:00Z', '2026-01-01T08:00:00Z'];
    const ids: string[] = [];
    for (const [n, date] of dates.entries()) {
      const r = await p.create([
        { Type: 'pain', Intensity: n + 1 },
        { Type: 'wellbeing', Intensity: 9 - n },
      ]);
      ids.push(r.Id);
      await t.db.query('UPDATE status_reports SET created_date = $2 WHERE id = $1', [r.Id, date]);
    }
    const pain = await p.call('GET', '/my/statusreports/series?from=2024-12-01T00:00:00Z&to=2026-02-01T00:00:00Z&type=pain');
    expect(pain.statusCode).toBe(200);
    expect(StatusSeriesList.parse(pain.json())).toEqual([
      {
        Type: 'pain',
        Points: dates.map((d, n) => ({ StatusReportId: ids[n], Date: new Date(d).toISOString(), Intensity: n + 1 })),
      },
    ]);
    const everything = StatusSeriesList.parse(
      (await p.call('GET', '/my/statusreports/series?from=2025-03-01T00:00:00Z&to=2026-01-01T08:00:00Z')).json(),
    );
    expect(everything.map((s) => s.Type)).toEqual([...STATUS_AREAS]);
    expect(everything.find((s) => s.Type === 'wellbeing')!.Points.map((x) => x.Intensity)).toEqual([8]);
    expect(everything.find((s) => s.Type === 'tiredness')!.Points).toEqual([]);

    expect((await p.call('POST', `/my/statusreports/${ids[0]}/delete`)).statusCode).toBe(204);
    const afterDelete = (
      await p.call('GET', '/my/statusreports/series?from=2024-12-01T00:00:00Z&to=2026-02-01T00:00:00Z&type=pain')
    ).json();
    expect(afterDelete[0].Points.map((x: { StatusReportId: string }) => x.StatusReportId)).toEqual([ids[1], ids[2]]);

    const other = await patientWithHelpers();
    const theirs = (await other.call('GET', '/my/statusreports/series?from=2024-12-01T00:00:00Z&to=2026-02-01T00:00:00Z&type=pain')).json();
    expect(theirs).toEqual([{ Type: 'pain', Points: [] }]);

    for (const query of [
      'from=2025-01-01T00:00:00Z',
      'from=2025-01-02T00:00:00Z&to=2025-01-01T00:00:00Z',
      'from=2020-01-01T00:00:00Z&to=2025-01-01T00:00:00Z',
      'from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z&type=happiness',
      'from=yesterday&to=2025-02-01T00:00:00Z',
    ]) {
      expect((await p.call('GET', `/my/statusreports/series?${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('PUT /api/my/statusreports', () => {
  it('replaces the answers, keeps the dates in the graphs, recomputes suggestions and audits', async () => {
    const p = await patientWithHelpers();
    const before = await p.create([{ Type: 'pain', Intensity: 4 }]);
    const report = await p.create([
      { Type: 'pain', Intensity: 6 },
      { Type: 'nausea', Intensity: 2 },
    ]);
    events.length = 0;
    const response = await p.call('PUT', '/my/statusreports', {
      Id: report.Id,
      Version: 0,
      PatientId: '00000000-0000-4000-8000-000000000000',
      Items: [
        { Type: 'pain', Intensity: 0 },
        { Type: 'nausea', Intensity: 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const updated = StatusReport.parse(response.json());
    expect(updated).toMatchObject({
      Id: report.Id,
      PatientId: p.patientId,
      Version: 1,
      CreatedDate: report.CreatedDate,
      PromSuggestions: [],
    });
    expect(updated.Items.map((i) => [i.Type, i.Intensity, i.Trend])).toEqual([
      ['pain', 0, -1],
      ['nausea', 3, 0],
    ]);
    expect((await p.call('GET', `/my/statusreports/${report.Id}`)).json()).toEqual(updated);
    expect(events).toEqual([{ patientId: p.patientId, event: 'StatusReportUpdated', payload: { StatusReportId: report.Id } }]);
    const audit = await auditRows(p.patientId);
    expect(audit.at(-1)).toMatchObject({
      action_type: 'Update',
      resource_id: report.Id,
      data_before: { Version: 0, SuggestionCount: 1 },
      data_after: { Version: 1, SuggestionCount: 0 },
    });
    expect((await p.call('GET', `/my/statusreports/${before.Id}`)).json().Items[0].Intensity).toBe(4);
    const from = new Date(Date.now() - 86_400_000).toISOString();
    const to = new Date(Date.now() + 86_400_000).toISOString();
    const series = (await p.call('GET', `/my/statusreports/series?from=${from}&to=${to}&type=pain`)).json();
    expect(series[0].Points.map((x: { Intensity: number }) => x.Intensity)).toEqual([4, 0]);
  });

  it('answers 409/4003 for a stale Version and changes nothing; 404 for another patient’s report', async () => {
    const p = await patientWithHelpers();
    const report = await p.create([{ Type: 'pain', Intensity: 4 }]);
    const body = { Id: report.Id, Version: 0, Items: [{ Type: 'pain', Intensity: 5 }] };
    expect((await p.call('PUT', '/my/statusreports', body)).statusCode).toBe(200);
    const stale = await p.call('PUT', '/my/statusreports', { ...body, Items: [{ Type: 'pain', Intensity: 9 }] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ ErrorCode: 4003 });
    const now = (await p.call('GET', `/my/statusreports/${report.Id}`)).json<StatusReport>();
    expect(now.Items[0]!.Intensity).toBe(5);
    expect(now.Version).toBe(1);

    const other = await patientWithHelpers();
    expect((await other.call('GET', `/my/statusreports/${report.Id}`)).statusCode).toBe(404);
    expect((await other.call('PUT', '/my/statusreports', { ...body, Version: 1 })).statusCode).toBe(404);
    expect((await other.call('POST', `/my/statusreports/${report.Id}/delete`)).statusCode).toBe(404);
    expect((await other.call('POST', `/my/statusreports/${report.Id}/restore`)).statusCode).toBe(404);
    expect((await other.call('DELETE', `/my/statusreports/${report.Id}`)).statusCode).toBe(404);
    expect((await p.call('GET', `/my/statusreports/${report.Id}`)).json<StatusReport>().Version).toBe(1);
    expect(await auditRows(other.patientId)).toEqual([]);
    expect((await p.call('PUT', '/my/statusreports', { ...body, Version: 1, Items: [{ Type: 'pain', Intensity: 12 }] })).statusCode).toBe(
      400,
    );
  });
});

describe('trash', () => {
  it('deletes into the trash, restores whole, purges for good, each audited and announced', async () => {
    const p = await patientWithHelpers();
    const report = await p.create(all19((i) => i % 11));
    events.length = 0;
    expect((await p.call('POST', `/my/statusreports/${report.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('GET', `/my/statusreports/${report.Id}`)).statusCode).toBe(404);
    expect((await p.call('GET', '/my/statusreports')).json()).toEqual([]);
    const trash = (await p.call('GET', '/my/trash')).json<TrashItem[]>();
    expect(trash).toEqual([
      expect.objectContaining({ Id: report.Id, ResourceType: 'StatusReport', ResourceDescription: '19', PatientId: p.patientId }),
    ]);
    expect(
      (await p.call('PUT', '/my/statusreports', { Id: report.Id, Version: 1, Items: [{ Type: 'pain', Intensity: 1 }] })).statusCode,
    ).toBe(404);
    expect((await p.call('DELETE', `/my/statusreports/${report.Id}`, undefined)).statusCode).toBe(204);
    expect((await p.call('GET', '/my/trash')).json()).toEqual([]);
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM status_reports WHERE id = $1', [report.Id])) as [
      { n: number },
    ];
    expect(n).toBe(0);

    const second = await p.create([{ Type: 'pain', Intensity: 3 }]);
    expect((await p.call('DELETE', `/my/statusreports/${second.Id}`)).statusCode).toBe(404); // live: delete first
    expect((await p.call('POST', `/my/statusreports/${second.Id}/delete`)).statusCode).toBe(204);
    const restored = await p.call('POST', `/my/statusreports/${second.Id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...second, Version: 2 });
    expect((await p.call('POST', `/my/statusreports/${second.Id}/restore`)).statusCode).toBe(404);

    expect(events.map((e) => e.event)).toEqual([
      'StatusReportDeleted',
      'StatusReportDeleted',
      'StatusReportCreated',
      'StatusReportDeleted',
      'StatusReportCreated',
    ]);
    expect((await auditRows(p.patientId)).map((r) => r.action_type)).toEqual(['Create', 'Delete', 'Purge', 'Create', 'Delete', 'Restore']);
  });

  it('restores through the shared trash routes too', async () => {
    const p = await patientWithHelpers();
    const report = await p.create([{ Type: 'pain', Intensity: 3 }]);
    await p.call('POST', `/my/statusreports/${report.Id}/delete`);
    const response = await p.call('POST', '/my/trash/restore', { Ids: [report.Id] });
    expect(response.statusCode).toBe(200);
    expect((await p.call('GET', `/my/statusreports/${report.Id}`)).statusCode).toBe(200);
  });
});

describe('access', () => {
  it('answers 401 without a token and 403 to a staff role', async () => {
    const p = await patientWithHelpers();
    const report = await p.create([{ Type: 'pain', Intensity: 3 }]);
    await t.createGroup('clinic-s', 'org-s');
    const staff = await t.createUser({ roles: [{ organizationId: 'org-s', groupId: 'clinic-s', roleId: 'phys' }] });
    const staffLogin = await t.login(staff.email);
    const calls: [Method, string, unknown?][] = [
      ['GET', '/my/statusreports'],
      ['GET', '/my/statusreports/series?from=2025-01-01T00:00:00Z&to=2025-02-01T00:00:00Z'],
      ['GET', `/my/statusreports/${report.Id}`],
      ['POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 1 }] }],
      ['PUT', '/my/statusreports', { Id: report.Id, Version: 0, Items: [{ Type: 'pain', Intensity: 1 }] }],
      ['POST', `/my/statusreports/${report.Id}/suggestions/hide`, [PAIN_FOLLOWUP_ID]],
      ['POST', `/my/statusreports/${report.Id}/delete`],
      ['POST', `/my/statusreports/${report.Id}/restore`],
      ['DELETE', `/my/statusreports/${report.Id}`],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await t.app.inject({ method, url: `/api${url}`, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asStaff = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(staffLogin), payload: payload as object });
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await p.call('GET', `/my/statusreports/${report.Id}`)).json()).toEqual(report);
  });
});

describe('the user, the calendar and the statistics', () => {
  it('count live reports only', async () => {
    const p = await patientWithHelpers();
    await p.create([{ Type: 'pain', Intensity: 3 }]);
    const gone = await p.create([{ Type: 'pain', Intensity: 4 }]);
    await p.call('POST', `/my/statusreports/${gone.Id}/delete`);
    const user = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(p.login) });
    expect(user.json().ReportCount).toBe(1);
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    const [year, month] = today.split('-').map(Number);
    const days = (await p.call('GET', `/my/calendar?year=${year}&month=${month}`)).json().Days;
    expect(days).toEqual([{ Date: today, Counts: { StatusReport: 1 } }]);
    const items = (await p.call('GET', `/my/calendar/day?date=${today}`)).json().Items;
    expect(items).toEqual([expect.objectContaining({ ResourceType: 'StatusReport', Title: '1' })]);
    const counts = await organizationReportCounts(
      t.db,
      [statusReportRecords],
      { organizationId: null, groupId: null },
      {
        today: new Date(0),
        week: new Date(0),
        month: new Date(0),
      },
    );
    expect(counts.StatusReports!.Total).toBeGreaterThanOrEqual(1);
    expect(counts.StatusReports!.Today).toBe(counts.StatusReports!.Total);
  });
});

describe('OpenAPI', () => {
  it('documents every status report route', async () => {
    await t.app.ready();
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/my/statusreports']!).sort()).toEqual(['get', 'post', 'put']);
    for (const path of [
      '/api/my/statusreports/series',
      '/api/my/statusreports/{id}',
      '/api/my/statusreports/{id}/suggestions/hide',
      '/api/my/statusreports/{id}/delete',
      '/api/my/statusreports/{id}/restore',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/my/statusreports/{id}']!.delete).toBeDefined();
  });
});
