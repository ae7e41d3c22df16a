import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeMark, encodeVector, Symptom, SymptomDefinition, SymptomReport } from '@symptoms/domain';
import { createTestApp, recordPatientEvents, signedInPatient, type Method, type Published, type TestApp } from '../../test/harness';

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

const point = encodeMark({ X: -0.123, Y: 1.456, Z: 0.3, Size: 1 });
const camera = encodeVector({ X: 0, Y: 1, Z: 12.5 });
const mark = (name: string, extra: Record<string, unknown> = {}) => ({
  Symptom: { Name: name },
  CameraPosition: camera,
  SymptomPoints: [point, { ...point, X: point.X + 7, Size: 250 }],
  Intensity: 7,
  Note: 'Värker mest på morgonen',
  ...extra,
});

function auditRows(patientId: string) {
  return t.db.query<{ action_type: string; resource_type: string; resource_id: string; data_after: unknown }>(
    'SELECT action_type, resource_type, resource_id, data_after FROM audit_logs WHERE patient_id = $1 ORDER BY time_stamp, resource_type',
    [patientId],
  );
}

describe('symptom reports', () => {
  it('creates a report with a new symptom, coordinates come back exact, audited and announced', async () => {
    const p = await signedInPatient(t);
    const response = await p.call('POST', '/my/symptomreports', {
      Model: 'female',
      Symptoms: [mark('Ont i ländryggen', { BodyPart: 'lower back' })],
    });
    expect(response.statusCode).toBe(201);
    const report = SymptomReport.parse(response.json());
    const s = report.Symptoms[0]!;
    expect(s.SymptomPoints).toEqual([point, { ...point, X: point.X + 7, Size: 250 }]);
    expect([s.PosX, s.PosY, s.PosZ, s.Size]).toEqual([point.X, point.Y, point.Z, point.Size]);
    expect(s.CameraPosition).toEqual(camera);
    expect(s.Symptom.Name).toBe('Ont i ländryggen');
    expect(s.BodyPart).toBe('lower back');
    expect(report.Version).toBe(0);
    expect((await p.call('GET', `/my/symptomreports/${report.Id}`)).json()).toEqual(report);
    expect((await p.call('GET', '/my/symptomreports')).json()).toEqual([report]);
    expect((await p.call('GET', '/my/symptomreports?take=1&page=1')).json()).toEqual([]);
    expect((await p.call('GET', `/my/symptomreports?take=1&page=1&from=${report.CreatedDate}`)).json()).toEqual([]);
    expect((await p.call('GET', `/my/symptomreports?take=1&from=${report.CreatedDate}`)).json()).toEqual([report]);
    const audit = await auditRows(p.patientId);
    expect(audit.map((a) => `${a.action_type} ${a.resource_type}`).sort()).toEqual(['Create Symptom', 'Create SymptomReport']);
    expect(JSON.stringify(audit)).not.toContain('ländryggen');
    expect(JSON.stringify(audit)).not.toContain('morgonen');
    expect(events).toEqual([{ patientId: p.patientId, event: 'SymptomReportCreated', payload: { SymptomReportId: report.Id } }]);
    const symptoms = (await p.call('GET', '/my/symptoms')).json<Symptom[]>();
    expect(symptoms).toHaveLength(1);
    expect(symptoms[0]!.Reports).toEqual([{ SymptomReportId: report.Id, CreatedDate: report.CreatedDate, Intensity: 7 }]);
  });

  it('validates: names, non-integer coordinates, intensity outside 0–10, duplicates in any case', async () => {
    const p = await signedInPatient(t);
    const bad = [
      mark(''),
      mark('x'.repeat(61)),
      mark('ok', { SymptomPoints: [{ ...point, X: 1.5 }] }),
      mark('ok', { CameraPosition: { ...camera, Z: 'a' } }),
      mark('ok', { Intensity: 11 }),
      mark('ok', { Intensity: -1 }),
      mark('ok', { SymptomPoints: [] }),
    ];
    for (const s of bad) {
      const response = await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [s] });
      expect(response.statusCode, JSON.stringify(s).slice(0, 80)).toBe(400);
      expect(response.json().ErrorCode).toBe(4100);
    }
    expect((await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('x'.repeat(60))] })).statusCode).toBe(201);
    expect((await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Huvudvärk')] })).statusCode).toBe(201);
    const dup = await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('HUVUDVÄRK')] }, 'en');
    expect(dup.statusCode).toBe(400);
    expect(dup.json().Errors).toEqual({
      'Symptoms.0.Symptom.Name': ['This symptom is already added. Update the existing symptom or change the name.'],
    });
    const twice = await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Yrsel'), mark('yrsel')] });
    expect(twice.statusCode).toBe(400);
    expect((await p.call('GET', '/my/symptoms')).json()).toHaveLength(2);
  });

  it('drops properties a client may not set and refuses __proto__', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const response = await p.call('POST', '/my/symptomreports', {
      Model: 'male',
      Id: '00000000-0000-4000-8000-000000000000',
      PatientId: other.patientId,
      Version: 5,
      CreatedDate: '2000-01-01T00:00:00Z',
      Symptoms: [mark('Klåda', { PosX: 1, Version: 9, SymptomReportId: '00000000-0000-4000-8000-000000000000' })],
    });
    expect(response.statusCode).toBe(201);
    const report = SymptomReport.parse(response.json());
    expect(report.Id).not.toBe('00000000-0000-4000-8000-000000000000');
    expect(report.Version).toBe(0);
    expect(report.Symptoms[0]!.PosX).toBe(point.X);
    expect((await other.call('GET', '/my/symptomreports')).json()).toEqual([]);
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/my/symptomreports',
      headers: { ...t.headers(p.login), 'content-type': 'application/json' },
      payload: `{"__proto__": {"x": 1}, "Model": "male", "Symptoms": ${JSON.stringify([mark('Proto')])}}`,
    });
    expect(proto.statusCode).toBe(400);
  });

  it('answers 4007 for the 21st active symptom; ending one makes room', async () => {
    const p = await signedInPatient(t);
    const reports: SymptomReport[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark(`Symptom ${i}`)] });
      expect(r.statusCode).toBe(201);
      reports.push(r.json());
    }
    for (const language of ['sv', 'en']) {
      const r = await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Nummer 21')] }, language);
      expect(r.statusCode).toBe(400);
      expect(r.json()).toEqual({
        ErrorCode: 4007,
        Message: language === 'sv' ? 'Du har för många aktiva symptom (högst 20).' : 'You have too many active symptoms (maximum 20).',
      });
    }
    // A report of an existing symptom is still fine.
    const again = await p.call('POST', '/my/symptomreports', {
      Model: 'male',
      Symptoms: [{ ...mark('x'), Symptom: undefined, SymptomId: reports[0]!.Symptoms[0]!.SymptomId }],
    });
    expect(again.statusCode).toBe(201);
    const closed = await p.call('POST', `/my/symptoms/${reports[0]!.Symptoms[0]!.SymptomId}/close`);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().IsClosed).toBe(true);
    expect((await p.call('POST', `/my/symptoms/${reports[0]!.Symptoms[0]!.SymptomId}/close`)).statusCode).toBe(409);
    expect((await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Nummer 21')] })).statusCode).toBe(201);
    // A closed symptom cannot be reported again; its name may be used again.
    const onClosed = await p.call('POST', '/my/symptomreports', {
      Model: 'male',
      Symptoms: [{ ...mark('x'), Symptom: undefined, SymptomId: reports[0]!.Symptoms[0]!.SymptomId }],
    });
    expect(onClosed.statusCode).toBe(400);
  });

  it('saves a report of known symptoms whole: many marks exact, audited with its dates; one not the patient’s writes nothing', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const first = (
      await p.call('POST', '/my/symptomreports', { Model: 'female', Symptoms: [mark('Yrsel'), mark('Trötthet')] })
    ).json<SymptomReport>();
    const theirs = (await other.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Hosta')] })).json<SymptomReport>();
    const stroke = Array.from({ length: 400 }, (_, i) => ({
      X: (i * 7919) % 200_001,
      Y: 200_000 - i * 3,
      Z: 100_150,
      Size: 1 + ((i * 37) % 10_000),
    }));
    const again = (id: string, extra: Record<string, unknown> = {}) => ({ ...mark('x'), Symptom: undefined, SymptomId: id, ...extra });
    events.length = 0;
    const response = await p.call('POST', '/my/symptomreports', {
      Model: 'female',
      Symptoms: [again(first.Symptoms[1]!.SymptomId, { SymptomPoints: stroke, Intensity: 2 }), again(first.Symptoms[0]!.SymptomId)],
    });
    expect(response.statusCode).toBe(201);
    const report = SymptomReport.parse(response.json());
    expect(report.Symptoms.map((s) => [s.Symptom.Name, s.Intensity, s.SymptomPoints.length])).toEqual([
      ['Trötthet', 2, 400],
      ['Yrsel', 7, 2],
    ]);
    expect(report.Symptoms[0]!.SymptomPoints).toEqual(stroke);
    expect((await p.call('GET', `/my/symptomreports/${report.Id}`)).json()).toEqual(report);
    const [audit] = await t.db.query<{ data_after: unknown }>(
      "SELECT data_after FROM audit_logs WHERE resource_type = 'SymptomReport' AND resource_id = $1 AND action_type = 'Create'",
      [report.Id],
    );
    expect(audit!.data_after).toEqual({
      Id: report.Id,
      Version: 0,
      Model: 'female',
      SymptomIds: [first.Symptoms[1]!.SymptomId, first.Symptoms[0]!.SymptomId],
      CreatedDate: report.CreatedDate,
      ModifiedDate: report.ModifiedDate,
    });
    expect(events).toEqual([{ patientId: p.patientId, event: 'SymptomReportCreated', payload: { SymptomReportId: report.Id } }]);

    const mixed = await p.call('POST', '/my/symptomreports', {
      Model: 'female',
      Symptoms: [again(first.Symptoms[0]!.SymptomId), again(theirs.Symptoms[0]!.SymptomId)],
    });
    expect(mixed.statusCode).toBe(404);
    expect((await p.call('GET', '/my/symptomreports')).json()).toHaveLength(2);
    expect((await other.call('GET', '/my/symptomreports')).json()).toHaveLength(1);
  });

  it('updates with the loaded Version; a stale one answers 409/4003 and changes nothing', async () => {
    const p = await signedInPatient(t);
    const report = (await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Illamående')] })).json<SymptomReport>();
    const body = {
      Model: 'male',
      Version: 0,
      Symptoms: [{ ...mark('x', { Intensity: 3 }), Symptom: undefined, SymptomId: report.Symptoms[0]!.SymptomId }],
    };
    const updated = await p.call('PUT', `/my/symptomreports/${report.Id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ Version: 1, Symptoms: [{ Intensity: 3 }] });
    const stale = await p.call('PUT', `/my/symptomreports/${report.Id}`, { ...body, Symptoms: [mark('Nytt')] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    expect((await p.call('GET', '/my/symptoms')).json()).toHaveLength(1);
    expect(events.map((e) => e.event)).toEqual(['SymptomReportCreated', 'SymptomReportUpdated']);
  });

  it('hides another patient’s reports and symptoms (404), refuses staff (403) and no token (401)', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const report = (await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Hosta')] })).json<SymptomReport>();
    const symptomId = report.Symptoms[0]!.SymptomId;
    const calls: [Method, string, unknown?][] = [
      ['GET', `/my/symptomreports/${report.Id}`],
      ['PUT', `/my/symptomreports/${report.Id}`, { Model: 'male', Version: 0, Symptoms: [mark('A')] }],
      ['POST', `/my/symptomreports/${report.Id}/delete`],
      ['POST', `/my/symptomreports/${report.Id}/restore`],
      ['DELETE', `/my/symptomreports/${report.Id}`],
      ['GET', `/my/symptoms/${symptomId}`],
      ['PUT', `/my/symptoms/${symptomId}`, { Name: 'B', Version: 0 }],
      ['POST', `/my/symptoms/${symptomId}/close`],
      ['POST', '/my/symptomreports', { Model: 'male', Symptoms: [{ ...mark('x'), Symptom: undefined, SymptomId: symptomId }] }],
    ];
    for (const [method, url, payload] of calls) expect((await other.call(method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    await t.createGroup('clinic-sy', 'org-sy');
    const staff = await t.createUser({ roles: [{ organizationId: 'org-sy', groupId: 'clinic-sy', roleId: 'phys' }] });
    const staffLogin = await t.login(staff.email);
    for (const [method, url, payload] of [
      ...calls,
      ['GET', '/my/symptomreports'],
      ['GET', '/my/symptoms'],
      ['GET', '/my/symptom-definitions'],
      ['POST', '/my/symptom-definitions', { Name: 'X' }],
    ] as [Method, string, unknown?][]) {
      const asStaff = await t.app.inject({ method, url: `/api${url}`, headers: t.headers(staffLogin), payload: payload as object });
      expect(asStaff.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await t.app.inject({ method, url: `/api${url}`, payload: payload as object });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect((await p.call('GET', `/my/symptomreports/${report.Id}`)).statusCode).toBe(200);
  });

  it('goes through the trash: delete, restore whole, delete, purge; history and calendar list it', async () => {
    const p = await signedInPatient(t);
    const report = (await p.call('POST', '/my/symptomreports', { Model: 'female', Symptoms: [mark('Yrsel')] })).json<SymptomReport>();
    const history = (await p.call('GET', '/my/historyitems')).json<{ ResourceId: string; ResourceType: string; Item: unknown }[]>();
    expect(history).toEqual([expect.objectContaining({ ResourceId: report.Id, ResourceType: 'SymptomReport' })]);
    expect(history[0]!.Item).toEqual(report);
    expect((await p.call('POST', `/my/symptomreports/${report.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('GET', `/my/symptomreports/${report.Id}`)).statusCode).toBe(404);
    const trash = (await p.call('GET', '/my/trash')).json<{ Id: string; ResourceType: string; ResourceDescription: string }[]>();
    expect(trash).toEqual([expect.objectContaining({ Id: report.Id, ResourceType: 'SymptomReport', ResourceDescription: '1' })]);
    const restored = await p.call('POST', `/my/symptomreports/${report.Id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toEqual({ ...report, Version: 2, Symptoms: report.Symptoms.map((s) => ({ ...s, Version: 2 })) });
    expect((await p.call('DELETE', `/my/symptomreports/${report.Id}`)).statusCode).toBe(404);
    expect((await p.call('POST', `/my/symptomreports/${report.Id}/delete`)).statusCode).toBe(204);
    expect((await p.call('DELETE', `/my/symptomreports/${report.Id}`)).statusCode).toBe(204);
    expect((await p.call('GET', '/my/trash')).json()).toEqual([]);
    const actions = (await auditRows(p.patientId)).filter((a) => a.resource_type === 'SymptomReport').map((a) => a.action_type);
    expect(actions).toEqual(['Create', 'Delete', 'Restore', 'Delete', 'Purge']);
    expect(events.map((e) => e.event)).toEqual([
      'SymptomReportCreated',
      'SymptomReportDeleted',
      'SymptomReportCreated',
      'SymptomReportDeleted',
      'SymptomReportDeleted',
    ]);
  });
});

describe('symptoms', () => {
  it('renames with unique names in any case and the loaded Version', async () => {
    const p = await signedInPatient(t);
    await p.call('POST', '/my/symptomreports', { Model: 'male', Symptoms: [mark('Huvudvärk'), mark('Yrsel')] });
    const [yrsel] = (await p.call('GET', '/my/symptoms')).json<Symptom[]>().filter((s) => s.Name === 'Yrsel');
    const dup = await p.call('PUT', `/my/symptoms/${yrsel!.Id}`, { Name: 'huvudVÄRK', Version: 0 });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().Errors.Name[0]).toMatch(/redan tillagt/);
    expect((await p.call('PUT', `/my/symptoms/${yrsel!.Id}`, { Name: '', Version: 0 })).statusCode).toBe(400);
    expect((await p.call('PUT', `/my/symptoms/${yrsel!.Id}`, { Name: 'x'.repeat(61), Version: 0 })).statusCode).toBe(400);
    const renamed = await p.call('PUT', `/my/symptoms/${yrsel!.Id}`, { Name: 'Svindel', Description: 'Mest vid uppstigning', Version: 0 });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ Name: 'Svindel', Description: 'Mest vid uppstigning', Version: 1 });
    const stale = await p.call('PUT', `/my/symptoms/${yrsel!.Id}`, { Name: 'Yrsel', Version: 0 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4003);
    expect(events.map((e) => e.event)).toEqual(['SymptomReportCreated', 'SymptomUpdated']);
    const audit = (await auditRows(p.patientId)).filter((a) => a.resource_type === 'Symptom').map((a) => a.action_type);
    expect(audit).toEqual(['Create', 'Create', 'Update']);
  });
});

describe('symptom definitions', () => {
  it('adds, lists, refuses duplicates in any case, deletes; audited', async () => {
    const p = await signedInPatient(t);
    const other = await signedInPatient(t);
    const created = await p.call('POST', '/my/symptom-definitions', {
      Name: 'Stickningar i händerna',
      Id: 'x',
      PatientId: other.patientId,
    });
    expect(created.statusCode).toBe(201);
    const def = SymptomDefinition.parse(created.json());
    expect(def).toMatchObject({ Name: 'Stickningar i händerna', PatientId: p.patientId, Index: 0, IsFromSnomed: false });
    expect((await p.call('POST', '/my/symptom-definitions', { Name: 'STICKNINGAR I HÄNDERNA' })).statusCode).toBe(400);
    expect((await p.call('POST', '/my/symptom-definitions', { Name: '' })).statusCode).toBe(400);
    expect((await p.call('POST', '/my/symptom-definitions', { Name: 'x'.repeat(61) })).statusCode).toBe(400);
    expect((await p.call('POST', '/my/symptom-definitions', { Name: 'x'.repeat(60) })).json().Index).toBe(1);
    expect((await p.call('GET', '/my/symptom-definitions')).json()).toHaveLength(2);
    expect((await other.call('GET', '/my/symptom-definitions')).json()).toEqual([]);
    expect((await other.call('DELETE', `/my/symptom-definitions/${def.Id}`)).statusCode).toBe(404);
    expect((await p.call('DELETE', `/my/symptom-definitions/${def.Id}`)).statusCode).toBe(204);
    expect((await p.call('DELETE', `/my/symptom-definitions/${def.Id}`)).statusCode).toBe(404);
    const audit = (await auditRows(p.patientId)).filter((a) => a.resource_type === 'SymptomDefinition').map((a) => a.action_type);
    expect(audit).toEqual(['Create', 'Create', 'Delete']);
  });

  it('lists the standard definitions in the caller’s language', async () => {
    const p = await signedInPatient(t);
    const sv = (await p.call('GET', '/system/symptom-definitions')).json<SymptomDefinition[]>();
    const en = (await p.call('GET', '/system/symptom-definitions', undefined, 'en')).json<SymptomDefinition[]>();
    expect(sv.length).toBeGreaterThanOrEqual(25);
    expect(sv[0]).toMatchObject({ Name: 'Huvudvärk', IsFromSnomed: true, SnomedCode: '25064002', PatientId: null });
    expect(en[0]!.Name).toBe('Headache');
    expect((await t.app.inject({ method: 'GET', url: '/api/system/symptom-definitions' })).statusCode).toBe(401);
  });
});
