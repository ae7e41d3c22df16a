import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit, PromRequestView, type RoleId } from '@symptoms/domain';
import type { TestApp } from '../../test/harness';
import { completeAnswers, promTestApp, type Method } from '../promreports/test-support';

/**
 * Issue 32: research PROM requests by personnummer reach only an account that holds the number
 * proven, and staff never get a request's id, which is its public link's secret.
 */

const ORG = 'org-pr';
const STUDY = 'pr-study';
let t: TestApp;
beforeAll(async () => {
  ({ t } = await promTestApp());
  await t.createGroup(STUDY, ORG);
});
afterAll(() => t.close());

async function member(roleId: RoleId, options: { claimed?: boolean } = {}) {
  const global = roleId === 'pat' ? [{ organizationId: '0', groupId: '0', roleId: 'pat' as const }] : [];
  const user = await t.createUser({ ...options, roles: [...global, { organizationId: ORG, groupId: STUDY, roleId }] });
  const login = await t.login(user.email);
  const call = (method: Method, url: string, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, headers), payload: payload as object });
  return { user, login, call };
}

const ask = (personnummer: string) => ({ Personnummer: personnummer, PromId: 'phq9', LanguageId: 'sv', Purpose: 'Uppföljning' });

describe('research PROM requests by personnummer', () => {
  it('do not reach a participant who only claims the number: "not found", exactly as for a number nobody has', async () => {
    const researcher = await member('res');
    const claimant = await member('pat', { claimed: true });
    const nobody = await researcher.call('POST', '/research/promrequests', ask(`19400101980${luhnCheckDigit('400101980')}`));
    const claimed = await researcher.call('POST', '/research/promrequests', ask(claimant.user.personnummer));
    expect([claimed.statusCode, claimed.body]).toEqual([nobody.statusCode, nobody.body]);
    expect(claimed.statusCode).toBe(404);
    expect(await t.db.query('SELECT 1 FROM prom_requests WHERE patient_id = $1', [claimant.user.patientId])).toEqual([]);
  });
});

describe('the language of a request', () => {
  it('is refused in a language the PROM does not exist in, saying which it does, and nothing is made', async () => {
    const researcher = await member('res');
    const patient = await member('pat');
    for (const PromId of ['gad7', 'who5', 'esasr']) {
      const refused = await researcher.call('POST', '/research/promrequests', { ...ask(patient.user.personnummer), PromId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        ErrorCode: 4183,
        Message: 'Formuläret finns inte på det språket. Välj ett av de språk det finns på.',
        Errors: { LanguageId: ['Formuläret finns bara på engelska.'] },
      });
    }
    expect(await t.db.query('SELECT 1 FROM prom_requests WHERE patient_id = $1', [patient.user.patientId])).toEqual([]);
    const english = await researcher.call('POST', '/research/promrequests', {
      ...ask(patient.user.personnummer),
      PromId: 'gad7',
      LanguageId: 'en',
    });
    expect(english.statusCode).toBe(201);
    expect(PromRequestView.parse(english.json()).LanguageId).toBe('en');
  });
});

describe('what staff see of a request', () => {
  it('never its link id: a staff reference addresses it instead, and the link works for the patient only', async () => {
    const researcher = await member('res');
    const patient = await member('pat');
    const created = await researcher.call('POST', '/research/promrequests', ask(patient.user.personnummer));
    expect(created.statusCode).toBe(201);
    const ref = PromRequestView.parse(created.json()).PromRequestId;
    const [link] = (await patient.call('GET', '/my/promrequests')).json<PromRequestView[]>();
    expect(link!.PromRequestId).not.toBe(ref);
    expect(link!.Url).toBe(`/request/${link!.PromRequestId}`);

    const answers = [
      created,
      await researcher.call('GET', '/admin/promrequests'),
      await researcher.call('GET', `/admin/promrequests/${ref}`),
      await researcher.call('GET', `/research/patients/${patient.user.patientId}/promrequests`),
      await researcher.call('GET', `/promrequests/${ref}/export`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBeLessThan(300);
      expect(answer.body).not.toContain(link!.PromRequestId);
    }
    expect((await researcher.call('GET', `/admin/promrequests/${ref}`)).json()).toMatchObject({ PromRequestId: ref, Url: null });
    // The reference opens no link, and the link's id is not the staff's handle.
    expect((await t.app.inject({ method: 'GET', url: `/api/promrequests/${ref}` })).statusCode).toBe(404);
    expect((await researcher.call('GET', `/admin/promrequests/${link!.PromRequestId}`)).statusCode).toBe(404);
    expect((await researcher.call('DELETE', `/research/promrequests/${ref}`)).statusCode).toBe(204);
    expect((await patient.call('GET', '/my/promrequests')).json()).toEqual([]);
  });
});

describe('answering a request link while signed in', () => {
  async function openRequest() {
    const researcher = await member('res');
    const patient = await member('pat');
    expect((await researcher.call('POST', '/research/promrequests', ask(patient.user.personnummer))).statusCode).toBe(201);
    const [link] = (await patient.call('GET', '/my/promrequests')).json<PromRequestView[]>();
    return { researcher, patient, id: link!.PromRequestId };
  }
  const fill = { PromId: 'phq9', Answers: completeAnswers('phq9') };

  it('refuses a staff session, in the caller’s language, and saves nothing', async () => {
    const { researcher, patient, id } = await openRequest();
    const refused = await researcher.call('POST', `/promrequests/fill/${id}`, fill, { 'x-languageid': 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      ErrorCode: 4139,
      Message: 'The questionnaire is answered by the patient. You are logged in with a staff role and cannot answer it.',
    });
    expect((await patient.call('GET', '/my/promreports')).json()).toEqual([]);
    // A staff member who is also a patient, signed in with the staff role, is refused as well.
    const both = await t.createUser({
      roles: [
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: ORG, groupId: STUDY, roleId: 'phys' },
      ],
    });
    const asStaff = await t.login(both.email, { group: STUDY, org: ORG, role: 'phys' });
    const again = await t.app.inject({ method: 'POST', url: `/api/promrequests/fill/${id}`, headers: t.headers(asStaff), payload: fill });
    expect(again.json()).toMatchObject({ ErrorCode: 4139 });
  });

  it('records the patient’s own session as the patient, and a link answered without one as the link', async () => {
    const { patient, id } = await openRequest();
    const filled = await patient.call('POST', `/promrequests/fill/${id}`, fill);
    expect(filled.statusCode, filled.body).toBe(201);
    const rows = await t.db.query<{ action_type: string; resource_type: string; actor_role: string; actor_user_id: string | null }>(
      "SELECT action_type, resource_type, actor_role, actor_user_id FROM audit_logs WHERE patient_id = $1 AND resource_type IN ('PromReport', 'PromRequest') AND action_type <> 'View' ORDER BY time_stamp, action_type",
      [patient.user.patientId],
    );
    expect(rows.filter((r) => r.action_type !== 'Create' || r.resource_type !== 'PromRequest')).toEqual([
      { action_type: 'Create', resource_type: 'PromReport', actor_role: 'pat', actor_user_id: patient.user.userId },
      { action_type: 'Update', resource_type: 'PromRequest', actor_role: 'pat', actor_user_id: patient.user.userId },
    ]);

    const anonymous = await openRequest();
    expect((await t.app.inject({ method: 'POST', url: `/api/promrequests/fill/${anonymous.id}`, payload: fill })).statusCode).toBe(201);
    const [row] = await t.db.query<{ actor_role: string }>(
      "SELECT actor_role FROM audit_logs WHERE patient_id = $1 AND resource_type = 'PromReport' AND action_type = 'Create'",
      [anonymous.patient.user.patientId],
    );
    expect(row!.actor_role).toBe('public');
  });

  it('refuses a token that is not valid, so the app renews it and asks again', async () => {
    const { id } = await openRequest();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/promrequests/fill/${id}`,
      headers: { authorization: 'Bearer not-a-token' },
      payload: fill,
    });
    expect(response.statusCode).toBe(401);
  });
});
