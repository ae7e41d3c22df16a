import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Note, TrashItem } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';
import { TRASH_PURGE_JOB } from '../../platform/records/trash';

let t: TestApp;
const events: { patientId: string; event: string; payload: unknown }[] = [];
beforeAll(async () => {
  t = await createTestApp();
  vi.spyOn(t.app.deps.realtime, 'toPatient').mockImplementation((patientId, event, payload) => {
    events.push({ patientId, event, payload });
  });
});
afterAll(() => t.close());

async function signedInPatient() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: payload as object });
  const trashed = async (...contents: string[]) => {
    const notes: Note[] = [];
    for (const content of contents) {
      const note = Note.parse((await call('POST', '/my/notes', { Content: content })).json());
      expect((await call('POST', `/my/notes/${note.Id}/delete`)).statusCode).toBe(204);
      notes.push(note);
    }
    return notes;
  };
  const trash = async () => (await call('GET', '/my/trash')).json<TrashItem[]>();
  return { patientId: user.patientId!, call, trashed, trash };
}

const actions = (patientId: string) =>
  t.db.query<{ action_type: string; resource_id: string; actor_role: string }>(
    'SELECT action_type, resource_id, actor_role FROM audit_logs WHERE patient_id = $1 ORDER BY time_stamp',
    [patientId],
  );

describe('GET /api/my/trash', () => {
  it('lists the patient’s deleted items, newest deletion first, with the note’s beginning as description', async () => {
    const p = await signedInPatient();
    const long = 'Lång anteckning '.repeat(20);
    const [a, b] = await p.trashed('första', long);
    const items = await p.trash();
    expect(items.map((i) => i.Id)).toEqual([b!.Id, a!.Id]);
    expect(items[0]!.ResourceDescription).toHaveLength(81);
    expect(items[0]!.ResourceDescription.endsWith('…')).toBe(true);
    expect(items.every((i) => TrashItem.safeParse(i).success && i.PatientId === p.patientId)).toBe(true);
    const other = await signedInPatient();
    expect(await other.trash()).toEqual([]);
  });
});

describe('POST /api/my/trash/restore and purge', () => {
  it('restores several items at once, whole, and audits each', async () => {
    const p = await signedInPatient();
    const [a, b, c] = await p.trashed('ett', 'två', 'tre');
    const response = await p.call('POST', '/my/trash/restore', { Ids: [a!.Id, c!.Id, a!.Id] });
    expect(response.statusCode).toBe(200);
    expect(new Set(response.json().Ids)).toEqual(new Set([a!.Id, c!.Id]));
    expect((await p.trash()).map((i) => i.Id)).toEqual([b!.Id]);
    const live = (await p.call('GET', '/my/notes')).json<Note[]>();
    expect(live.map((n) => n.Content).sort()).toEqual(['ett', 'tre']);
    expect(live.find((n) => n.Id === a!.Id)).toMatchObject({ Content: 'ett', CreatedDate: a!.CreatedDate, ModifiedDate: a!.ModifiedDate });
    const restores = (await actions(p.patientId)).filter((r) => r.action_type === 'Restore');
    expect(restores.map((r) => r.resource_id).sort()).toEqual([a!.Id, c!.Id].sort());
    expect(events.filter((e) => e.patientId === p.patientId && e.event === 'NoteCreated').length).toBeGreaterThanOrEqual(5);
  });

  it('purges all items for good and audits each', async () => {
    const p = await signedInPatient();
    const notes = await p.trashed('ett', 'två', 'tre');
    const ids = (await p.trash()).map((i) => i.Id);
    const response = await p.call('POST', '/my/trash/purge', { Ids: ids });
    expect(response.statusCode).toBe(200);
    expect(await p.trash()).toEqual([]);
    expect(await t.db.query('SELECT id FROM notes WHERE id = ANY($1::uuid[])', [notes.map((n) => n.Id)])).toEqual([]);
    expect((await actions(p.patientId)).filter((r) => r.action_type === 'Purge')).toHaveLength(3);
  });

  it('is all or nothing: another patient’s id, a live note or an unknown id answers 404 and nothing changes', async () => {
    const p = await signedInPatient();
    const other = await signedInPatient();
    const [mine] = await p.trashed('min');
    const [theirs] = await other.trashed('deras');
    const live = Note.parse((await p.call('POST', '/my/notes', { Content: 'levande' })).json());
    for (const path of ['/my/trash/restore', '/my/trash/purge']) {
      for (const foreign of [theirs!.Id, live.Id, '00000000-0000-4000-8000-000000000009']) {
        const response = await p.call('POST', path, { Ids: [mine!.Id, foreign] });
        expect(response.statusCode, `${path} ${foreign}`).toBe(404);
        expect(response.body).not.toContain('deras');
      }
    }
    expect((await p.trash()).map((i) => i.Id)).toEqual([mine!.Id]);
    expect((await other.trash()).map((i) => i.Id)).toEqual([theirs!.Id]);
    expect((await actions(p.patientId)).map((r) => r.action_type)).toEqual(['Create', 'Delete', 'Create']);
  });

  it('validates the list of ids', async () => {
    const p = await signedInPatient();
    for (const body of [
      {},
      { Ids: [] },
      { Ids: ['x'] },
      { Ids: 'abc' },
      [1],
      { Ids: Array(501).fill('00000000-0000-4000-8000-000000000009') },
    ]) {
      const response = await p.call('POST', '/my/trash/restore', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/my/trash/purge',
      headers: { ...t.headers(await t.login((await t.createPatient()).email)), 'content-type': 'application/json' },
      payload: '{"__proto__": {"x": 1}, "Ids": ["00000000-0000-4000-8000-000000000009"]}',
    });
    expect(proto.statusCode).toBe(400);
  });
});

describe('the purge job', () => {
  it('is scheduled with the app and purges items past their date with AutoPurge audit rows', async () => {
    expect(t.app.jobs).toContain(TRASH_PURGE_JOB);
    const p = await signedInPatient();
    const [old, recent] = await p.trashed('gammal', 'ny');
    await t.db.query(
      `UPDATE notes SET purge_date = now() - interval '1 minute', deleted_date = now() - interval '30 days 1 minute' WHERE id = $1`,
      [old!.Id],
    );
    expect(await t.app.deps.jobs.runOnce(TRASH_PURGE_JOB)).toBe(true);
    expect((await p.trash()).map((i) => i.Id)).toEqual([recent!.Id]);
    expect(await t.db.query('SELECT id FROM notes WHERE id = $1', [old!.Id])).toEqual([]);
    const autoPurge = (await actions(p.patientId)).filter((r) => r.action_type === 'AutoPurge');
    expect(autoPurge).toEqual([{ action_type: 'AutoPurge', resource_id: old!.Id, actor_role: 'system' }]);
  });
});
