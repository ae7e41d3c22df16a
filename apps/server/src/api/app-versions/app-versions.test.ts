import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppVersion } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('av-clinic', 'org-av');
  await t.createGroup('org-av', 'org-av');
});
afterAll(() => t.close());

/** `admin` is the organization's admin (its own group); app versions are never a group admin's. */
async function as(roleId: 'admin' | 'dev' | 'pat' | 'phys') {
  const groupId = roleId === 'admin' ? 'org-av' : 'av-clinic';
  const user = await t.createUser({ roles: [{ organizationId: 'org-av', groupId, roleId }] });
  const login = await t.login(user.email);
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: payload as object });
}

const versions = { StatusReportVersion: 2, StatusChartVersion: 1, PromReportVersion: 1, IntensityScaleVersion: 3 };

describe('app versions', () => {
  it('one is the default: making another the default moves it; the default is neither deleted nor undone (4010)', async () => {
    const developer = await as('dev');
    const list = async () => (await developer('GET', '/appversions')).json() as AppVersion[];
    const shipped = (await list()).find((v) => v.Default)!;
    expect(shipped.Name).toBe('1.0');

    const made = await developer('POST', '/appversions', { Name: '2.0', Description: 'Ny skala', Default: true, ...versions });
    expect(made.statusCode).toBe(201);
    const two = made.json<AppVersion>();
    expect((await list()).filter((v) => v.Default).map((v) => v.Name)).toEqual(['2.0']);

    const deleteDefault = await developer('DELETE', `/appversions/${two.Id}`);
    expect(deleteDefault.statusCode).toBe(400);
    expect(deleteDefault.json()).toMatchObject({ ErrorCode: 4010 });
    const undo = await developer('PUT', '/appversions', { ...two, Default: false });
    expect(undo.json()).toMatchObject({ ErrorCode: 4010 });

    const one = (await list()).find((v) => v.Name === '1.0')!;
    const back = await developer('PUT', '/appversions', { ...one, Default: true });
    expect(back.json()).toMatchObject({ Default: true, Version: one.Version + 1 });
    const stale = await developer('PUT', '/appversions', { ...one, Default: true });
    expect(stale.json().ErrorCode).toBe(4003);
    expect((await developer('DELETE', `/appversions/${two.Id}`)).statusCode).toBe(204);
    expect((await list()).map((v) => v.Name)).toEqual(['1.0']);
  });

  it('refuses a long or taken name, a missing component version, and patients and physicians', async () => {
    const admin = await as('admin');
    expect((await admin('POST', '/appversions', { Name: 'x'.repeat(17), ...versions })).statusCode).toBe(400);
    expect((await admin('POST', '/appversions', { Name: '3.0', StatusReportVersion: 1 })).statusCode).toBe(400);
    const taken = await admin('POST', '/appversions', { Name: '1.0', ...versions });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().ErrorCode).toBe(4160);
    expect((await (await as('pat'))('GET', '/appversions')).statusCode).toBe(403);
    expect((await (await as('phys'))('POST', '/appversions', { Name: '3.0', ...versions })).statusCode).toBe(403);
  });
});
