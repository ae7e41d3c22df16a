import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stockholmDay, type GroupSymptomMap, type RoleId } from '@symptoms/domain';
import { createTestApp, viewedIds, type Method, type TestApp } from '../../test/harness';

const ORG = 'org-gsm';
const STUDY = 'study-gsm';
const OTHER = 'other-gsm';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup(STUDY, ORG);
  await t.createGroup(OTHER, ORG);
});
afterAll(() => t.close());

interface Caller {
  userId: string;
  patientId: string | null;
  call: (method: Method, url: string, body?: unknown) => Promise<LightMyRequestResponse>;
}

async function caller(roleId: RoleId, groupId = STUDY, language = 'sv'): Promise<Caller> {
  const user = await t.createUser({ roles: [{ organizationId: ORG, groupId, roleId }] });
  const login = await t.login(user.email);
  return {
    ...user,
    call: (method, url, body) =>
      t.app.inject({ method, url: `/api${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: body as object }),
  };
}

const mark = (x: number, y: number) => ({ X: x, Y: y, Z: 100_300, Size: 100 });

async function report(
  patient: Caller,
  model: 'male' | 'female',
  intensity: number,
  points: { X: number; Y: number; Z: number; Size: number }[],
) {
  const response = await patient.call('POST', '/my/symptomreports', {
    Model: model,
    Symptoms: [
      {
        Symptom: { Name: `Värk ${Math.random()}`, Description: null },
        Type: 'pain',
        CameraPosition: { X: 100_000, Y: 101_000, Z: 112_500 },
        SymptomPoints: points,
        BodyPart: 'head',
        Intensity: intensity,
        Note: null,
      },
    ],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ Id: string }>().Id;
}

const today = stockholmDay(Date.now());

describe('the group’s symptom map', () => {
  it('counts the marks of the group’s patients per cell with their mean intensity, audits each report and leaves out other groups', async () => {
    const physician = await caller('phys');
    const first = await caller('pat');
    const second = await caller('pat');
    const outsider = await caller('pat', OTHER);
    const ids = [
      await report(first, 'male', 4, [mark(99_900, 101_400), mark(99_910, 101_410)]),
      await report(second, 'male', 8, [mark(99_920, 101_420)]),
    ];
    await report(second, 'female', 9, [mark(50_000, 50_000)]);
    await report(outsider, 'male', 2, [mark(120_000, 120_000)]);

    const response = await physician.call('GET', `/admin/groupsymptoms/male/${today}/${today}`);
    expect(response.statusCode, response.body).toBe(200);
    const map = response.json<GroupSymptomMap>();
    expect(map).toMatchObject({ Model: 'male', From: today, To: today, Patients: 2, Reports: 2 });
    expect(map.Cells).toEqual([{ X: 99_875, Y: 101_375, Z: 100_375, Marks: 3, Intensity: 5.3 }]);

    expect(await viewedIds(t.db, { actorUserId: physician.userId, resourceType: 'SymptomReport' })).toEqual([...ids].sort());
  });

  it('is empty for days without reports', async () => {
    const researcher = await caller('res');
    const response = await researcher.call('GET', '/admin/groupsymptoms/female/2020-01-01/2020-12-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<GroupSymptomMap>()).toMatchObject({ Patients: 0, Reports: 0, Cells: [] });
  });

  it('refuses a range that ends before it starts, one over 366 days, an unknown model and a date that is not one', async () => {
    const physician = await caller('phys');
    for (const url of [
      '/admin/groupsymptoms/male/2026-02-01/2026-01-31',
      '/admin/groupsymptoms/male/2024-01-01/2025-01-01',
      '/admin/groupsymptoms/robot/2026-01-01/2026-01-31',
      '/admin/groupsymptoms/male/2026-02-30/2026-03-01',
    ]) {
      const response = await physician.call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json<{ ErrorCode: number }>().ErrorCode).toBe(4100);
    }
    const year = await physician.call('GET', '/admin/groupsymptoms/male/2024-01-01/2024-12-31');
    expect(year.statusCode).toBe(200);
  });

  it('answers 403 to roles that do not read a study’s reports', async () => {
    for (const role of ['pat', 'admin', 'mod', 'dev', 'stat'] as RoleId[]) {
      const response = await (await caller(role)).call('GET', `/admin/groupsymptoms/male/${today}/${today}`);
      expect(response.statusCode, role).toBe(403);
    }
  });
});
