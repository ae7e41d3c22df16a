import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryItem, Note, type HistoryQuery } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { sql } from '../../db/sql';
import { SYSTEM_ACTOR } from '../../platform/audit';
import { defineRecords } from '../../platform/records';
import { systemRecords } from '../../platform/records/system';
import { historyPageJson } from '../../platform/records/history';
import { createTestApp, type TestApp } from '../../test/harness';
import { noteRecords } from '../notes/records';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInPatient() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: payload as object });
  const create = async (content: string) => Note.parse((await call('POST', '/my/notes', { Content: content })).json());
  return { patientId: user.patientId!, call, create };
}

describe('GET /api/my/historyitems', () => {
  it('lists notes newest first as HistoryItems with the note embedded, and leaves deleted ones out', async () => {
    const p = await signedInPatient();
    const a = await p.create('första');
    const b = await p.create('andra');
    const c = await p.create('tredje');
    await p.call('POST', `/my/notes/${b.Id}/delete`);
    const response = await p.call('GET', '/my/historyitems');
    expect(response.statusCode).toBe(200);
    const items = response.json<HistoryItem[]>();
    expect(items).toEqual([
      { ResourceId: c.Id, ResourceType: 'Note', CreatedDate: c.CreatedDate, ModifiedDate: c.ModifiedDate, Item: c },
      { ResourceId: a.Id, ResourceType: 'Note', CreatedDate: a.CreatedDate, ModifiedDate: a.ModifiedDate, Item: a },
    ]);
    expect(items.every((i) => HistoryItem.safeParse(i).success)).toBe(true);
    const other = await signedInPatient();
    expect((await other.call('GET', '/my/historyitems')).json()).toEqual([]);
  });

  it('writes each note entry byte for byte: its head, and the note as GET my/notes/{id} writes it (even a note quoting a date field)', async () => {
    const p = await signedInPatient();
    const tricky = [
      '"citat" och \\ snedstreck, "CreatedDate":"1999-01-01T00:00:00.000Z"',
      // C0 controls other than tab and line breaks are refused at the door (platform/validation.ts).
      'rad 1\nrad 2\ttabb \u0085 \u200b',
      'åäö ÅÄÖ 😀 \u2028 </script>',
    ];
    const notes: Note[] = [];
    for (const content of tricky) notes.push(await p.create(content));
    await p.call('POST', `/my/notes/${notes[1]!.Id}/delete`);
    await p.call('POST', `/my/notes/${notes[1]!.Id}/restore`);
    const history = await p.call('GET', '/my/historyitems');
    expect(history.headers['content-type']).toBe('application/json; charset=utf-8');
    const entries = [];
    for (const note of [...notes].reverse()) {
      const one = (await p.call('GET', `/my/notes/${note.Id}`)).body;
      const head = { ResourceId: note.Id, ResourceType: 'Note', CreatedDate: note.CreatedDate, ModifiedDate: note.ModifiedDate };
      entries.push(`${JSON.stringify(head).slice(0, -1)},"Item":${one}}`);
    }
    expect(history.body).toBe(`[${entries.join(',')}]`);
    expect(z.array(HistoryItem).parse(history.json())).toHaveLength(3);
  });

  it('pages with page and take', async () => {
    const p = await signedInPatient();
    for (let i = 0; i < 7; i++) await p.create(`note ${i}`);
    const page = async (n: number) =>
      (await p.call('GET', `/my/historyitems?page=${n}&take=3`)).json<HistoryItem[]>().map((i) => (i.Item as Note).Content);
    expect(await page(0)).toEqual(['note 6', 'note 5', 'note 4']);
    expect(await page(1)).toEqual(['note 3', 'note 2', 'note 1']);
    expect(await page(2)).toEqual(['note 0']);
    expect(await page(3)).toEqual([]);
    expect((await p.call('GET', '/my/historyitems?take=500')).statusCode).toBe(400);
  });

  it('pages with after (keyset): each page starts right after the last item shown', async () => {
    const p = await signedInPatient();
    const notes: Note[] = [];
    for (let i = 0; i < 7; i++) notes.push(await p.create(`note ${i}`));
    const page = async (after?: string) =>
      (await p.call('GET', `/my/historyitems?take=3${after ? `&after=${after}` : ''}`)).json<HistoryItem[]>();
    const first = await page();
    expect(first.map((i) => (i.Item as Note).Content)).toEqual(['note 6', 'note 5', 'note 4']);
    const second = await page(first.at(-1)!.ResourceId);
    expect(second.map((i) => (i.Item as Note).Content)).toEqual(['note 3', 'note 2', 'note 1']);
    expect((await page(second.at(-1)!.ResourceId)).map((i) => (i.Item as Note).Content)).toEqual(['note 0']);
    expect(await page(notes[0]!.Id)).toEqual([]);
    // With the cursor's type named, the same pages.
    const typed = await p.call('GET', `/my/historyitems?take=3&after=${first.at(-1)!.ResourceId}&afterType=Note`);
    expect(typed.body).toBe(JSON.stringify(second));
    // A cursor that is not the caller's, not of the type named, or not an id or a type at all.
    const other = await signedInPatient();
    expect((await other.call('GET', `/my/historyitems?after=${notes[3]!.Id}`)).statusCode).toBe(404);
    expect((await other.call('GET', `/my/historyitems?after=${notes[3]!.Id}&afterType=Note`)).statusCode).toBe(404);
    expect((await p.call('GET', `/my/historyitems?after=${notes[3]!.Id}&afterType=PromReport`)).statusCode).toBe(404);
    expect((await p.call('GET', '/my/historyitems?after=nope')).statusCode).toBe(400);
    expect((await p.call('GET', `/my/historyitems?after=${notes[3]!.Id}&afterType=Status`)).statusCode).toBe(400);
  });

  it('merges several sources by date, with page and with after', async () => {
    const p = await signedInPatient();
    const first = await p.create('först');
    await new Promise((r) => setTimeout(r, 5));
    const later = await p.create('senare');
    // A second table stands in for a report area, with one item between the two notes.
    await t.db.exec(`CREATE TABLE IF NOT EXISTS history_test_items (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(), patient_id uuid NOT NULL, label text NOT NULL,
      created_date timestamptz NOT NULL, modified_date timestamptz NOT NULL, deleted_date timestamptz)`);
    const [between] = await t.db.query<{ id: string }>(
      `INSERT INTO history_test_items (patient_id, label, created_date, modified_date)
       VALUES ($1, 'mellan', $2::timestamptz + interval '1 millisecond', $2::timestamptz + interval '1 millisecond') RETURNING id`,
      [p.patientId, first.CreatedDate],
    );
    const fake = defineRecords<Row & { id: string; label: string }>({
      area: 'promreports',
      resourceType: 'HistoryTestItem',
      table: 'history_test_items',
      columns: ['id', 'label', 'created_date', 'modified_date'],
      audit: sql`jsonb_build_object('Id', id)`,
      trash: { resourceType: 'PromReport', describe: (row) => row.label },
      history: {
        resourceType: 'PromReport',
        schema: z.object({ Id: z.string(), Label: z.string() }),
        items: (_scope, rows) => rows.map((row) => ({ Id: row.id, Label: row.label })),
      },
    });
    const tables = [noteRecords, fake];
    const list = async (paging: HistoryQuery, q: Queryable = t.db) =>
      JSON.parse(await historyPageJson(systemRecords(t.app.deps, p.patientId, SYSTEM_ACTOR, q), tables, paging)) as HistoryItem[];
    const all = await list({ page: 0, take: 10 });
    expect(all.map((i) => [i.ResourceType, i.ResourceId])).toEqual([
      ['Note', later.Id],
      ['PromReport', between!.id],
      ['Note', first.Id],
    ]);
    // The built entry has its source's columns and dates; the notes' items are whole.
    const [row] = await t.db.query<{ created_date: Date }>('SELECT created_date FROM history_test_items WHERE id = $1', [between!.id]);
    expect(all[1]).toEqual({
      ResourceId: between!.id,
      ResourceType: 'PromReport',
      CreatedDate: row!.created_date.toISOString(),
      ModifiedDate: row!.created_date.toISOString(),
      Item: { Id: between!.id, Label: 'mellan' },
    });
    expect(all[0]!.Item).toEqual(later);
    expect((await list({ page: 1, take: 1 })).map((i) => i.ResourceId)).toEqual([between!.id]);
    expect((await list({ page: 0, take: 5, after: between!.id })).map((i) => i.ResourceId)).toEqual([first.Id]);
    expect((await list({ page: 0, take: 5, after: between!.id, afterType: 'PromReport' })).map((i) => i.ResourceId)).toEqual([first.Id]);
    expect((await list({ page: 0, take: 5, after: later.Id, afterType: 'Note' })).map((i) => i.ResourceId)).toEqual([
      between!.id,
      first.Id,
    ]);
    // No source of the type named: the cursor cannot be found.
    await expect(list({ page: 0, take: 5, after: later.Id, afterType: 'SymptomReport' })).rejects.toMatchObject({ status: 404 });
    // The page and its records are one statement (one snapshot): an item deleted after it is not half written.
    let statements = 0;
    const counting: Queryable = {
      query: async (statement, params) => {
        statements++;
        return t.db.query(statement, params);
      },
    };
    expect((await list({ page: 0, take: 10 }, counting)).map((i) => i.ResourceId)).toEqual([later.Id, between!.id, first.Id]);
    expect(statements).toBe(1);
    await t.db.query('UPDATE history_test_items SET deleted_date = now() WHERE id = $1', [between!.id]);
    expect((await list({ page: 0, take: 10 })).map((i) => i.ResourceId)).toEqual([later.Id, first.Id]);
  });
});
