import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RoleId, Share } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

/** The share events over real sockets: each reaches the rooms that may see it, and nobody else. */
let t: TestApp;
let url: string;
const sockets: Socket[] = [];
const SHARE_EVENTS = ['ShareRequestCreated', 'ShareRequestAccepted', 'ShareRequestDeleted', 'ShareCreated', 'ShareUpdated', 'ShareDeleted'];

beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('clinic-rt', 'org-rt');
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

/** A signed-in user with an open socket that records every share event it hears. */
async function listener(roleId: RoleId) {
  const user = await t.createUser({
    roles: [{ organizationId: roleId === 'pat' ? '0' : 'org-rt', groupId: roleId === 'pat' ? '0' : 'clinic-rt', roleId }],
  });
  const login = await t.login(user.email);
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token: login.access_token }, reconnection: false });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  const heard: string[] = [];
  for (const event of SHARE_EVENTS) socket.on(event, (payload: { ShareId: string }) => heard.push(`${event} ${payload.ShareId}`));
  const call = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) =>
    t.app.inject({ method, url: `/api${path}`, headers: t.headers(login), payload: body as object });
  return { ...user, heard, call };
}

it('tells the patient of a request and their own changes, the clinician of its answer and of every change to the share, and no one else', async () => {
  const [patient, physician, otherPatient, otherPhysician] = [
    await listener('pat'),
    await listener('phys'),
    await listener('pat'),
    await listener('phys'),
  ];
  const request = (await physician.call('POST', '/physician/shares', { PatientPersonnummer: patient.personnummer })).json<Share>();
  const id = request.ShareId;
  await expect.poll(() => patient.heard).toEqual([`ShareRequestCreated ${id}`]);

  expect((await patient.call('POST', `/my/shares/${id}/accept`)).statusCode).toBe(200);
  expect((await patient.call('POST', `/my/shares/${id}/disable`)).statusCode).toBe(200);
  expect((await patient.call('DELETE', `/my/shares/${id}`)).statusCode).toBe(204);
  await expect.poll(() => physician.heard).toEqual([`ShareRequestAccepted ${id}`, `ShareUpdated ${id}`, `ShareDeleted ${id}`]);

  const made = (await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email })).json<Share>();
  await expect.poll(() => physician.heard.at(-1)).toBe(`ShareCreated ${made.ShareId}`);

  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(patient.heard).toEqual([
    `ShareRequestCreated ${id}`,
    `ShareUpdated ${id}`,
    `ShareUpdated ${id}`,
    `ShareDeleted ${id}`,
    `ShareCreated ${made.ShareId}`,
  ]);
  expect(otherPatient.heard).toEqual([]);
  expect(otherPhysician.heard).toEqual([]);
});
