import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PatientStudyTask, RoleId, StudySchemaView } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { TestApp } from '../../test/harness';
import { completeAnswers, promTestApp, type Method, type Published } from '../promreports/test-support';
import { sendDueReminders } from './reminders';

const ORG = 'org-study';
const STUDY = 'study-a';
const OTHER = 'study-b';

let t: TestApp;
let events: Published[];
beforeAll(async () => {
  ({ t, events } = await promTestApp());
  await t.createGroup(STUDY, ORG);
  await t.createGroup(OTHER, ORG);
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => t.close());

async function member(roles: { groupId: string; roleId: RoleId }[]) {
  // Patients are also in the global group, whose PROMs (the shipped ones) they answer.
  const global = roles.some((r) => r.roleId === 'pat') ? [{ organizationId: '0', groupId: '0', roleId: 'pat' as const }] : [];
  const user = await t.createUser({ roles: [...global, ...roles.map((r) => ({ organizationId: ORG, ...r }))] });
  const login = await t.login(user.email);
  const call = (method: Method, url: string, payload?: unknown, language = 'sv') =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: payload as object });
  return { user, call };
}

const task = (overrides: Record<string, unknown> = {}) => ({
  DaysAfterInclusion: 0,
  Priority: 1,
  AllowedDaysBefore: 0,
  AllowedDaysAfter: 3,
  Automatic: true,
  CardText: 'Fyll i PHQ-9',
  ModalHeader: 'Dags för formulär',
  ModalText: 'Det tar fem minuter.',
  ModalButtonText: 'Börja',
  Action: 'prom',
  ActionLink: null,
  PromId: 'phq9',
  PromReference: 'phq9_day0',
  StudyTaskNotifications: [],
  ...overrides,
});

/** Moves a participant's joining day back: the tasks' days count from it. */
async function joinedDaysAgo(userId: string, days: number) {
  await t.db.query(sql`UPDATE memberships SET joined_date = now() - make_interval(days => ${days}) WHERE user_id = ${userId}::uuid`);
}

describe('study schemas', () => {
  it('a researcher saves the task list, a stale Version is refused, bad tasks are explained', async () => {
    const res = await member([{ groupId: OTHER, roleId: 'res' }]);
    const empty = (await res.call('GET', '/my/group/study-tasks')).json<StudySchemaView>();
    expect(empty).toMatchObject({ GroupId: OTHER, Version: 0, Published: false, Tasks: [] });

    const saved = await res.call('PUT', '/my/group/study-tasks', {
      Version: 0,
      Tasks: [task({ StudyTaskNotifications: [{ NotificationText: 'Glöm inte formuläret', DaysAfterTask: 1, RedcapVariable: 'rem1' }] })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const schema = saved.json<StudySchemaView>();
    expect(schema.Version).toBe(1);
    expect(schema.Tasks).toEqual([
      expect.objectContaining({
        PromId: 'phq9',
        StudyTaskNotifications: [expect.objectContaining({ DaysAfterTask: 1, RedcapVariable: 'rem1' })],
      }),
    ]);

    const stale = await res.call('PUT', '/my/group/study-tasks', { Version: 0, Tasks: [] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);

    const invalid = await res.call(
      'PUT',
      '/my/group/study-tasks',
      { Version: 1, Tasks: [task({ PromId: null, AllowedDaysAfter: -1 })] },
      'en',
    );
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().Errors).sort()).toEqual(['Tasks.0.AllowedDaysAfter', 'Tasks.0.PromId']);
    const unknown = await res.call('PUT', '/my/group/study-tasks', { Version: 1, Tasks: [task({ PromId: 'nosuchprom' })] });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().Errors)).toEqual(['Tasks.0.PromId']);

    // Edits keep the task (same Id), removals drop it.
    const id = schema.Tasks[0]!.Id;
    const edited = await res.call('PUT', '/my/group/study-tasks', {
      Version: 1,
      Tasks: [task({ Id: id, Priority: 5, StudyTaskNotifications: [] }), task({ Action: 'symptoms', PromId: null, DaysAfterInclusion: 7 })],
    });
    expect(edited.json<StudySchemaView>().Tasks.map((x) => [x.Id === id, x.Priority, x.Action, x.StudyTaskNotifications.length])).toEqual([
      [true, 5, 'prom', 0],
      [false, 1, 'symptoms', 0],
    ]);
    expect((await res.call('POST', '/my/group/study-tasks/publish', { Published: true })).json().Published).toBe(true);
  });

  it('patients and other staff may not edit it', async () => {
    const patient = await member([{ groupId: STUDY, roleId: 'pat' }]);
    expect((await patient.call('GET', '/my/group/study-tasks')).statusCode).toBe(403);
    const physician = await member([{ groupId: STUDY, roleId: 'phys' }]);
    expect((await physician.call('PUT', '/my/group/study-tasks', { Version: 0, Tasks: [] })).statusCode).toBe(403);
  });
});

describe('a participant’s study tasks and the adherence list', () => {
  let res: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    res = await member([{ groupId: STUDY, roleId: 'res' }]);
    const saved = await res.call('PUT', '/my/group/study-tasks', {
      Version: 0,
      Tasks: [
        task({ DaysAfterInclusion: 7, Action: 'symptoms', PromId: null, Priority: 2, CardText: 'Rapportera symtom' }),
        task({ StudyTaskNotifications: [{ NotificationText: 'Glöm inte PHQ-9', DaysAfterTask: 1 }] }),
        task({ DaysAfterInclusion: 7, Action: 'fileupload', PromId: null, Priority: 1, Automatic: false }),
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('shows nothing until the schema is published, then the tasks by day and priority with the due one next', async () => {
    const p = await member([{ groupId: STUDY, roleId: 'pat' }]);
    expect((await p.call('GET', '/my/study-tasks')).json()).toEqual([]);
    await res.call('POST', '/my/group/study-tasks/publish', { Published: true });
    const tasks = (await p.call('GET', '/my/study-tasks')).json<PatientStudyTask[]>();
    expect(tasks.map((x) => [x.DaysAfterInclusion, x.Action, x.State, x.Route])).toEqual([
      [0, 'prom', 'due', '/promreport/edit/phq9'],
      [7, 'fileupload', 'upcoming', '/fileuploads'],
      [7, 'symptoms', 'upcoming', '/symptomreport'],
    ]);
    expect(tasks[0]).toMatchObject({ GroupDisplayName: STUDY, Done: false, DoneDate: null });
    expect((await p.call('GET', '/my/study-tasks/next')).json().Task).toMatchObject({ PromId: 'phq9' });

    const report = await p.call('POST', '/my/promreports', { PromId: 'phq9', Answers: completeAnswers('phq9') });
    expect(report.statusCode, report.body).toBe(201);
    const after = (await p.call('GET', '/my/study-tasks')).json<PatientStudyTask[]>();
    expect(after[0]).toMatchObject({ State: 'done', Done: true });
    expect(after[0]!.DoneDate).not.toBeNull();
    expect((await p.call('GET', '/my/study-tasks/next')).json()).toEqual({ Task: null });
  });

  it('counts days from joining: a report since the window opened does the task (even late); late by whole days', async () => {
    const p = await member([{ groupId: STUDY, roleId: 'pat' }]);
    await p.call('POST', '/my/promreports', { PromId: 'phq9', Answers: completeAnswers('phq9') });
    await joinedDaysAgo(p.user.userId, 12);
    const tasks = (await p.call('GET', '/my/study-tasks')).json<PatientStudyTask[]>();
    // The PHQ-9 today is on day 12: after day 0's window opened, so it did the task (late, but done).
    expect(tasks.map((x) => [x.Action, x.State, x.DaysLate])).toEqual([
      ['prom', 'done', 0],
      ['fileupload', 'late', 2],
      ['symptoms', 'late', 2],
    ]);

    const adherence = await res.call('GET', '/research/adherence');
    expect(adherence.statusCode).toBe(200);
    const row = adherence.json().Participants.find((x: { PatientId: string }) => x.PatientId === p.user.patientId);
    expect(row).toMatchObject({ DaysSinceInclusion: 12, LateCount: 2, MaxDaysLate: 2, Name: 'Test Person' });
    // The columns name the PROM a task asks for by its title, in the caller's language.
    expect(adherence.json().Proms).toEqual([{ Id: 'phq9', Title: expect.stringContaining('PHQ-9'), LanguageIds: ['en', 'sv'] }]);
    const views = await t.db.query<{ actor_role: string; resource_type: string }>(
      sql`SELECT actor_role, resource_type FROM audit_logs WHERE patient_id = ${p.user.patientId}::uuid AND action_type = 'View'`,
    );
    expect(views).toEqual(expect.arrayContaining([expect.objectContaining({ actor_role: 'res', resource_type: 'StudyTask' })]));
  });

  it('the adherence list is the caller’s group only, and not for patients', async () => {
    const other = await member([{ groupId: OTHER, roleId: 'res' }]);
    const list = (await other.call('GET', '/research/adherence')).json();
    expect(list.Participants.every((x: { PatientId: string }) => x.PatientId)).toBe(true);
    const studyPatients = (await res.call('GET', '/research/adherence')).json().Participants.map((x: { PatientId: string }) => x.PatientId);
    expect(list.Participants.some((x: { PatientId: string }) => studyPatients.includes(x.PatientId))).toBe(false);
    const patient = await member([{ groupId: STUDY, roleId: 'pat' }]);
    expect((await patient.call('GET', '/research/adherence')).statusCode).toBe(403);
  });

  it('sends a task’s reminder once, on its day, to participants who have not done it', async () => {
    const late = await member([{ groupId: STUDY, roleId: 'pat' }]);
    await joinedDaysAgo(late.user.userId, 1);
    const done = await member([{ groupId: STUDY, roleId: 'pat' }]);
    await done.call('POST', '/my/promreports', { PromId: 'phq9', Answers: completeAnswers('phq9') });
    await joinedDaysAgo(done.user.userId, 1);
    const outbox = () =>
      t.db.query<{ recipient: string; text_body: string }>(
        sql`SELECT recipient, text_body FROM mail_outbox WHERE subject LIKE 'Påminnelse%'`,
      );
    const before = (await outbox()).length;
    await t.db.transaction((tx) => sendDueReminders(tx, t.app.deps));
    const mails = (await outbox()).slice(before);
    expect(mails.map((m) => m.recipient)).toContain(late.user.email);
    expect(mails.map((m) => m.recipient)).not.toContain(done.user.email);
    expect(mails.find((m) => m.recipient === late.user.email)!.text_body).toContain('Glöm inte PHQ-9');
    await t.db.transaction((tx) => sendDueReminders(tx, t.app.deps));
    expect((await outbox()).filter((m) => m.recipient === late.user.email)).toHaveLength(1);
  });
});

describe('research PROM requests', () => {
  it('a researcher asks a participant by personnummer; the patient hears of it; list, export and delete', async () => {
    const res = await member([{ groupId: STUDY, roleId: 'res' }]);
    const p = await member([{ groupId: STUDY, roleId: 'pat' }]);
    const pnr = p.user.personnummer;
    const body = {
      Personnummer: `${pnr.slice(0, 8)}-${pnr.slice(8)}`,
      // GAD-7 exists only in English (no validated Swedish items): a request is made in a language it has.
      PromId: 'gad7',
      LanguageId: 'en',
      Purpose: 'Uppföljning vecka 2',
      ContextText: 'Studien',
    };
    const created = await res.call('POST', '/research/promrequests', body);
    expect(created.statusCode, created.body).toBe(201);
    // Staff address the request by its staff reference; the link's id reaches only the patient (issue 32).
    const id = created.json().PromRequestId;
    expect(created.json()).toMatchObject({ PatientId: p.user.patientId, GroupId: STUDY, OrganizationId: ORG, ReportDate: null, Url: null });
    const [link] = (await p.call('GET', '/my/promrequests')).json().map((r: { PromRequestId: string }) => r.PromRequestId);
    expect(link).not.toBe(id);
    expect(events).toEqual([{ patientId: p.user.patientId, event: 'PromRequestCreated', payload: { PromRequestIds: [link] } }]);

    expect((await res.call('GET', '/admin/promrequests')).json().map((r: { PromRequestId: string }) => r.PromRequestId)).toContain(id);
    expect((await res.call('GET', `/admin/promrequests/${id}`)).json()).toMatchObject({ Purpose: 'Uppföljning vecka 2' });
    expect((await res.call('GET', `/research/patients/${p.user.patientId}/promrequests`)).json()).toHaveLength(1);
    const exported = await res.call('GET', `/promrequests/${id}/export`);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="promrequest-/);
    expect(exported.json()).toMatchObject({ Request: { PromRequestId: id }, Report: null });

    const stranger = await member([{ groupId: OTHER, roleId: 'res' }]);
    expect((await stranger.call('GET', `/admin/promrequests/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('DELETE', `/research/promrequests/${id}`)).statusCode).toBe(404);
    expect((await stranger.call('POST', '/research/promrequests', body)).statusCode).toBe(404);

    events.length = 0;
    expect((await res.call('DELETE', `/research/promrequests/${id}`)).statusCode).toBe(204);
    expect(events.map((e) => e.event)).toEqual(['PromRequestDeleted']);
    expect((await p.call('GET', '/my/promrequests')).json()).toEqual([]);
    expect((await res.call('DELETE', `/research/promrequests/${id}`)).statusCode).toBe(404);
  });

  it('refuses a bad personnummer, a missing purpose and an unknown PROM, in the caller’s language; patients may not ask', async () => {
    const res = await member([{ groupId: STUDY, roleId: 'res' }]);
    const bad = await res.call(
      'POST',
      '/research/promrequests',
      { Personnummer: '19121212-1213', PromId: 'gad7', LanguageId: 'sv', Purpose: '' },
      'en',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().Errors).toMatchObject({ Personnummer: ['Not a valid social security number.'], Purpose: [expect.any(String)] });
    const p = await member([{ groupId: STUDY, roleId: 'pat' }]);
    const unknownProm = await res.call('POST', '/research/promrequests', {
      Personnummer: p.user.personnummer,
      PromId: 'nosuchprom',
      LanguageId: 'sv',
      Purpose: 'x',
    });
    expect(unknownProm.statusCode).toBe(400);
    expect(
      (
        await p.call('POST', '/research/promrequests', {
          Personnummer: p.user.personnummer,
          PromId: 'gad7',
          LanguageId: 'sv',
          Purpose: 'x',
        })
      ).statusCode,
    ).toBe(403);
    const notInStudy = await res.call('POST', '/research/promrequests', {
      Personnummer: (await t.createPatient()).personnummer,
      PromId: 'gad7',
      LanguageId: 'sv',
      Purpose: 'x',
    });
    expect(notInStudy.statusCode).toBe(404);
    expect(notInStudy.json().Message).toBe('Ingen deltagare i gruppen har det personnumret.');
  });
});
