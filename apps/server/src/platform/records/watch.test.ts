import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('watch-study', 'org-watch', { Notes: true });
  await t.createGroup('watch-other', 'org-watch');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

/** A signed-in user's socket, what it hears, and its `watch` in a membership of its own. */
async function socketOf(user: TestUser, membership: { org: string; group: string; role: string }) {
  const login = await t.login(user.email, { org: membership.org, group: membership.group });
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token: login.access_token }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const heard: { event: string; payload: unknown }[] = [];
  socket.onAny((event: string, payload: unknown) => heard.push({ event, payload }));
  const watch = (request: object): Promise<{ Watching: boolean }> =>
    socket.timeout(5000).emitWithAck('watch', request) as Promise<{ Watching: boolean }>;
  const asked = (patientId: string) =>
    watch({ PatientId: patientId, OrganizationId: membership.org, GroupId: membership.group, RoleId: membership.role });
  return { socket, heard, watch, asked, login };
}

async function participant() {
  const patient = await t.createUser({
    roles: [
      { organizationId: '0', groupId: '0', roleId: 'pat' },
      { organizationId: 'org-watch', groupId: 'watch-study', roleId: 'pat' },
    ],
  });
  const login = await t.login(patient.email);
  const call = (method: 'GET' | 'POST', path: string, payload?: object | boolean) =>
    t.app.inject({
      method,
      url: path,
      headers: { ...t.headers(login), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  return { patient, call };
}

describe('a staff page follows a patient while its grant holds', () => {
  it('hears that the patient changed, never what, and stops once the consent is withdrawn', async () => {
    const { patient, call } = await participant();
    const physician = await t.createUser({ roles: [{ organizationId: 'org-watch', groupId: 'watch-study', roleId: 'phys' }] });
    const staff = await socketOf(physician, { org: 'org-watch', group: 'watch-study', role: 'phys' });
    expect(await staff.asked(patient.patientId!)).toEqual({ Watching: true });

    const note = await call('POST', '/api/my/notes', { Content: 'Ont i huvudet sedan i morse.' });
    expect(note.statusCode).toBe(201);
    await expect.poll(() => staff.heard.map((h) => h.event)).toContain('PatientRecordsChanged');
    expect(staff.heard).toEqual([{ event: 'PatientRecordsChanged', payload: { PatientId: patient.patientId } }]);
    expect(JSON.stringify(staff.heard)).not.toContain(note.json().Id);

    // The study's consent withdrawn: the page is told, asks again, and is refused.
    const contracts = (await call('GET', '/identity/my/group/contracts/sv')).json<{ Id: string; GroupId: string }[]>();
    const consent = contracts.find((c) => c.GroupId === 'watch-study')!;
    expect((await call('POST', `/identity/my/group/contracts/${consent.Id}/withdraw`, false)).statusCode).toBe(200);
    await expect.poll(() => staff.heard.map((h) => h.event)).toContain('WatchEnded');
    expect(await staff.asked(patient.patientId!)).toEqual({ Watching: false });
    staff.heard.length = 0;
    expect((await call('POST', '/api/my/notes', { Content: 'Bättre nu.' })).statusCode).toBe(201);
    await quiet();
    expect(staff.heard).toEqual([]);
  });

  it('refuses staff without a grant, a membership the token does not hold, a patient, and a malformed request', async () => {
    const { patient, call } = await participant();
    const elsewhere = await t.createUser({ roles: [{ organizationId: 'org-watch', groupId: 'watch-other', roleId: 'phys' }] });
    const other = await socketOf(elsewhere, { org: 'org-watch', group: 'watch-other', role: 'phys' });
    expect(await other.asked(patient.patientId!)).toEqual({ Watching: false });
    // Claiming the study's membership it does not hold.
    expect(
      await other.watch({ PatientId: patient.patientId, OrganizationId: 'org-watch', GroupId: 'watch-study', RoleId: 'phys' }),
    ).toEqual({ Watching: false });
    expect(await other.watch({ PatientId: 'not-an-id' })).toEqual({ Watching: false });

    const { patient: another } = await participant();
    const fellow = await socketOf(another, { org: 'org-watch', group: 'watch-study', role: 'pat' });
    expect(await fellow.asked(patient.patientId!)).toEqual({ Watching: false });

    expect((await call('POST', '/api/my/notes', { Content: 'Ingen ska höra detta.' })).statusCode).toBe(201);
    await quiet();
    expect(other.heard).toEqual([]);
    expect(fellow.heard).toEqual([]);
  });

  it('ends when the patient’s account session ends, and follows one patient at a time', async () => {
    const first = await participant();
    const second = await participant();
    const physician = await t.createUser({ roles: [{ organizationId: 'org-watch', groupId: 'watch-study', roleId: 'phys' }] });
    const staff = await socketOf(physician, { org: 'org-watch', group: 'watch-study', role: 'phys' });
    expect(await staff.asked(first.patient.patientId!)).toEqual({ Watching: true });
    expect(await staff.asked(second.patient.patientId!)).toEqual({ Watching: true });
    expect((await first.call('POST', '/api/my/notes', { Content: 'Den förra patienten.' })).statusCode).toBe(201);
    expect((await second.call('POST', '/api/my/notes', { Content: 'Den nya patienten.' })).statusCode).toBe(201);
    await expect.poll(() => staff.heard.length).toBe(1);
    expect(staff.heard[0]).toEqual({ event: 'PatientRecordsChanged', payload: { PatientId: second.patient.patientId } });

    const login = await t.login(second.patient.email);
    await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${login.session_id}`, headers: t.headers(login) });
    await expect.poll(() => staff.heard.map((h) => h.event)).toContain('WatchEnded');
  });
});
