import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BugReport } from '@symptoms/domain';
import { startTrackerSimulator, type TrackerSimulator } from '../../platform/issue-tracker/simulator';
import { createTestApp, signedInPatient, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('bug-clinic', 'org-bugs');
  await t.createGroup('bug-other', 'org-elsewhere');
});
afterAll(() => t.close());

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function staff(roleId: 'admin' | 'dev', groupId: string, organizationId: string) {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const login = await t.login(user.email);
  return (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), ...(payload ? { payload } : {}) });
}

/** A patient of the clinic, reporting while the clinic is the active group. */
async function reporter() {
  const patient = await t.createUser({
    roles: [
      { organizationId: '0', groupId: '0', roleId: 'pat' },
      { organizationId: 'org-bugs', groupId: 'bug-clinic', roleId: 'pat' },
    ],
  });
  const login = await t.login(patient.email, { org: 'org-bugs', group: 'bug-clinic' });
  return {
    patient,
    send: (body: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/bugreports',
        headers: { ...t.headers(login), 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile' },
        payload: body,
      }),
  };
}

describe('bug reports', () => {
  it('are sent with screenshots (one per file name) and read by the organization’s admin and the group’s developer only', async () => {
    const { patient, send } = await reporter();
    const sent = await send({
      Description: 'Grafen laddar inte på telefonen',
      Anonymous: false,
      Screenshots: [
        { FileName: 'skärm.png', MimeType: 'image/png', Data: `data:image/png;base64,${PNG}` },
        { FileName: 'skärm.png', MimeType: 'image/png', Data: PNG },
      ],
      FrontendVersion: '0.1.0',
    });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().Id as string;

    const admin = await staff('admin', 'bug-clinic', 'org-bugs');
    const list = await admin('GET', '/bugreports');
    expect(list.json().map((r: { Id: string }) => r.Id)).toContain(id);
    const report = BugReport.parse((await admin('GET', `/bugreports/${id}`)).json());
    expect(report).toMatchObject({
      Name: 'Test Person',
      Email: patient.email,
      Device: 'Mobile',
      OperatingSystem: 'iOS',
      Status: 'new',
      HasScreenshots: true,
    });
    expect(report.Screenshots).toEqual([expect.objectContaining({ FileName: 'skärm.png', MimeType: 'image/png', Data: PNG })]);

    const developer = await staff('dev', 'bug-clinic', 'org-bugs');
    expect((await developer('GET', `/bugreports/${id}`)).statusCode).toBe(200);
    const elsewhere = await staff('admin', 'bug-other', 'org-elsewhere');
    expect((await elsewhere('GET', `/bugreports/${id}`)).statusCode).toBe(404);
    expect((await elsewhere('GET', '/bugreports')).json()).toEqual([]);
    expect((await elsewhere('POST', `/bugreports/${id}/delete`)).statusCode).toBe(404);

    expect((await admin('POST', `/bugreports/${id}/delete`)).statusCode).toBe(204);
    expect((await admin('GET', `/bugreports/${id}`)).statusCode).toBe(404);
  });

  it('keeps nothing of the person in an anonymous report', async () => {
    const { send } = await reporter();
    const id = (await send({ Description: 'Knappen Spara syns inte', Anonymous: true })).json().Id as string;
    const report = (await (await staff('admin', 'bug-clinic', 'org-bugs'))('GET', `/bugreports/${id}`)).json();
    expect(report).toMatchObject({ Name: null, Email: null, UserAgent: null, Anonymous: true });
    const [row] = await t.db.query<{ user_id: string | null }>('SELECT user_id FROM bug_reports WHERE id = $1', [id]);
    expect(row!.user_id).toBeNull();
  });

  it('refuses a short or long description, another file type dressed as PNG, and a patient reading reports', async () => {
    const { send } = await reporter();
    expect((await send({ Description: 'kort', Anonymous: true })).statusCode).toBe(400);
    expect((await send({ Description: 'x'.repeat(1025), Anonymous: true })).statusCode).toBe(400);
    const fake = await send({
      Description: 'Bifogar en bild',
      Anonymous: true,
      Screenshots: [{ FileName: 'bild.png', MimeType: 'image/png', Data: Buffer.from('GIF89a not a png').toString('base64') }],
    });
    expect(fake.statusCode).toBe(415);
    const gif = await send({
      Description: 'Bifogar en bild',
      Anonymous: true,
      Screenshots: [{ FileName: 'a.gif', MimeType: 'image/gif', Data: PNG }],
    });
    expect(gif.statusCode).toBe(400);
    const { call } = await signedInPatient(t);
    expect((await call('GET', '/bugreports')).statusCode).toBe(403);
  });

  it('answers 503/4191 to filing an issue when no tracker is configured', async () => {
    const { send } = await reporter();
    const id = (await send({ Description: 'Ingen ärendehantering', Anonymous: true })).json().Id as string;
    const admin = await staff('admin', 'bug-clinic', 'org-bugs');
    const answer = await admin('POST', '/bugreports/issue', { Id: id, Title: 'Ett ärende', Body: 'Text.' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().ErrorCode).toBe(4191);
  });

  it('staff set a status and mark it processed, with who did; another organization and a bad status are refused', async () => {
    const { send } = await reporter();
    const id = (await send({ Description: 'Kalendern visar fel dag', Anonymous: true })).json().Id as string;
    const developer = await staff('dev', 'bug-clinic', 'org-bugs');
    const done = await developer('PUT', `/bugreports/${id}`, { Status: 'resolved', Processed: true, Reason: 'Rättat i 1.2' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ Status: 'resolved', Processed: true, ProcessedBy: 'Test Person', Reason: 'Rättat i 1.2' });
    const reopened = await developer('PUT', `/bugreports/${id}`, { Status: 'in-progress', Processed: false });
    expect(reopened.json()).toMatchObject({ Status: 'in-progress', Processed: false, ProcessedBy: null, Reason: null });
    expect((await developer('PUT', `/bugreports/${id}`, { Status: 'closed', Processed: true })).statusCode).toBe(400);
    const elsewhere = await staff('admin', 'bug-other', 'org-elsewhere');
    expect((await elsewhere('PUT', `/bugreports/${id}`, { Status: 'rejected', Processed: true })).statusCode).toBe(404);
  });
});

describe('POST bugreports/issue', () => {
  let filing: TestApp;
  let tracker: TrackerSimulator;
  beforeAll(async () => {
    tracker = await startTrackerSimulator('tracker-token');
    filing = await createTestApp({ BUG_TRACKER_KIND: 'github', BUG_TRACKER_URL: tracker.github.url, BUG_TRACKER_TOKEN: 'tracker-token' });
    await filing.createGroup('bug-clinic', 'org-bugs');
    await filing.createGroup('bug-other', 'org-elsewhere');
  });
  afterAll(async () => {
    await filing.close();
    await tracker.close();
  });

  async function caller(roles: { organizationId: string; groupId: string; roleId: 'admin' | 'dev' | 'pat' }[]) {
    const user = await filing.createUser({ roles });
    const login = await filing.login(user.email, { org: roles[0]!.organizationId, group: roles[0]!.groupId });
    return (method: 'GET' | 'POST', url: string, payload?: object) =>
      filing.app.inject({ method, url: `/api${url}`, headers: filing.headers(login), ...(payload ? { payload } : {}) });
  }
  const inClinic = [{ organizationId: 'org-bugs', groupId: 'bug-clinic', roleId: 'pat' as const }];
  async function reportFrom(roles = inClinic) {
    const patient = await caller(roles);
    const sent = await patient('POST', '/bugreports', { Description: 'Grafen laddar inte på telefonen', Anonymous: false });
    return sent.json().Id as string;
  }
  const issue = (Id: string) => ({ Id, Title: 'Grafen laddar inte', Body: 'På en telefon förblir grafen tom.' });

  it('files the handler’s words as one issue, keeps its id and page, and files a report once', async () => {
    const id = await reportFrom();
    const developer = await caller([{ organizationId: 'org-bugs', groupId: 'bug-clinic', roleId: 'dev' }]);
    const filed = await developer('POST', '/bugreports/issue', issue(id));
    expect(filed.statusCode).toBe(200);
    const report = BugReport.parse(filed.json());
    const made = tracker.issues.at(-1)!;
    expect(report).toMatchObject({ IssueId: String(made.id), IssueUrl: expect.stringMatching(new RegExp(`/issues/${made.id}$`)) });
    expect(made.title).toBe('Grafen laddar inte');
    expect(made.body).toBe(`På en telefon förblir grafen tom.\n\n---\nSymptoms bug report ${id}`);
    // Nothing of the reporter leaves with it.
    expect(made.body).not.toContain('Test Person');
    expect(made.body).not.toContain('@example.com');
    expect(made.body).not.toContain('Grafen laddar inte på telefonen');

    const again = await developer('POST', '/bugreports/issue', issue(id));
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorCode).toBe(4108);
    expect(tracker.issues.filter((i) => i.body.includes(id))).toHaveLength(1);
    expect((await developer('GET', `/bugreports/${id}`)).json()).toMatchObject({ IssueId: String(made.id) });
  });

  it('refuses another organization’s admin, a patient and a short title, filing nothing', async () => {
    const id = await reportFrom();
    const before = tracker.issues.length;
    const elsewhere = await caller([{ organizationId: 'org-elsewhere', groupId: 'bug-other', roleId: 'admin' }]);
    expect((await elsewhere('POST', '/bugreports/issue', issue(id))).statusCode).toBe(404);
    const patient = await caller(inClinic);
    expect((await patient('POST', '/bugreports/issue', issue(id))).statusCode).toBe(403);
    const admin = await caller([{ organizationId: 'org-bugs', groupId: 'bug-clinic', roleId: 'admin' }]);
    expect((await admin('POST', '/bugreports/issue', { ...issue(id), Title: 'x' })).statusCode).toBe(400);
    expect((await admin('POST', '/bugreports/issue', { ...issue(id), Body: '' })).statusCode).toBe(400);
    expect(tracker.issues).toHaveLength(before);
  });

  it('says the tracker is unavailable when it stays down, leaves the report unfiled, and files it later', async () => {
    const id = await reportFrom();
    const admin = await caller([{ organizationId: 'org-bugs', groupId: 'bug-clinic', roleId: 'admin' }]);
    tracker.failNext(503, 2);
    const down = await admin('POST', '/bugreports/issue', issue(id));
    expect(down.statusCode).toBe(502);
    expect(down.json().ErrorCode).toBe(4190);
    expect((await admin('GET', `/bugreports/${id}`)).json()).toMatchObject({ IssueId: null, IssueUrl: null });
    expect((await admin('POST', '/bugreports/issue', issue(id))).statusCode).toBe(200);
  });

  it('brings a report sent from the service’s own group to the service’s administrators, not to an organization’s', async () => {
    const id = await reportFrom([{ organizationId: '0', groupId: '0', roleId: 'pat' }]);
    const system = await caller([{ organizationId: '0', groupId: '0', roleId: 'admin' }]);
    expect((await system('GET', '/bugreports')).json().map((r: { Id: string }) => r.Id)).toContain(id);
    expect((await system('POST', '/bugreports/issue', issue(id))).statusCode).toBe(200);
    const clinic = await caller([{ organizationId: 'org-bugs', groupId: 'bug-clinic', roleId: 'admin' }]);
    expect((await clinic('GET', `/bugreports/${id}`)).statusCode).toBe(404);
  });
});
