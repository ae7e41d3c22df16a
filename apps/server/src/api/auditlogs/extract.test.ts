import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, TEST_PASSWORD, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('clinic-x', 'org-x');
});
afterAll(() => t.close());

async function caller(roleId: 'pat' | 'phys', language = 'sv') {
  const user = await t.createUser(roleId === 'phys' ? { roles: [{ organizationId: 'org-x', groupId: 'clinic-x', roleId }] } : {});
  const login = await t.login(user.email);
  const call = (method: Method, url: string, body?: unknown, lang = language) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': lang }), payload: body as object });
  const removeAccount = () =>
    t.app.inject({ method: 'DELETE', url: '/identity/my/user', headers: t.headers(login), payload: { Password: TEST_PASSWORD } });
  return { ...user, call, removeAccount };
}

/** The extract's rows, the header first, with the byte-order mark checked and taken off. */
function rows(body: string): string[][] {
  expect(body.charCodeAt(0)).toBe(0xfeff);
  return parse(body.slice(1), { delimiter: ';' });
}

it('gives the patient every entry of their log as a CSV file in their language, others’ reads with name and role', async () => {
  const patient = await caller('pat');
  const physician = await caller('phys');
  expect((await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] })).statusCode).toBe(201);
  expect((await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email, StatusReports: true })).statusCode).toBe(201);
  expect((await physician.call('GET', `/patients/${patient.patientId}/statusreports`)).statusCode).toBe(200);

  const response = await patient.call('GET', '/my/auditlogs/extract');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="loggutdrag-\d{8}\.csv"$/);
  const [header, ...entries] = rows(response.body);
  expect(header).toEqual(['Tidpunkt', 'Händelse', 'Vad', 'Utförd av', 'Roll', 'Post']);
  expect(entries.map((r) => r.slice(1, 5))).toEqual([
    ['Läst', 'Statusrapport', 'Test Person', 'läkare'],
    ['Skapat', 'Delning', 'Du', 'patient'],
    ['Skapat', 'Statusrapport', 'Du', 'patient'],
  ]);
  expect(entries[0]![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

  const english = await patient.call('GET', '/my/auditlogs/extract', undefined, 'en');
  expect(english.headers['content-disposition']).toMatch(/filename="audit-log-\d{8}\.csv"/);
  expect(rows(english.body)[1]!.slice(1, 5)).toEqual(['Read', 'Status report', 'Test Person', 'physician']);
});

it('names a reader whose account is gone as a removed user, with the role they had', async () => {
  const patient = await caller('pat');
  const physician = await caller('phys');
  expect((await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 4 }] })).statusCode).toBe(201);
  expect((await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email, StatusReports: true })).statusCode).toBe(201);
  expect((await physician.call('GET', `/patients/${patient.patientId}/statusreports`)).statusCode).toBe(200);
  expect((await physician.removeAccount()).statusCode).toBe(204);

  expect(rows((await patient.call('GET', '/my/auditlogs/extract')).body)[1]!.slice(1, 5)).toEqual([
    'Läst',
    'Statusrapport',
    'Borttagen användare',
    'läkare',
  ]);
  const english = rows((await patient.call('GET', '/my/auditlogs/extract', undefined, 'en')).body);
  expect(english[1]!.slice(1, 5)).toEqual(['Read', 'Status report', 'Removed user', 'physician']);
});

it('reads past one batch, and keeps a name that looks like a formula as text', async () => {
  const patient = await caller('pat');
  await t.db.query(
    `INSERT INTO audit_logs (patient_id, actor_role, actor_name, resource_type, resource_id, action_type, time_stamp)
     SELECT $1, 'phys', '=HYPERLINK("x")', 'Note', 'n' || i, 'View', now() - make_interval(secs => i)
       FROM generate_series(1, 250) AS i`,
    [patient.patientId],
  );
  const [, ...entries] = rows((await patient.call('GET', '/my/auditlogs/extract')).body);
  expect(entries).toHaveLength(250);
  expect(new Set(entries.map((r) => r[5])).size).toBe(250);
  expect(entries[0]![3]).toBe(`'=HYPERLINK("x")`);
});

it('is the caller’s own log only: another patient’s entries never appear, and staff without a patient have none', async () => {
  const patient = await caller('pat');
  const other = await caller('pat');
  expect((await other.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 2 }] })).statusCode).toBe(201);
  const [, ...entries] = rows((await patient.call('GET', '/my/auditlogs/extract')).body);
  expect(entries).toEqual([]);
  const physician = await caller('phys');
  expect((await physician.call('GET', '/my/auditlogs/extract')).statusCode).toBe(403);
});
