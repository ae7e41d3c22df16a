import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PromRequestView } from '@symptoms/domain';
import type { TestApp } from '../../test/harness';
import { auditRows, completeAnswers, createRequest, promTestApp, signedInPatient, type Published } from '../promreports/test-support';

let t: TestApp;
let events: Published[];
beforeAll(async () => {
  ({ t, events } = await promTestApp());
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => t.close());

const anon = (method: 'GET' | 'POST', url: string, payload?: unknown, language?: string) =>
  t.app.inject({ method, url: `/api${url}`, payload: payload as object, headers: language ? { 'x-languageid': language } : {} });

describe('PROM requests', () => {
  it('lists the patient’s open requests and hides another patient’s', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const id = await createRequest(t.db, p.patientId, 'gad7');
    await createRequest(t.db, p.patientId, 'who5', -1);
    const list = (await p.call('GET', '/my/promrequests')).json<PromRequestView[]>();
    expect(list).toEqual([
      expect.objectContaining({ PromRequestId: id, PatientId: p.patientId, PromId: 'gad7', ReportDate: null, Url: `/request/${id}` }),
    ]);
    expect((await other.call('GET', '/my/promrequests')).json()).toEqual([]);
  });

  it('public: shows the request without the patient and its PROM, without login', async () => {
    const p = await signedInPatient(t);
    const id = await createRequest(t.db, p.patientId, 'phq9');
    const view = await anon('GET', `/promrequests/${id}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ PromRequestId: id, PatientId: null, PromId: 'phq9', ReportDate: null });
    expect(view.body).not.toContain(p.patientId);
    const prom = await anon('GET', `/promrequests/${id}/prom`);
    expect(prom.json()).toMatchObject({ Id: 'phq9', Language: 'sv' });
    expect((await anon('GET', `/promrequests/${id}/prom`, undefined, 'en')).json()).toMatchObject({ Language: 'en' });
  });

  it('public: fills once with a complete report of the request’s PROM, refuses a second fill', async () => {
    const p = await signedInPatient(t);
    const id = await createRequest(t.db, p.patientId, 'phq9');
    const wrongProm = await anon('POST', `/promrequests/fill/${id}`, { PromId: 'gad7', Answers: completeAnswers('gad7') });
    expect(wrongProm.statusCode).toBe(400);
    expect(Object.keys(wrongProm.json().Errors)).toEqual(['PromId']);
    const foreignAnswers = await anon('POST', `/promrequests/fill/${id}`, {
      PromId: 'phq9',
      Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A9-' }],
    });
    expect(foreignAnswers.statusCode).toBe(400);
    const partial = await anon('POST', `/promrequests/fill/${id}`, { PromId: 'phq9', Answers: completeAnswers('phq9').slice(0, 2) }, 'en');
    expect(partial.statusCode).toBe(400);
    expect(partial.json().Message).toBe('Answer every question before sending the questionnaire.');
    expect((await p.call('GET', '/my/promreports')).json()).toEqual([]);

    const filled = await anon('POST', `/promrequests/fill/${id}`, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    expect(filled.statusCode, filled.body).toBe(201);
    expect(filled.json()).toMatchObject({ PromRequestId: id, PatientId: null });
    expect(filled.json().ReportDate).not.toBeNull();
    const reports = (await p.call('GET', '/my/promreports')).json();
    expect(reports).toEqual([expect.objectContaining({ PromId: 'phq9', isCompleted: true, PatientId: p.patientId })]);
    expect(events.map((e) => e.event).sort()).toEqual(['PromReportCreated', 'PromRequestFilled']);
    expect(events.every((e) => e.patientId === p.patientId)).toBe(true);
    const audit = await auditRows(t, p.patientId);
    expect(audit.map((r) => `${r.action_type} ${r.resource_type} ${r.actor_role}`)).toEqual([
      'Create PromReport public',
      'Update PromRequest public',
    ]);

    const again = await anon('POST', `/promrequests/fill/${id}`, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ ErrorCode: 4108, Message: 'Formuläret är redan ifyllt och skickat. Tack!' });
    expect((await anon('GET', `/promrequests/${id}/prom`)).statusCode).toBe(409);
    expect((await anon('GET', `/promrequests/${id}`)).json().ReportDate).not.toBeNull();
    expect((await p.call('GET', '/my/promreports')).json()).toHaveLength(1);
  });

  it('public: unknown and expired ids answer 404 with a clear text; a malformed id 400', async () => {
    const p = await signedInPatient(t);
    const expired = await createRequest(t.db, p.patientId, 'phq9', -1);
    const unknown = await anon('GET', '/promrequests/AAAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().Message).toMatch(/finns inte/);
    expect(
      (await anon('POST', '/promrequests/fill/AAAAAAAAAAAAAAAAAAAAAA', { PromId: 'phq9', Answers: completeAnswers('phq9') })).statusCode,
    ).toBe(404);
    const fill = await anon('POST', `/promrequests/fill/${expired}`, { PromId: 'phq9', Answers: completeAnswers('phq9') });
    expect(fill.statusCode).toBe(404);
    expect(fill.json().Message).toMatch(/gått ut/);
    expect((await anon('GET', `/promrequests/${expired}/prom`)).statusCode).toBe(404);
    expect((await anon('GET', '/promrequests/short')).statusCode).toBe(400);
    expect(await auditRows(t, p.patientId)).toEqual([]);
  });

  it('public routes are rate-limited per IP like the token endpoint', async () => {
    const { t: limited } = await promTestApp({ TOKEN_RATE_LIMIT_PER_IP: '3' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++)
        codes.push((await limited.app.inject({ method: 'GET', url: '/api/promrequests/AAAAAAAAAAAAAAAAAAAAAA' })).statusCode);
      expect(codes).toEqual([404, 404, 404, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
