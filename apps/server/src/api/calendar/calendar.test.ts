import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CalendarDayItems, CalendarMonth, type LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInPatient() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  return { user, login };
}

const month = (login: LoginTokenResponse, query: string) =>
  t.app.inject({ method: 'GET', url: `/api/my/calendar?${query}`, headers: t.headers(login) });
const day = (login: LoginTokenResponse, date: string) =>
  t.app.inject({ method: 'GET', url: `/api/my/calendar/day?date=${date}`, headers: t.headers(login) });

async function addNote(patientId: string, createdIso: string, content = 'En anteckning', deleted = false): Promise<string> {
  const [row] = await t.db.query<{ id: string }>(
    `INSERT INTO notes (patient_id, content, created_date, modified_date, deleted_date, purge_date)
     VALUES ($1, $2, $3, $3, $4, $5) RETURNING id`,
    [patientId, content, createdIso, deleted ? createdIso : null, deleted ? '2099-01-01T00:00:00Z' : null],
  );
  return row!.id;
}

describe('GET /api/my/calendar', () => {
  it('counts live notes per Stockholm-local day, near midnight and across daylight saving', async () => {
    const { user, login } = await signedInPatient();
    const pid = user.patientId!;
    await addNote(pid, '2026-02-28T23:30:00Z'); // 1 March 00:30 CET: March
    await addNote(pid, '2026-03-14T22:59:59Z'); // 14 March 23:59:59 CET
    await addNote(pid, '2026-03-14T23:00:00Z'); // 15 March 00:00 CET
    await addNote(pid, '2026-03-15T10:00:00Z');
    await addNote(pid, '2026-03-15T11:00:00Z', 'I papperskorgen', true); // in the trash: not counted
    await addNote(pid, '2026-03-31T21:59:00Z'); // 31 March 23:59 CEST
    await addNote(pid, '2026-03-31T22:30:00Z'); // 1 April 00:30 CEST: April
    const other = await t.createPatient();
    await addNote(other.patientId!, '2026-03-15T10:00:00Z'); // another patient's: not counted

    const response = await month(login, 'year=2026&month=3');
    expect(response.statusCode).toBe(200);
    expect(CalendarMonth.parse(response.json())).toEqual({
      Year: 2026,
      Month: 3,
      Days: [
        { Date: '2026-03-01', Counts: { Note: 1 } },
        { Date: '2026-03-14', Counts: { Note: 1 } },
        { Date: '2026-03-15', Counts: { Note: 2 } },
        { Date: '2026-03-31', Counts: { Note: 1 } },
      ],
    });
    const april = CalendarMonth.parse((await month(login, 'year=2026&month=4')).json());
    expect(april.Days).toEqual([{ Date: '2026-04-01', Counts: { Note: 1 } }]);
    const february = CalendarMonth.parse((await month(login, 'year=2026&month=2')).json());
    expect(february.Days).toEqual([]);
  });

  it('handles December into January', async () => {
    const { user, login } = await signedInPatient();
    await addNote(user.patientId!, '2026-12-31T22:59:00Z'); // 31 Dec 23:59 CET
    await addNote(user.patientId!, '2026-12-31T23:00:00Z'); // 1 Jan 2027 00:00 CET
    expect(CalendarMonth.parse((await month(login, 'year=2026&month=12')).json()).Days).toEqual([
      { Date: '2026-12-31', Counts: { Note: 1 } },
    ]);
    expect(CalendarMonth.parse((await month(login, 'year=2027&month=1')).json()).Days).toEqual([
      { Date: '2027-01-01', Counts: { Note: 1 } },
    ]);
  });

  it('rejects a missing or invalid month', async () => {
    const { login } = await signedInPatient();
    expect((await month(login, '')).statusCode).toBe(400);
    expect((await month(login, 'year=2026&month=13')).statusCode).toBe(400);
    expect((await month(login, 'year=abc&month=1')).statusCode).toBe(400);
  });

  it('answers 401 without a token and 403 to staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/my/calendar?year=2026&month=3' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/calendar/day?date=2026-03-15' })).statusCode).toBe(401);
    await t.createGroup('clinic-c', 'org-c');
    const staff = await t.createUser({ roles: [{ organizationId: 'org-c', groupId: 'clinic-c', roleId: 'phys' }] });
    const login = await t.login(staff.email);
    expect((await month(login, 'year=2026&month=3')).statusCode).toBe(403);
    expect((await day(login, '2026-03-15')).statusCode).toBe(403);
  });

  it('merges every table with a part in the calendar into one answer', async () => {
    const { user, login } = await signedInPatient();
    await addNote(user.patientId!, '2026-05-02T08:00:00Z');
    // Status reports: three on 2 May, one at 00:30 on 1 May (CEST).
    for (const at of ['2026-05-02T07:00:00Z', '2026-05-02T09:00:00Z', '2026-05-02T10:00:00Z', '2026-04-30T22:30:00Z']) {
      await t.db.query(
        `INSERT INTO status_reports (patient_id, items, item_count, intensities, created_date, modified_date)
         VALUES ($1, '{"pain": {"Intensity": 3, "Previous": null, "LanguageId": "sv"}}', 1, array_fill(NULL::smallint, ARRAY[19]), $2, $2)`,
        [user.patientId, at],
      );
    }
    const result = CalendarMonth.parse((await month(login, 'year=2026&month=5')).json());
    expect(result.Days).toEqual([
      { Date: '2026-05-01', Counts: { StatusReport: 1 } },
      { Date: '2026-05-02', Counts: { Note: 1, StatusReport: 3 } },
    ]);
    const items = CalendarDayItems.parse((await day(login, '2026-05-02')).json());
    expect(items.Items.map((i) => i.ResourceType)).toEqual(['StatusReport', 'Note', 'StatusReport', 'StatusReport']);
    expect(items.Items[0]).toMatchObject({ Title: '1' });
  });
});

describe('GET /api/my/calendar/day', () => {
  it('lists the day’s live notes in Stockholm time, oldest first, with a short title', async () => {
    const { user, login } = await signedInPatient();
    const pid = user.patientId!;
    const late = await addNote(pid, '2026-03-15T22:59:00Z', 'Sent på kvällen'); // 23:59 CET the 15th
    const early = await addNote(pid, '2026-03-14T23:10:00Z', 'Tidig ' + 'x'.repeat(300)); // 00:10 CET the 15th
    await addNote(pid, '2026-03-15T23:00:00Z', 'Nästa dag'); // the 16th
    await addNote(pid, '2026-03-15T12:00:00Z', 'Raderad', true);
    const response = await day(login, '2026-03-15');
    expect(response.statusCode).toBe(200);
    const body = CalendarDayItems.parse(response.json());
    expect(body.Items.map((i) => i.ResourceId)).toEqual([early, late]);
    expect(body.Items[0]).toMatchObject({ ResourceType: 'Note', CreatedDate: '2026-03-14T23:10:00.000Z' });
    expect(body.Items[0]!.Title).toHaveLength(120);
    expect(body.Items[1]!.Title).toBe('Sent på kvällen');
  });

  it('shows nothing of another patient and rejects an invalid date', async () => {
    const a = await signedInPatient();
    const b = await signedInPatient();
    await addNote(a.user.patientId!, '2026-03-15T10:00:00Z', 'Hemligt');
    const response = await day(b.login, '2026-03-15');
    expect(CalendarDayItems.parse(response.json()).Items).toEqual([]);
    expect((await day(b.login, '2026-02-30')).statusCode).toBe(400);
    expect((await day(b.login, 'igår')).statusCode).toBe(400);
  });

  it('reads the month with an index range scan on notes', async () => {
    const { user } = await signedInPatient();
    // Tables in a test are tiny, so the planner would pick a sequential scan; forbid it to see the index is usable.
    const plan = await t.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      return tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT count(*) FROM notes WHERE patient_id = '${user.patientId}' AND deleted_date IS NULL
           AND created_date >= ('2026-03-01'::timestamp AT TIME ZONE 'Europe/Stockholm')
           AND created_date < ('2026-04-01'::timestamp AT TIME ZONE 'Europe/Stockholm')`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Index.*notes_patient_live/);
  });
});
