import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Note, NOTES_PAGE_SIZE } from '@symptoms/domain';
import { migrate } from '../../db/migrate';
import {
  createTestApp,
  insertPatientRow,
  migratedUpTo,
  recordPatientEvents,
  signedInPatient,
  type Method,
  type Published,
  type TestApp,
} from '../../test/harness';
import { toNote, type NoteRow } from './mapping';

let t: TestApp;
let events: Published[];
beforeAll(async () => {
  t = await createTestApp();
  events = recordPatientEvents(t);
});
beforeEach(() => {
  events.length = 0;
});
afterAll(() => t.close());

async function patientWithHelpers() {
  const base = await signedInPatient(t);
  const { call } = base;
  const create = async (content: string) => {
    const response = await call('POST', '/my/notes', { Content: content });
    expect(response.statusCode).toBe(201);
    return Note.parse(response.json());
  };
  return { ...base, create };
}

function auditRows(patientId: string) {
  return t.db.query<{ action_type: string; resource_type: string; resource_id: string; data_before: unknown; data_after: unknown }>(
    'SELECT action_type, resource_type, resource_id, data_before, data_after FROM audit_logs WHERE patient_id = $1 ORDER BY time_stamp, action_type',
    [patientId],
  );
}

describe('POST /api/my/notes', () => {
  it('creates a note as plain text, audits it and tells the patient’s other tabs', async () => {
    const p = await patientWithHelpers();
    const note = await p.create('<script>alert(1)</script> ont i huvudet');
    expect(note).toMatchObject({ Content: '<script>alert(1)</script> ont i huvudet', Version: 0 });
    expect((await p.call('GET', `/my/notes/${note.Id}`)).json()).toEqual(note);
    const audit = await auditRows(p.patientId);
    expect(audit).toEqual([
      expect.objectContaining({
        action_type: 'Create',
        resource_type: 'Note',
        resource_id: note.Id,
        data_after: expect.objectContaining({ Length: 39 }),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain('huvudet');
    expect(events).toEqual([{ patientId: p.patientId, event: 'NoteCreated', payload: { NoteId: note.Id } }]);
  });

  it('accepts 2 and 2000 letters and refuses 1 and 2001, empty, missing and wrong types, in the caller’s language', async () => {
    const p = await patientWithHelpers();
    expect((await p.call('POST', '/my/notes', { Content: 'ab' })).statusCode).toBe(201);
    expect((await p.call('POST', '/my/notes', { Content: 'x'.repeat(2000) })).statusCode).toBe(201);
    const one = await p.call('POST', '/my/notes', { Content: 'a' });
    expect(one.statusCode).toBe(400);
    expect(one.json()).toEqual({ ErrorCode: 4100, Message: 'Uppgifterna är inte giltiga.', Errors: { Content: ['Minst 2 tecken.'] } });
    const long = await p.call('POST', '/my/notes', { Content: 'x'.repeat(2001) }, 'en');
    expect(long.json().Errors).toEqual({ Content: ['At most 2000 characters.'] });
    for (const body of [{ Content: '' }, { Content: '   ' }, {}, { Content: 12 }, { Content: ['ab'] }, [1, 2], null]) {
      const response = await p.call('POST', '/my/notes', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect(events.map((e) => e.event)).toEqual(['NoteCreated', 'NoteCreated']);
    expect((await p.call('GET', '/my/notes')).json()).toHaveLength(2);
  });

  it('drops properties a client may not set', async () => {
    const p = await patientWithHelpers();
    const other = await patientWithHelpers();
    const response = await p.call('POST', '/my/notes', {
      Content: 'hej',
      Id: '00000000-0000-4000-8000-000000000000',
      PatientId: other.patientId,
      Version: 7,
      CreatedDate: '2000-01-01T00:00:00Z',
      _saved: true,
    });
    expect(response.statusCode).toBe(201);
    const note = Note.parse(response.json());
    expect(note.Id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(note.Version).toBe(0);
    expect(note.CreatedDate.startsWith('2000')).toBe(false);
    expect((await other.call('GET', '/my/notes')).json()).toEqual([]);
  });

  it('refuses __proto__ in the body', async () => {
    const p = await patientWithHelpers();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/my/notes',
      headers: { ...t.headers(p.login), 'content-type': 'application/json' },
      payload: '{"__proto__": {"isAdmin": true}, "Content": "hej hej"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe(4100);
  });
});

describe('GET /api/my/notes', () => {
  it('pages live notes newest first, 30 at a time', async () => {
    const p = await patientWithHelpers();
    const ids: string[] = [];
    for (let i = 0; i < NOTES_PAGE_SIZE + 5; i++) ids.push((await p.create(`note ${i}`)).Id);
    const first = (await p.call('GET', '/my/notes')).json<Note[]>();
    expect(first).toHaveLength(NOTES_PAGE_SIZE);
    expect(first[0]!.Content).toBe(`note ${NOTES_PAGE_SIZE + 4}`);
    const second = (await p.call('GET', '/my/notes?page=1&take=30')).json<Note[]>();
    expect(second.map((n) => n.Content)).toEqual(['note 4', 'note 3', 'note 2', 'note 1', 'note 0']);
    expect(new Set([...first, ...second].map((n) => n.Id))).toEqual(new Set(ids));
    expect((await p.call('GET', '/my/notes?page=0&take=2')).json()).toHaveLength(2);
    for (const query of ['page=-1', 'take=0', 'take=101', 'page=abc']) {
      expect((await p.call('GET', `/my/notes?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('pages by keyset with after=<id>, also after a deleted note, and answers 404 for an unknown or foreign cursor', async () => {
    const p = await patientWithHelpers();
    const other = await patientWithHelpers();
    for (let i = 0; i < 7; i++) await p.create(`note ${i}`);
    const page = async (query: string) => (await p.call('GET', `/my/notes?${query}`)).json<Note[]>();
    const first = await page('take=3');
    expect(first.map((n) => n.Content)).toEqual(['note 6', 'note 5', 'note 4']);
    const second = await page(`take=3&after=${first[2]!.Id}`);
    expect(second.map((n) => n.Content)).toEqual(['note 3', 'note 2', 'note 1']);
    await p.call('POST', `/my/notes/${second[2]!.Id}/delete`);
    expect((await page(`take=3&after=${second[2]!.Id}`)).map((n) => n.Content)).toEqual(['note 0']);
    const lastId = (await page(`take=3&after=${second[1]!.Id}`))[0]!.Id;
    expect(await page(`after=${lastId}`)).toEqual([]);
    expect((await p.call('GET', '/my/notes?after=00000000-0000-4000-8000-000000000009')).statusCode).toBe(404);
    const foreign = await other.create('deras');
    expect((await p.call('GET', `/my/notes?after=${foreign.Id}`)).statusCode).toBe(404);
    expect((await p.call('GET', '/my/notes?after=nope')).statusCode).toBe(400);
  });

  it('writes each note in the list as GET my/notes/{id} writes it, after a change and a restore too', async () => {
    const p = await patientWithHelpers();
    // C0 control characters other than tab and line breaks are refused at the door (platform/validation.ts); C1 and zero-width ones are text.
    const tricky = ['"citat" och \\ snedstreck', 'rad 1\nrad 2\ttabb \u0085 \u200b', 'åäö ÅÄÖ 😀 \u2028 </script>'];
    const notes = [];
    for (const content of tricky) notes.push(await p.create(content));
    const changed = await p.call('PUT', `/my/notes/${notes[0]!.Id}`, { Content: 'ändrad "igen"', Version: 0 });
    expect(changed.statusCode).toBe(200);
    await p.call('POST', `/my/notes/${notes[1]!.Id}/delete`);
    await p.call('POST', `/my/notes/${notes[1]!.Id}/restore`);
    const list = await p.call('GET', '/my/notes');
    expect(list.headers['content-type']).toBe('application/json; charset=utf-8');
    const ones = [];
    for (const note of [...notes].reverse()) ones.push((await p.call('GET', `/my/notes/${note.Id}`)).body);
    expect(list.body).toBe(`[${ones.join(',')}]`);
    expect(list.json()).toEqual(ones.map((one) => JSON.parse(one)));
    expect(z.array(Note).parse(list.json())).toHaveLength(3);
    expect(list.json<Note[]>().map((n) => n.Version)).toEqual([0, 2, 1]);
  });

  it('uses the notes_patient_live index', async () => {
    const p = await patientWithHelpers();
    await p.create('indexed');
    await t.db.query('SET enable_seqscan = off');
    try {
      const plan = await t.db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT id, created_date FROM notes WHERE patient_id = $1 AND deleted_date IS NULL
           ORDER BY created_date DESC, id DESC OFFSET 0 LIMIT 30`,
        [p.patientId],
      );
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('notes_patient_live');
    } finally {
      await t.db.query('SET enable_seqscan = on');
    }
  });
});

describe('access', () => {
  it('answers 404 for another patient’s note on every route and changes nothing', async () => {
    const owner = await patientWithHelpers();
    const intruder = await patientWithHelpers();
    const note = await owner.create('mitt eget');
    const calls: [Method, string, unknown?][] = [
      ['GET', `/my/notes/${note.Id}`],
      ['PUT', `/my/notes/${note.Id}`, { Content: 'kapad', Version: 0 }],
      ['POST', `/my/notes/${note.Id}/delete`],
      ['POST', `/my/notes/${note.Id}/restore`],
      ['DELETE', `/my/notes/${note.Id}`],
    ];
    for (const [method, url, body] of calls) {
      const response = await intruder.call(method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().ErrorCode).toBe(4101);
      expect(response.body).not.toContain('mitt eget');
    }
    expect((await owner.call('GET', `/my/notes/${note.Id}`)).json()).toEqual(note);
    expect(await auditRows(intruder.patientId)).toEqual([]);
    expect((await auditRows(owner.patientId)).map((r) => r.action_type)).toEqual(['Create']);
  });

  it('answers 401 without a token and 403 to a staff role', async () => {
    await t.createGroup('clinic-n', 'org-n');
    const staff = await t.createUser({ roles: [{ organizationId: 'org-n', groupId: 'clinic-n', roleId: 'phys' }] });
    const staffLogin = await t.login(staff.email);
    const id = '00000000-0000-4000-8000-000000000001';
    const routes: [Method, string, unknown?][] = [
      ['GET', '/my/notes'],
      ['GET', `/my/notes/${id}`],
      ['POST', '/my/notes', { Content: 'hej' }],
      ['PUT', `/my/notes/${id}`, { Content: 'hej', Version: 0 }],
      ['POST', `/my/notes/${id}/delete`],
      ['POST', `/my/notes/${id}/restore`],
      ['DELETE', `/my/notes/${id}`],
      ['GET', '/my/historyitems'],
      ['GET', '/my/trash'],
      ['POST', '/my/trash/restore', { Ids: [id] }],
      ['POST', '/my/trash/purge', { Ids: [id] }],
    ];
    for (const [method, url, payload] of routes) {
      const anonymous = await t.app.inject({ method, url: `/api${url}`, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const asStaff = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(staffLogin), payload: payload as object });
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('answers 400 for an id that is not a UUID', async () => {
    const p = await patientWithHelpers();
    expect((await p.call('GET', '/my/notes/not-an-id')).statusCode).toBe(400);
  });
});

describe('PUT /api/my/notes/{id}', () => {
  it('changes the content, bumps Version, audits before and after and publishes NoteUpdated', async () => {
    const p = await patientWithHelpers();
    const note = await p.create('första');
    events.length = 0;
    const response = await p.call('PUT', `/my/notes/${note.Id}`, { Content: 'andra versionen', Version: 0 });
    expect(response.statusCode).toBe(200);
    const updated = Note.parse(response.json());
    expect(updated).toMatchObject({ Id: note.Id, Content: 'andra versionen', Version: 1, CreatedDate: note.CreatedDate });
    expect(updated.ModifiedDate >= note.ModifiedDate).toBe(true);
    const audit = await auditRows(p.patientId);
    expect(audit[1]).toMatchObject({
      action_type: 'Update',
      data_before: { Version: 0, Length: 6 },
      data_after: { Version: 1, Length: 15 },
    });
    expect(events).toEqual([{ patientId: p.patientId, event: 'NoteUpdated', payload: { NoteId: note.Id } }]);
  });

  it('answers 409/4003 for a stale Version and changes nothing', async () => {
    const p = await patientWithHelpers();
    const note = await p.create('första');
    expect((await p.call('PUT', `/my/notes/${note.Id}`, { Content: 'andra', Version: 0 })).statusCode).toBe(200);
    events.length = 0;
    const stale = await p.call('PUT', `/my/notes/${note.Id}`, { Content: 'tredje', Version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ ErrorCode: 4003 });
    expect((await p.call('GET', `/my/notes/${note.Id}`)).json()).toMatchObject({ Content: 'andra', Version: 1 });
    expect((await auditRows(p.patientId)).map((r) => r.action_type)).toEqual(['Create', 'Update']);
    expect(events).toEqual([]);
  });

  it('validates the body like create and needs a Version', async () => {
    const p = await patientWithHelpers();
    const note = await p.create('första');
    for (const body of [
      { Content: 'a', Version: 0 },
      { Content: 'x'.repeat(2001), Version: 0 },
      { Content: 'ok ok' },
      { Content: 'ok', Version: 'one' },
    ]) {
      expect((await p.call('PUT', `/my/notes/${note.Id}`, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });

  it('does not change a note in the trash', async () => {
    const p = await patientWithHelpers();
    const note = await p.create('första');
    expect((await p.call('POST', `/my/notes/${note.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('PUT', `/my/notes/${note.Id}`, { Content: 'ändrad', Version: 1 })).statusCode).toBe(404);
  });
});

describe('delete, restore and purge', () => {
  it('delete → trash → restore brings the note back whole → delete → purge removes it', async () => {
    const p = await patientWithHelpers();
    const note = await p.create('att minnas');
    await p.call('PUT', `/my/notes/${note.Id}`, { Content: 'att minnas, ändrad', Version: 0 });
    const edited = Note.parse((await p.call('GET', `/my/notes/${note.Id}`)).json());
    events.length = 0;

    expect((await p.call('POST', `/my/notes/${note.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('GET', `/my/notes/${note.Id}`)).statusCode).toBe(404);
    expect((await p.call('GET', '/my/notes')).json()).toEqual([]);
    const trash = (await p.call('GET', '/my/trash')).json();
    expect(trash).toEqual([
      expect.objectContaining({
        Id: note.Id,
        ResourceType: 'Note',
        ResourceDescription: 'att minnas, ändrad',
        PatientId: p.patientId,
        Research: false,
      }),
    ]);
    const days = (new Date(trash[0].PurgeDate).getTime() - new Date(trash[0].DeletedDate).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    expect((await p.call('POST', `/my/notes/${note.Id}/delete`)).statusCode).toBe(404);

    const restored = await p.call('POST', `/my/notes/${note.Id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      Id: note.Id,
      Content: edited.Content,
      CreatedDate: edited.CreatedDate,
      ModifiedDate: edited.ModifiedDate,
    });
    expect((await p.call('GET', '/my/trash')).json()).toEqual([]);
    expect((await p.call('POST', `/my/notes/${note.Id}/restore`)).statusCode).toBe(404);
    expect((await p.call('DELETE', `/my/notes/${note.Id}`)).statusCode).toBe(404); // live notes go to the trash first

    expect((await p.call('POST', `/my/notes/${note.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('DELETE', `/my/notes/${note.Id}`)).statusCode).toBe(204);
    expect((await p.call('GET', '/my/trash')).json()).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM notes WHERE id = $1', [note.Id])).toEqual([]);

    const audit = await auditRows(p.patientId);
    expect(audit.map((r) => r.action_type)).toEqual(['Create', 'Update', 'Delete', 'Restore', 'Delete', 'Purge']);
    expect(JSON.stringify(audit)).not.toContain('minnas');
    expect(events.map((e) => e.event)).toEqual(['NoteDeleted', 'NoteCreated', 'NoteDeleted', 'NoteDeleted']);
  });
});

describe('migrations 0012 to 0015: the notes stored before keep every field, without a stored API form', () => {
  it('leaves notes live or in the trash as they were, and drops the stored form and its trigger', async () => {
    const { db, drop } = await migratedUpTo('0011_symptom_marks.sql');
    try {
      const patientId = await insertPatientRow(db);
      const contents = ['"citat" \\ \n\t \u0001 åäö 😀 \u2028', 'vanlig anteckning', 'i papperskorgen'];
      for (const [i, content] of contents.entries()) {
        await db.query(
          `INSERT INTO notes (patient_id, content, created_date, modified_date, version, deleted_date, purge_date)
           VALUES ($1, $2, '2025-01-02 03:04:05.678901+00'::timestamptz + $3 * interval '1 day', '2025-02-03 04:05:06.7+00', $3,
                   CASE WHEN $3 = 2 THEN now() END, CASE WHEN $3 = 2 THEN now() + interval '30 days' END)`,
          [patientId, content, i],
        );
      }
      const before = await db.query<NoteRow>('SELECT id, content, created_date, modified_date, version FROM notes ORDER BY version');

      await migrate(db);
      await db.query(`UPDATE notes SET content = content || ' på nytt' WHERE version = 1`);

      const rows = await db.query<NoteRow>('SELECT id, content, created_date, modified_date, version FROM notes ORDER BY version');
      expect(rows.map(toNote)).toEqual(before.map((row, i) => toNote(i === 1 ? { ...row, content: `${row.content} på nytt` } : row)));
      expect(toNote(rows[0]!)).toMatchObject({ Content: contents[0], CreatedDate: '2025-01-02T03:04:05.678Z' });
      const columns = await db.query(
        "SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'notes' AND column_name = 'api_json'",
      );
      expect(columns).toEqual([]);
    } finally {
      await drop();
    }
  });
});
