import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await t.close();
});

function open(token: unknown): Promise<{ socket: Socket; error?: Error }> {
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  sockets.push(socket);
  return new Promise((resolve) => {
    socket.on('connect', () => resolve({ socket }));
    socket.on('connect_error', (error) => resolve({ socket, error }));
  });
}

describe('realtime connection', () => {
  it('refuses a connection without a valid access token', async () => {
    expect((await open(undefined)).error?.message).toBe('unauthorized');
    expect((await open('not.a.token')).error?.message).toBe('unauthorized');
  });

  it('delivers a patient’s events to that patient only', async () => {
    const [alice, bob] = [await t.createPatient(), await t.createPatient()];
    const a = await open((await t.login(alice.email)).access_token);
    const b = await open((await t.login(bob.email)).access_token);
    expect(a.error ?? b.error).toBeUndefined();
    const received: string[] = [];
    b.socket.on('notes', () => received.push('bob'));
    const delivered = new Promise((resolve) => a.socket.on('notes', resolve));
    t.app.deps.realtime.toPatient(alice.patientId!, 'notes', { Id: 'n1' });
    expect(await delivered).toEqual({ Id: 'n1' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual([]);
  });

  it('refuses a token whose session was ended', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const ended = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${login.session_id}`, headers: t.headers(login) });
    expect(ended.statusCode).toBeLessThan(300);
    expect((await open(login.access_token)).error?.message).toBe('unauthorized');
  });
});
