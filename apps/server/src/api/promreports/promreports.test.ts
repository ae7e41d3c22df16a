import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PromReportView, TrashItem } from '@symptoms/domain';
import type { TestApp } from '../../test/harness';
import {
  auditRows,
  completeAnswers,
  createRequest,
  installTestProm,
  promTestApp,
  signedInPatient,
  type Method,
  type Published,
} from './test-support';

let t: TestApp;
let events: Published[];

beforeAll(async () => {
  ({ t, events } = await promTestApp());
  await installTestProm(t.db);
  await installTestProm(t.db, 'onceonly', 1);
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => t.close());

async function create(p: Awaited<ReturnType<typeof signedInPatient>>, body: unknown) {
  const response = await p.call('POST', '/my/promreports', body);
  expect(response.statusCode, response.body).toBe(201);
  return PromReportView.parse(response.json());
}

describe('POST /api/my/promreports', () => {
  it('saves a complete PHQ-9, scores it, audits without answers and publishes PromReportCreated', async () => {
    const p = await signedInPatient(t);
    const report = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    expect(report).toMatchObject({
      PromId: 'phq9',
      PatientId: p.patientId,
      Version: 0,
      isCompleted: true,
      percentCompleted: 100,
      Score: 0,
    });
    expect(report.CompletedDate).not.toBeNull();
    expect(report.NormalizedScore).toBe(0);
    expect((await p.call('GET', `/my/promreports/${report.Id}`)).json()).toEqual(report);
    const audit = await auditRows(t, p.patientId);
    expect(audit).toEqual([expect.objectContaining({ action_type: 'Create', resource_type: 'PromReport', resource_id: report.Id })]);
    // The audit row, written in the same statement as the report, says what was stored.
    expect(audit[0]!.data_after).toEqual({
      Id: report.Id,
      PromId: 'phq9',
      Version: 0,
      AnswerCount: report.AnswerCount,
      QuestionCount: report.QuestionCount,
      Completed: true,
      CreatedDate: report.CreatedDate,
      ModifiedDate: report.ModifiedDate,
    });
    expect(report.CompletedDate).toBe(report.CreatedDate);
    expect(JSON.stringify(audit)).not.toContain('Q1A1-');
    expect(events).toEqual([{ patientId: p.patientId, event: 'PromReportCreated', payload: { PromReportId: report.Id } }]);
  });

  it('saves a partial report and lists it as a partial record (no answers, AnswerCount)', async () => {
    const p = await signedInPatient(t);
    const partial = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9').slice(0, 3) });
    expect(partial).toMatchObject({ isCompleted: false, CompletedDate: null, Score: null, AnswerCount: 3 });
    const list = (await p.call('GET', '/my/promreports')).json<PromReportView[]>();
    expect(list).toEqual([expect.objectContaining({ Id: partial.Id, Answers: [], AnswerCount: 3 })]);
    expect((await p.call('GET', '/my/promreports?promId=gad7')).json()).toEqual([]);
    expect((await p.call('GET', '/my/promreports?take=0')).statusCode).toBe(400);
  });

  it('pages newest first, with the PROM filter on every page', async () => {
    const p = await signedInPatient(t);
    const first = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    const second = await create(p, { PromId: 'gad7', Answers: completeAnswers('gad7') });
    const third = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    const ids = async (query: string) => (await p.call('GET', `/my/promreports?${query}`)).json<PromReportView[]>().map((r) => r.Id);
    expect(await ids('take=2')).toEqual([third.Id, second.Id]);
    expect(await ids('take=2&page=1')).toEqual([first.Id]);
    expect(await ids('take=1&page=1&promId=phq9')).toEqual([first.Id]);
    expect(await ids('take=1&page=2&promId=phq9')).toEqual([]);
  });

  it('validates against the PROM: unknown answer id, value outside Min/Max, date format, in the caller’s language', async () => {
    const p = await signedInPatient(t);
    const wrongAnswer = await p.call('POST', '/my/promreports', { PromId: 'phq9', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q2A1-' }] });
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json()).toMatchObject({ ErrorCode: 4100, Errors: { 'Answers.0.AnswerId': ['Ogiltigt värde.'] } });
    const tooHigh = await p.call('POST', '/my/promreports', { PromId: 'health-today', Answers: [{ QuestionId: 'Q1-', Value: 11 }] }, 'en');
    expect(tooHigh.statusCode).toBe(400);
    expect(tooHigh.json().Errors).toEqual({ 'Answers.0.Value': ['At most 10.'] });
    const badDate = await p.call('POST', '/my/promreports', {
      PromId: 'testprom',
      Answers: [
        { QuestionId: 'Q1-', AnswerId: 'Q1A1-' },
        { QuestionId: 'Q2-', Value: '24/11/2026' },
      ],
    });
    expect(badDate.statusCode).toBe(400);
    expect(Object.keys(badDate.json().Errors)).toEqual(['Answers.1.Value']);
    const belowMin = await p.call('POST', '/my/promreports', {
      PromId: 'testprom',
      Answers: [
        { QuestionId: 'Q1-', AnswerId: 'Q1A1-' },
        { QuestionId: 'Q3-', Value: -1 },
      ],
    });
    expect(belowMin.json().Errors).toEqual({ 'Answers.1.Value': ['Minst 0.'] });
    const good = await create(p, {
      PromId: 'testprom',
      Answers: [
        { QuestionId: 'Q1-', AnswerId: 'Q1A2-' },
        { QuestionId: 'Q2-', Value: '2026-11-24' },
        { QuestionId: 'Q3-', Value: 10 },
      ],
    });
    expect(good.isCompleted).toBe(true);
    for (const body of [
      { PromId: 'nosuchprom', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }] },
      { PromId: 'phq9', Answers: [{ QuestionId: 'Q99-', AnswerId: 'Q1A1-' }] },
      { PromId: 'phq9', Answers: [] },
      { PromId: 'phq9' },
      { PromId: 'phq9', Answers: [{ QuestionId: 'Q1-', Value: 'x'.repeat(2001) }] },
      [1, 2],
    ]) {
      const response = await p.call('POST', '/my/promreports', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect(events.map((e) => e.event)).toEqual(['PromReportCreated']);
  });

  it('drops unknown properties and refuses __proto__', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const report = await create(p, {
      PromId: 'phq9',
      Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-', saved: true, Id: 'local' }],
      Id: '00000000-0000-4000-8000-000000000000',
      PatientId: other.patientId,
      Version: 9,
      Score: 27,
      CompletedDate: '2000-01-01T00:00:00Z',
      _draft: true,
    });
    expect(report.Id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(report).toMatchObject({ PatientId: p.patientId, Version: 0, Score: null, CompletedDate: null });
    expect(report.Answers).toEqual([{ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }]);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/my/promreports',
      headers: { ...t.headers(p.login), 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "PromId": "phq9", "Answers": [{"QuestionId": "Q1-", "AnswerId": "Q1A1-"}]}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().ErrorCode).toBe(4100);
  });

  it('refuses a PROM none of the patient’s groups offers', async () => {
    const p = await signedInPatient(t);
    const response = await p.call('POST', '/my/promreports', { PromId: 'screening', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A2-' }] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().Errors)).toEqual(['PromId']);
  });

  it('answers 4004 with the spec’s text when the PROM’s report limit is reached', async () => {
    const p = await signedInPatient(t);
    const body = { PromId: 'onceonly', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }] };
    await create(p, body);
    const sv = await p.call('POST', '/my/promreports', body);
    expect(sv.statusCode).toBe(400);
    expect(sv.json()).toEqual({ ErrorCode: 4004, Message: 'Du har fyllt i det här formuläret tillräckligt många gånger.' });
    const en = await p.call('POST', '/my/promreports', body, 'en');
    expect(en.json()).toMatchObject({ ErrorCode: 4004, Message: expect.stringMatching(/^You have/) });
    expect((await p.call('GET', '/my/promreports?promId=onceonly')).json()).toHaveLength(1);
  });

  it('checks a remembered PROM again when it changed: a limit added, access lost, another version; audits the dates', async () => {
    await installTestProm(t.db, 'changing');
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const body = { PromId: 'changing', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }] };
    await create(p, body); // checked, and remembered as a PROM without a limit
    const quick = await create(p, body); // written at once
    const [audit] = await t.db.query<{ data_after: Record<string, unknown> }>(
      "SELECT data_after FROM audit_logs WHERE resource_type = 'PromReport' AND resource_id = $1",
      [quick.Id],
    );
    expect(audit!.data_after).toMatchObject({ Id: quick.Id, PromId: 'changing', Version: 0, CreatedDate: quick.CreatedDate });

    await t.db.query("UPDATE proms SET max_report_count = 2 WHERE id = 'changing'");
    const limited = await p.call('POST', '/my/promreports', body);
    expect(limited.json().ErrorCode).toBe(4004);
    await t.db.query("UPDATE proms SET max_report_count = NULL WHERE id = 'changing'");
    await create(p, body);

    await t.db.query("DELETE FROM prom_groups WHERE prom_id = 'changing'");
    const refused = await other.call('POST', '/my/promreports', body);
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().Errors)).toEqual(['PromId']);
    expect((await p.call('POST', '/my/promreports', body)).statusCode).toBe(400);
    await t.db.query("INSERT INTO prom_groups (group_id, prom_id, organization_id) VALUES ('0', 'changing', '0')");

    // A new version whose answer ids differ: the remembered version no longer decides.
    await t.db.query(
      `UPDATE prom_versions SET version = version + 1,
              content = jsonb_set(content, '{Questions,0,Answers,0,Id}', '"Q1A9-"')
        WHERE prom_id = 'changing'`,
    );
    const stale = await p.call('POST', '/my/promreports', body);
    expect(stale.statusCode).toBe(400);
    expect((await p.call('POST', '/my/promreports', { ...body, Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A9-' }] })).statusCode).toBe(
      201,
    );
    expect((await p.call('GET', '/my/promreports?promId=changing')).json()).toHaveLength(4);
    expect((await other.call('GET', '/my/promreports?promId=changing')).json()).toHaveLength(0);
  });

  it('a complete save moves the other incomplete reports of that PROM to the trash and fills the open request', async () => {
    const p = await signedInPatient(t);
    const requestId = await createRequest(t.db, p.patientId, 'phq9');
    const first = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9').slice(0, 2) });
    const second = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9').slice(0, 4) });
    const gad = await create(p, { PromId: 'gad7', Answers: completeAnswers('gad7').slice(0, 2) });
    expect((await p.call('GET', '/my/promrequests')).json()).toHaveLength(1);
    events.length = 0;
    const complete = await create(p, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    const live = (await p.call('GET', '/my/promreports')).json<PromReportView[]>().map((r) => r.Id);
    expect(live.sort()).toEqual([complete.Id, gad.Id].sort());
    const trash = (await p.call('GET', '/my/trash')).json<TrashItem[]>();
    expect(trash.map((i) => i.Id).sort()).toEqual([first.Id, second.Id].sort());
    expect(trash[0]!.ResourceType).toBe('PromReport');
    const [request] = await t.db.query<{ report_date: Date | null; report_id: string }>(
      'SELECT report_date, report_id FROM prom_requests WHERE id = $1',
      [requestId],
    );
    expect(request!.report_date).not.toBeNull();
    expect(request!.report_id).toBe(complete.Id);
    expect((await p.call('GET', '/my/promrequests')).json()).toEqual([]);
    expect(events.map((e) => e.event).sort()).toEqual(['PromReportCreated', 'PromReportDeleted', 'PromReportDeleted', 'PromRequestFilled']);
    const audit = (await auditRows(t, p.patientId)).map((r) => `${r.action_type} ${r.resource_type}`);
    expect(audit.filter((a) => a === 'Delete PromReport')).toHaveLength(2);
    expect(audit).toContain('Update PromRequest');
  });
});

describe('PUT /api/my/promreports/{id}', () => {
  it('replaces the answers, bumps Version, completes the report and answers 409/4003 for a stale Version', async () => {
    const p = await signedInPatient(t);
    const partial = await create(p, { PromId: 'gad7', Answers: completeAnswers('gad7').slice(0, 2) });
    events.length = 0;
    const response = await p.call('PUT', `/my/promreports/${partial.Id}`, { PromId: 'gad7', Version: 0, Answers: completeAnswers('gad7') });
    expect(response.statusCode, response.body).toBe(200);
    const updated = PromReportView.parse(response.json());
    expect(updated).toMatchObject({ Id: partial.Id, Version: 1, isCompleted: true, Score: 0, CreatedDate: partial.CreatedDate });
    expect(events).toEqual([{ patientId: p.patientId, event: 'PromReportUpdated', payload: { PromReportId: partial.Id } }]);
    const stale = await p.call('PUT', `/my/promreports/${partial.Id}`, {
      PromId: 'gad7',
      Version: 0,
      Answers: completeAnswers('gad7').slice(0, 1),
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ ErrorCode: 4003 });
    expect((await p.call('GET', `/my/promreports/${partial.Id}`)).json()).toMatchObject({ Version: 1, isCompleted: true });
    const otherProm = await p.call('PUT', `/my/promreports/${partial.Id}`, {
      PromId: 'phq9',
      Version: 1,
      Answers: completeAnswers('phq9'),
    });
    expect(otherProm.statusCode).toBe(400);
    const invalid = await p.call('PUT', `/my/promreports/${partial.Id}`, {
      PromId: 'gad7',
      Version: 1,
      Answers: [{ QuestionId: 'Q1-', AnswerId: 'nope' }],
    });
    expect(invalid.statusCode).toBe(400);
    expect((await p.call('PUT', `/my/promreports/${partial.Id}`, { PromId: 'gad7', Answers: completeAnswers('gad7') })).statusCode).toBe(
      400,
    );
    expect((await auditRows(t, p.patientId)).map((r) => r.action_type)).toEqual(['Create', 'Update']);
  });
});

describe('access', () => {
  it('answers 404 for another patient’s report on every route and changes nothing', async () => {
    const owner = await signedInPatient(t);
    const intruder = await signedInPatient(t);
    const report = await create(owner, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    const calls: [Method, string, unknown?][] = [
      ['GET', `/my/promreports/${report.Id}`],
      ['PUT', `/my/promreports/${report.Id}`, { PromId: 'phq9', Version: 0, Answers: completeAnswers('phq9') }],
      ['POST', `/my/promreports/${report.Id}/delete`],
      ['POST', `/my/promreports/${report.Id}/restore`],
      ['DELETE', `/my/promreports/${report.Id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await intruder.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await intruder.call('GET', '/my/promreports')).json()).toEqual([]);
    expect((await owner.call('GET', `/my/promreports/${report.Id}`)).json()).toEqual(report);
    expect(await auditRows(t, intruder.patientId)).toEqual([]);
  });

  it('answers 401 without a token and 403 to a staff role', async () => {
    await t.createGroup('clinic-p', 'org-p');
    const staff = await t.createUser({ roles: [{ organizationId: 'org-p', groupId: 'clinic-p', roleId: 'phys' }] });
    const staffLogin = await t.login(staff.email);
    const id = '00000000-0000-4000-8000-000000000001';
    const routes: [Method, string, unknown?][] = [
      ['GET', '/my/promreports'],
      ['GET', '/my/promreports/purge'],
      ['GET', `/my/promreports/${id}`],
      ['POST', '/my/promreports', { PromId: 'phq9', Answers: [] }],
      ['PUT', `/my/promreports/${id}`, { PromId: 'phq9', Version: 0, Answers: [] }],
      ['POST', `/my/promreports/${id}/delete`],
      ['POST', `/my/promreports/${id}/restore`],
      ['DELETE', `/my/promreports/${id}`],
      ['GET', '/my/promrequests'],
      ['GET', '/my/group/proms'],
      ['GET', '/my/group/proms/phq9'],
      ['GET', '/my/proms/suggested'],
      ['GET', '/my/proms/suggestions'],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method, url: `/api${url}`, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asStaff = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(staffLogin), payload: payload as object });
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/proms/phq9' })).statusCode).toBe(401);
  });
});

describe('trash, history, calendar', () => {
  it('delete → trash → restore whole → delete → purge, audited, with events', async () => {
    const p = await signedInPatient(t);
    const report = await create(p, { PromId: 'who5', Answers: completeAnswers('who5') });
    const history = (await p.call('GET', '/my/historyitems')).json();
    expect(history).toEqual([expect.objectContaining({ ResourceType: 'PromReport', ResourceId: report.Id })]);
    // The embedded item is the list's partial record, field for field.
    expect(history[0].Item).toEqual((await p.call('GET', '/my/promreports')).json()[0]);
    events.length = 0;
    expect((await p.call('POST', `/my/promreports/${report.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('GET', `/my/promreports/${report.Id}`)).statusCode).toBe(404);
    const trash = (await p.call('GET', '/my/trash')).json<TrashItem[]>();
    expect(trash).toEqual([expect.objectContaining({ Id: report.Id, ResourceType: 'PromReport', ResourceDescription: 'who5 (5/5)' })]);
    const restored = await p.call('POST', `/my/promreports/${report.Id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ Id: report.Id, Answers: report.Answers, Score: report.Score, CreatedDate: report.CreatedDate });
    expect((await p.call('POST', `/my/promreports/${report.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('GET', '/my/promreports/purge')).json()).toEqual({ Purged: 1 });
    expect(await t.db.query('SELECT 1 FROM prom_reports WHERE id = $1', [report.Id])).toEqual([]);
    const second = await create(p, { PromId: 'who5', Answers: completeAnswers('who5') });
    expect((await p.call('DELETE', `/my/promreports/${second.Id}`)).statusCode).toBe(404);
    expect((await p.call('POST', `/my/promreports/${second.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('DELETE', `/my/promreports/${second.Id}`)).statusCode).toBe(204);
    const audit = (await auditRows(t, p.patientId)).map((r) => r.action_type);
    expect(audit).toEqual(['Create', 'Delete', 'Restore', 'Delete', 'Purge', 'Create', 'Delete', 'Purge']);
    expect(events.map((e) => e.event).slice(0, 4)).toEqual([
      'PromReportDeleted',
      'PromReportCreated',
      'PromReportDeleted',
      'PromReportDeleted',
    ]);
  });

  it('shows live reports in the calendar', async () => {
    const p = await signedInPatient(t);
    const report = await create(p, { PromId: 'health-today', Answers: completeAnswers('health-today') });
    const [row] = await t.db.query<{ day: string }>(
      "SELECT to_char(created_date AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM-DD') AS day FROM prom_reports WHERE id = $1",
      [report.Id],
    );
    const response = await p.call('GET', `/my/calendar/day?date=${row!.day}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().Items).toEqual([expect.objectContaining({ ResourceType: 'PromReport', ResourceId: report.Id })]);
  });
});
