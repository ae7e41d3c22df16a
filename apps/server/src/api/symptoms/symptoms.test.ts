import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeMark, encodeVector, Symptom, SymptomReport, TrashItem } from '@symptoms/domain';
import { createTestApp, recordPatientEvents, signedInPatient, type Published, type TestApp } from '../../test/harness';
import { TRASH_PURGE_JOB } from '../../platform/records/trash';

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

const point = encodeMark({ X: -0.1, Y: 1.2, Z: 0.3, Size: 1 });
const camera = encodeVector({ X: 0, Y: 1, Z: 12.5 });
const mark = (symptom: { Name: string } | string, extra: Record<string, unknown> = {}) => ({
  ...(typeof symptom === 'string' ? { SymptomId: symptom } : { Symptom: symptom }),
  CameraPosition: camera,
  SymptomPoints: [point],
  Intensity: 4,
  Note: 'Sparad anteckning',
  ...extra,
});

async function patientWithHelpers() {
  const base = await signedInPatient(t);
  const { call } = base;
  const report = async (...symptoms: ReturnType<typeof mark>[]) => {
    const response = await call('POST', '/my/symptomreports', { Model: 'female', Symptoms: symptoms });
    expect(response.statusCode).toBe(201);
    return SymptomReport.parse(response.json());
  };
  const symptoms = async () => (await call('GET', '/my/symptoms')).json<Symptom[]>();
  const symptomNamed = async (name: string) => (await symptoms()).find((s) => s.Name === name)!;
  const close = async (id: string) => expect((await call('POST', `/my/symptoms/${id}/close`)).statusCode).toBe(200);
  const trash = async () => (await call('GET', '/my/trash')).json<TrashItem[]>();
  return { ...base, report, symptoms, symptomNamed, close, trash };
}

const audit = (patientId: string) =>
  t.db.query<{ action_type: string; resource_type: string; resource_id: string; actor_role: string; data_before: unknown }>(
    'SELECT action_type, resource_type, resource_id, actor_role, data_before FROM audit_logs WHERE patient_id = $1 ORDER BY time_stamp',
    [patientId],
  );
const symptomRow = async (id: string) => (await t.db.query('SELECT * FROM symptoms WHERE id = $1', [id]))[0];

describe('POST /api/my/symptoms/{id}/delete', () => {
  it('moves an ended symptom into the trash: gone from the lists, named in the trash, reports kept, audited and announced', async () => {
    const p = await patientWithHelpers();
    const saved = await p.report(mark({ Name: 'Yrsel' }), mark({ Name: 'Huvudvärk' }));
    const yrsel = await p.symptomNamed('Yrsel');
    await p.close(yrsel.Id);
    events.length = 0;

    const response = await p.call('POST', `/my/symptoms/${yrsel.Id}/delete`);
    expect(response.statusCode).toBe(204);
    expect((await p.symptoms()).map((s) => s.Name)).toEqual(['Huvudvärk']);
    expect((await p.call('GET', `/my/symptoms/${yrsel.Id}`)).statusCode).toBe(404);
    const [item, ...rest] = await p.trash();
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ Id: yrsel.Id, ResourceType: 'Symptom', ResourceDescription: 'Yrsel', PatientId: p.patientId });
    const days = (Date.parse(item!.PurgeDate) - Date.parse(item!.DeletedDate)) / 86_400_000;
    expect(days).toBeCloseTo(30, 5);
    // Its reports are untouched while it is in the trash: nothing saved is lost before a purge.
    expect((await p.call('GET', `/my/symptomreports/${saved.Id}`)).json<SymptomReport>().Symptoms.map((s) => s.SymptomId)).toEqual(
      saved.Symptoms.map((s) => s.SymptomId),
    );
    const rows = (await audit(p.patientId)).filter((a) => a.action_type === 'Delete');
    expect(rows).toMatchObject([{ resource_type: 'Symptom', resource_id: yrsel.Id, actor_role: 'pat' }]);
    expect(JSON.stringify(rows)).not.toContain('Yrsel');
    expect(events).toEqual([{ patientId: p.patientId, event: 'SymptomDeleted', payload: { SymptomId: yrsel.Id } }]);

    // In the trash it can no longer be renamed, ended or deleted again, and a report cannot name it.
    expect((await p.call('PUT', `/my/symptoms/${yrsel.Id}`, { Name: 'Svindel', Version: yrsel.Version + 2 })).statusCode).toBe(404);
    expect((await p.call('POST', `/my/symptoms/${yrsel.Id}/close`)).statusCode).toBe(404);
    expect((await p.call('POST', `/my/symptoms/${yrsel.Id}/delete`)).statusCode).toBe(404);
    expect((await p.call('POST', '/my/symptomreports', { Model: 'female', Symptoms: [mark(yrsel.Id)] })).statusCode).toBe(400);
    // A new open symptom may take the name again.
    await p.report(mark({ Name: 'yrsel' }));
    expect((await p.symptoms()).map((s) => s.Name).sort()).toEqual(['Huvudvärk', 'yrsel']);
  });

  it('refuses an open symptom with 409/4109 and changes nothing', async () => {
    const p = await patientWithHelpers();
    await p.report(mark({ Name: 'Illamående' }));
    const open = await p.symptomNamed('Illamående');
    events.length = 0;
    const response = await p.call('POST', `/my/symptoms/${open.Id}/delete`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ ErrorCode: 4109, Message: 'Avsluta symtomet innan du tar bort det.' });
    expect(await p.symptoms()).toEqual([open]);
    expect(await p.trash()).toEqual([]);
    expect((await audit(p.patientId)).map((a) => a.action_type)).toEqual(['Create', 'Create']);
    expect(events).toEqual([]);
  });

  it('answers 404 for another patient’s symptom or an unknown id, and changes nothing', async () => {
    const owner = await patientWithHelpers();
    const other = await patientWithHelpers();
    await owner.report(mark({ Name: 'Klåda' }));
    const klada = await owner.symptomNamed('Klåda');
    await owner.close(klada.Id);
    const before = await symptomRow(klada.Id);
    const auditBefore = await audit(owner.patientId);
    events.length = 0;

    expect((await other.call('POST', `/my/symptoms/${klada.Id}/delete`)).statusCode).toBe(404);
    expect((await other.call('POST', '/my/symptoms/00000000-0000-4000-8000-000000000000/delete')).statusCode).toBe(404);
    expect((await other.call('POST', '/my/symptoms/not-a-uuid/delete')).statusCode).toBe(400);
    expect(await symptomRow(klada.Id)).toEqual(before);
    expect(await audit(owner.patientId)).toEqual(auditBefore);
    expect(await audit(other.patientId)).toEqual([]);
    expect(await owner.symptoms()).toHaveLength(1);
    expect(await other.trash()).toEqual([]);
    expect(events).toEqual([]);
    // Nor can the other patient restore or purge it once it is in the owner's trash.
    expect((await owner.call('POST', `/my/symptoms/${klada.Id}/delete`)).statusCode).toBe(204);
    expect((await other.call('POST', '/my/trash/restore', { Ids: [klada.Id] })).statusCode).toBe(404);
    expect((await other.call('POST', '/my/trash/purge', { Ids: [klada.Id] })).statusCode).toBe(404);
    expect((await owner.trash()).map((i) => i.Id)).toEqual([klada.Id]);
  });
});

describe('symptoms in the trash', () => {
  it('restore brings the symptom back whole, with its reports', async () => {
    const p = await patientWithHelpers();
    await p.report(mark({ Name: 'Hosta' }, { Intensity: 2 }));
    await p.report(mark({ Name: 'Feber' }));
    const hosta = await p.symptomNamed('Hosta');
    await p.report(mark(hosta.Id, { Intensity: 6 }));
    await p.close(hosta.Id);
    const ended = (await p.call('GET', `/my/symptoms/${hosta.Id}`)).json<Symptom>();
    expect(ended.Reports.map((r) => r.Intensity)).toEqual([2, 6]);
    expect((await p.call('POST', `/my/symptoms/${hosta.Id}/delete`)).statusCode).toBe(204);
    events.length = 0;

    const restored = await p.call('POST', '/my/trash/restore', { Ids: [hosta.Id] });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ Ids: [hosta.Id] });
    const back = (await p.call('GET', `/my/symptoms/${hosta.Id}`)).json<Symptom>();
    expect(back).toEqual({ ...ended, Version: ended.Version + 2 });
    expect((await p.symptoms()).map((s) => s.Id)).toContain(hosta.Id);
    expect(await p.trash()).toEqual([]);
    expect((await audit(p.patientId)).filter((a) => a.resource_id === hosta.Id).map((a) => a.action_type)).toEqual([
      'Create',
      'Update',
      'Delete',
      'Restore',
    ]);
    expect(events).toEqual([{ patientId: p.patientId, event: 'SymptomUpdated', payload: { SymptomId: hosta.Id } }]);
  });

  it('purge removes the symptom for good and its entries from the reports; a report that marked only it goes too', async () => {
    const p = await patientWithHelpers();
    const both = await p.report(mark({ Name: 'Ryggvärk' }), mark({ Name: 'Nackvärk' }));
    const ryggId = both.Symptoms.find((s) => s.Symptom.Name === 'Ryggvärk')!.SymptomId;
    const nackId = both.Symptoms.find((s) => s.Symptom.Name === 'Nackvärk')!.SymptomId;
    const onlyRygg = await p.report(mark(ryggId, { Intensity: 9 }));
    const trashedOnlyRygg = await p.report(mark(ryggId, { Intensity: 1 }));
    expect((await p.call('POST', `/my/symptomreports/${trashedOnlyRygg.Id}/delete`)).statusCode).toBe(204);
    await p.close(ryggId);
    expect((await p.call('POST', `/my/symptoms/${ryggId}/delete`)).statusCode).toBe(204);
    events.length = 0;

    const purged = await p.call('POST', '/my/trash/purge', { Ids: [ryggId] });
    expect(purged.statusCode).toBe(200);
    expect(await t.db.query('SELECT id FROM symptoms WHERE id = $1', [ryggId])).toEqual([]);
    const kept = (await p.call('GET', `/my/symptomreports/${both.Id}`)).json<SymptomReport>();
    expect(kept.Symptoms.map((s) => s.SymptomId)).toEqual([nackId]);
    expect(kept.Version).toBe(both.Version + 1);
    const [stored] = await t.db.query<{ symptoms: unknown[]; symptom_ids: string[]; symptom_count: number }>(
      'SELECT symptoms, symptom_ids, symptom_count FROM symptom_reports WHERE id = $1',
      [both.Id],
    );
    expect(stored).toMatchObject({ symptom_ids: [nackId], symptom_count: 1 });
    expect(stored!.symptoms).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(ryggId);
    expect((await p.call('GET', `/my/symptomreports/${onlyRygg.Id}`)).statusCode).toBe(404);
    expect(await t.db.query('SELECT id FROM symptom_reports WHERE id = ANY($1::uuid[])', [[onlyRygg.Id, trashedOnlyRygg.Id]])).toEqual([]);
    expect(await p.trash()).toEqual([]);
    expect((await p.symptoms()).map((s) => s.Id)).toEqual([nackId]);
    const [row] = (await audit(p.patientId)).filter((a) => a.action_type === 'Purge');
    expect(row).toMatchObject({ resource_type: 'Symptom', resource_id: ryggId, actor_role: 'pat' });
    expect((row!.data_before as { Reports: unknown }).Reports).toEqual({
      Changed: [both.Id],
      Removed: [onlyRygg.Id, trashedOnlyRygg.Id].sort(),
    });
    expect(events).toEqual([{ patientId: p.patientId, event: 'SymptomDeleted', payload: { SymptomId: ryggId } }]);
  });

  it('purges a report and its symptom in one request (purge all)', async () => {
    const p = await patientWithHelpers();
    const report = await p.report(mark({ Name: 'Oro' }));
    const oro = report.Symptoms[0]!.SymptomId;
    expect((await p.call('POST', `/my/symptomreports/${report.Id}/delete`)).statusCode).toBe(204);
    await p.close(oro);
    expect((await p.call('POST', `/my/symptoms/${oro}/delete`)).statusCode).toBe(204);
    expect((await p.trash()).map((i) => i.ResourceType).sort()).toEqual(['Symptom', 'SymptomReport']);
    const purged = await p.call('POST', '/my/trash/purge', { Ids: [oro, report.Id] });
    expect(purged.statusCode).toBe(200);
    expect(purged.json<{ Ids: string[] }>().Ids.sort()).toEqual([oro, report.Id].sort());
    expect(await p.trash()).toEqual([]);
    expect(await t.db.query('SELECT id FROM symptom_reports WHERE patient_id = $1', [p.patientId])).toEqual([]);
  });

  it('the purge job removes symptoms past their purge date with an AutoPurge audit row', async () => {
    const p = await patientWithHelpers();
    const report = await p.report(mark({ Name: 'Trötthet' }), mark({ Name: 'Oro' }));
    const [old, recent] = report.Symptoms.map((s) => s.SymptomId) as [string, string];
    for (const id of [old, recent]) {
      await p.close(id);
      expect((await p.call('POST', `/my/symptoms/${id}/delete`)).statusCode).toBe(204);
    }
    await t.db.query(
      `UPDATE symptoms SET purge_date = now() - interval '1 minute', deleted_date = now() - interval '30 days 1 minute' WHERE id = $1`,
      [old],
    );
    expect(await t.app.deps.jobs.runOnce(TRASH_PURGE_JOB)).toBe(true);
    expect((await p.trash()).map((i) => i.Id)).toEqual([recent]);
    expect(await t.db.query('SELECT id FROM symptoms WHERE id = $1', [old])).toEqual([]);
    const [stored] = await t.db.query<{ symptom_ids: string[] }>('SELECT symptom_ids FROM symptom_reports WHERE id = $1', [report.Id]);
    expect(stored!.symptom_ids).toEqual([recent]);
    const autoPurge = (await audit(p.patientId)).filter((a) => a.action_type === 'AutoPurge');
    expect(autoPurge).toMatchObject([{ resource_type: 'Symptom', resource_id: old, actor_role: 'system' }]);
  });
});
