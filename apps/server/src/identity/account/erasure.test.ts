import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { startMailServer } from '../../test/mail-server';
import { tablesHolding } from '../../test/tables-holding';
import { personWithEverything, staffTeam, type Person } from './erasure-fixtures';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let staff: Awaited<ReturnType<typeof staffTeam>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ SMTP_URL: mail.url, LOG_LEVEL: 'error' });
  await t.db.transaction((tx) => installShippedProms(tx));
  staff = await staffTeam(t);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const count = async (statement: string, ...params: unknown[]) => (await t.db.query<{ n: number }>(statement, params))[0]!.n;

/** The tables that held the person before: proof that the search finds what it looks for. */
async function holdingBefore(person: Person): Promise<string[]> {
  const found = await tablesHolding(t.db, person.identifiers);
  const tables = new Set(found.map((hit) => hit.split(':')[0]));
  for (const table of ['users', 'notes', 'patient_uploads', 'bug_reports', 'invites', 'mail_outbox', 'bankid_orders', 'consents']) {
    expect(tables, table).toContain(table);
  }
  return found;
}

describe('removal', () => {
  it('leaves no name, address, phone, personnummer or file name of the person in any table; others’ audit rows stay, pseudonymous', async () => {
    const person = await personWithEverything(t, mail, staff);
    await holdingBefore(person);
    const othersRows = await count(
      'SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND actor_user_id <> $2',
      person.patientId,
      person.userId,
    );
    expect(othersRows).toBeGreaterThan(0);

    expect((await person.identity('DELETE', '/my/user', { Password: TEST_PASSWORD })).statusCode).toBe(204);

    expect(await tablesHolding(t.db, person.identifiers)).toEqual([]);
    // The account's and the patient's ids remain only as the audit log's pseudonymous references.
    expect(await tablesHolding(t.db, [person.userId, person.patientId])).toEqual(
      [`audit_logs: ${person.patientId}`, `audit_logs: ${person.userId}`].sort(),
    );
    expect(
      await count(
        'SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND actor_user_id <> $2',
        person.patientId,
        person.userId,
      ),
    ).toBeGreaterThanOrEqual(othersRows);
  });
});

describe('anonymisation', () => {
  it('keeps the health data and what the person chose, and nothing that identifies them or leads back to them', async () => {
    const person = await personWithEverything(t, mail, staff);
    await holdingBefore(person);
    const options = {
      Password: TEST_PASSWORD,
      Reference: true,
      Anonymize: true,
      Age: true,
      Gender: true,
      AreaCode: false,
      City: false,
      Region: false,
    };

    expect((await person.identity('POST', '/my/user/anonymize', options)).statusCode).toBe(204);

    expect(await tablesHolding(t.db, person.identifiers)).toEqual([]);
    for (const table of ['status_reports', 'symptom_reports', 'prom_reports']) {
      expect(await count(`SELECT count(*)::int AS n FROM ${table} WHERE patient_id = $1`, person.patientId), table).toBe(1);
    }
    const [kept] = await t.db.query('SELECT birthyear, gender, area_code, city FROM patients WHERE id = $1', [person.patientId]);
    expect(kept).toEqual({ birthyear: 1980, gender: 'female', area_code: null, city: null });
    // The account id joins to nothing of the person: only the blank account row, its patient, the kept study membership and the log hold it.
    const holdingUser = (await tablesHolding(t.db, [person.userId])).map((hit) => hit.split(':')[0]);
    expect(holdingUser).toEqual(['audit_logs', 'memberships', 'patients', 'users']);
    // No share lets a clinician who knew the person go on reading the data.
    const holdingPatient = (await tablesHolding(t.db, [person.patientId])).map((hit) => hit.split(':')[0]);
    expect(holdingPatient).not.toContain('shares');
    expect(holdingPatient).not.toContain('prom_requests');
    expect((await staff.physician.api('GET', `/patients/${person.patientId}/statusreports`)).statusCode).toBe(404);
  });
});
