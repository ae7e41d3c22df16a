import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyAuditLog, NewsItem } from '@symptoms/domain';
import { installShippedProms } from '../../seed/proms';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/harness';
import { startMailServer } from '../../test/mail-server';
import { tablesHolding } from '../../test/tables-holding';
import { CLINIC, personWithEverything, staffTeam, studyContract, turnOnTwoFactor, type Person } from './erasure-fixtures';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let staff: Awaited<ReturnType<typeof staffTeam>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ SMTP_URL: mail.url, LOG_LEVEL: 'error' });
  await t.db.transaction((tx) => installShippedProms(tx));
  staff = await staffTeam(t);
  await studyContract(staff.admin);
  await turnOnTwoFactor(staff.admin);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const count = async (statement: string, ...params: unknown[]) => (await t.db.query<{ n: number }>(statement, params))[0]!.n;
const othersRows = (person: Person) =>
  count('SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND actor_user_id <> $2', person.patientId, person.userId);

/** The search finds the person where they are before they leave: proof that it looks in the right places. */
async function expectFoundBefore(person: Person): Promise<void> {
  const tables = new Set((await tablesHolding(t.db, person.identifiers)).map((hit) => hit.split(':')[0]));
  for (const table of ['users', 'notes', 'patient_uploads', 'bug_reports', 'invites', 'mail_outbox', 'bankid_orders', 'consents']) {
    expect(tables, table).toContain(table);
  }
}

describe('removal', () => {
  // A patient's account is theirs to close: an admin's removal of it is refused (4161, test/units.test.ts);
  // an admin removes staff accounts, below.
  const ways = [['by the person', (person: Person) => person.identity('DELETE', '/my/user', { Password: TEST_PASSWORD })]] as const;

  it.each(ways)(
    '%s leaves no name, address, phone, personnummer or file name of theirs in any table; others’ audit rows stay, pseudonymous',
    async (_, remove) => {
      const person = await personWithEverything(t, mail, staff);
      await expectFoundBefore(person);
      const byOthers = await othersRows(person);
      expect(byOthers).toBeGreaterThan(0);

      expect((await remove(person)).statusCode).toBe(204);

      expect(await tablesHolding(t.db, person.identifiers)).toEqual([]);
      // The account's and the patient's ids remain only as the audit log's pseudonymous references.
      expect(await tablesHolding(t.db, [person.userId, person.patientId])).toEqual(
        [`audit_logs: ${person.patientId}`, `audit_logs: ${person.userId}`].sort(),
      );
      expect(await othersRows(person)).toBeGreaterThanOrEqual(byOthers);
    },
  );
});

describe('anonymisation', () => {
  it('keeps the health data and what the person chose, and nothing that identifies them or leads back to them', async () => {
    const person = await personWithEverything(t, mail, staff);
    await expectFoundBefore(person);
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
    // The account's id joins to nothing of the person: only the blank account row, its patient, the kept study membership and the log hold it.
    const holdingUser = (await tablesHolding(t.db, [person.userId])).map((hit) => hit.split(':')[0]);
    expect(holdingUser).toEqual(['audit_logs', 'memberships', 'patients', 'users']);
    // No share or request lets someone who knew the person go on reading, or asking about, what stays.
    const holdingPatient = (await tablesHolding(t.db, [person.patientId])).map((hit) => hit.split(':')[0]);
    expect(holdingPatient).not.toContain('shares');
    expect(holdingPatient).not.toContain('prom_requests');
    expect((await staff.physician.api('GET', `/patients/${person.patientId}/statusreports`)).statusCode).toBe(404);
    const ended = "SELECT count(*)::int AS n FROM audit_logs WHERE patient_id = $1 AND resource_type = 'Share' AND action_type = 'Delete'";
    expect(await count(ended, person.patientId)).toBe(2);
    expect(
      await count('SELECT count(*)::int AS n FROM memberships WHERE user_id = $1 AND group_id = $2', person.userId, CLINIC.groupId),
    ).toBe(1);
  });
});

describe('a staff member’s removal', () => {
  it('leaves their name nowhere: not in news, bug reports they handled, shares they asked for, invites they sent or the log of what they read', async () => {
    const team = await staffTeam(t);
    const person = await personWithEverything(t, mail, team);
    expect((await team.admin.api('POST', '/admin/news', { Title: 'Nytt i studien', Content: 'Läs mer på mottagningen.' })).statusCode).toBe(
      201,
    );
    const invite = {
      GroupId: CLINIC.groupId,
      RoleId: 'phys',
      Description: `Hälsningar ${team.admin.name}`,
      Invites: [{ Email: `colleague-${Date.now()}@example.com` }],
    };
    expect((await team.admin.identity('POST', '/invites', invite)).statusCode).toBe(201);
    const members = Object.values(team);
    const identifiers = members.flatMap((member) => member.identifiers);
    expect((await tablesHolding(t.db, identifiers)).length).toBeGreaterThan(0);

    for (const member of members) expect((await member.identity('DELETE', '/my/user', { Password: TEST_PASSWORD })).statusCode).toBe(204);

    expect(await tablesHolding(t.db, identifiers)).toEqual([]);
    const others = (await person.api('GET', '/my/auditlogs/others/0/100')).json<MyAuditLog[]>();
    const readers = others.filter((entry) => entry.ActionType === 'View');
    expect(readers.length).toBeGreaterThan(0);
    expect(readers.map((entry) => [entry.ActorName, entry.ActorRemoved])).toEqual(readers.map(() => ['', true]));
    const news = (await person.api('GET', '/news')).json<NewsItem[]>();
    expect(news.find((item) => item.Title === 'Nytt i studien')).toMatchObject({ AuthorName: '' });
    expect(await count('SELECT count(*)::int AS n FROM status_reports WHERE patient_id = $1', person.patientId)).toBe(1);
  });
});
