import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoryItem, Note } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { listHistory, type HistorySource } from '../../platform/history-sources';
import { noteHistorySource } from '../notes/history';

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

  it('merges several sources by date (how symptom and PROM reports will plug in)', async () => {
    const p = await signedInPatient();
    const first = await p.create('först');
    await new Promise((r) => setTimeout(r, 5));
    const later = await p.create('senare');
    // A second source over the same table stands in for a report area: every other item is a "PromReport".
    const fake: HistorySource = {
      resourceType: 'PromReport',
      keysSql: `SELECT id AS resource_id, created_date + interval '1 millisecond' AS created_date FROM notes WHERE patient_id = $1 AND deleted_date IS NULL AND id = '${first.Id}'`,
      load: async (_q, _p, ids) =>
        new Map(
          ids.map((id) => [id, { createdDate: new Date(first.CreatedDate), modifiedDate: new Date(first.CreatedDate), item: { Id: id } }]),
        ),
    };
    const items = await listHistory(t.db, [noteHistorySource, fake], p.patientId, { page: 0, take: 10 });
    expect(items.map((i) => [i.ResourceType, i.ResourceId])).toEqual([
      ['Note', later.Id],
      ['PromReport', first.Id],
      ['Note', first.Id],
    ]);
  });
});
