import { afterAll, beforeAll, expect, it } from 'vitest';
import { AREAS } from '../../areas';
import { sql } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';

/**
 * Deep pages of the audit log (the page 300): a page that starts after the entry the client
 * has is the same page as by offset, among another patient's entries. How fast is the bench's and
 * the note's business, not a pass/fail test's.
 */
let t: TestApp;
let page: (url: string) => Promise<string[]>;
let patientId: string;
beforeAll(async () => {
  t = await createTestApp({}, undefined, AREAS);
  const user = await t.createPatient();
  patientId = user.patientId!;
  const login = await t.login(user.email);
  const other = await t.createPatient();
  await t.db.query(
    `INSERT INTO audit_logs (patient_id, actor_role, actor_name, resource_type, resource_id, action_type, time_stamp)
     SELECT CASE WHEN i % 2 = 0 THEN $1::uuid ELSE $2::uuid END, 'system', 'Symptoms', 'Note', 'n' || i, 'View', now() - make_interval(secs => i)
       FROM generate_series(1, 13000) AS i`,
    [user.patientId, other.patientId],
  );
  page = async (url) => {
    const response = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(login) });
    return response.json<{ Id: string }[]>().map((e) => e.Id);
  };
}, 60_000);
afterAll(() => t.close());

it('gives page 300 after the entry the client has, the same as by offset, and only the patient’s own', async () => {
  const [last] = await t.db.query<{ id: string }>(
    sql`SELECT id FROM audit_logs WHERE patient_id = ${patientId}::uuid ORDER BY time_stamp DESC, id DESC OFFSET 5979 LIMIT 1`,
  );
  const after = await page(`/my/auditlogs/0/20?after=${last!.id}`);
  const byOffset = await page('/my/auditlogs/5980/20');
  expect(after).toHaveLength(20);
  expect(after).toEqual(byOffset);
  const owners = await t.db.query<{ patient_id: string }>(sql`SELECT DISTINCT patient_id FROM audit_logs WHERE id = ANY(${after}::uuid[])`);
  expect(owners.map((o) => o.patient_id)).toEqual([patientId]);
}, 60_000);
