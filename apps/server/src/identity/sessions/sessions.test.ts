import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, tokenRequest, type TestApp } from '../../test/harness';

let t: TestApp;
let at: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  at = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});

/** A realtime socket connected with a login's token; resolves once it is connected. */
async function socketOf(token: string): Promise<Socket> {
  const socket = connect(at, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  return socket;
}

const closed = (socket: Socket) => new Promise<string>((resolve) => socket.on('disconnect', (reason) => resolve(reason)));
afterAll(() => t.close());

describe('sessions', () => {
  it('lists the caller’s sessions, the current one marked', async () => {
    const user = await t.createPatient();
    const first = await t.login(user.email);
    await t.login(user.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/identity/sessions',
      headers: { ...t.headers(first), 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    });
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as { Id: string; Current: boolean; Active: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.Current).map((s) => s.Id)).toEqual([first.session_id]);
  });

  it('ends a session: its tokens stop working at once', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const end = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${login.session_id}`, headers: t.headers(login) });
    expect(end.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(login) });
    expect(after.statusCode).toBe(401);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const a = await t.login((await t.createPatient()).email);
    const b = await t.login((await t.createPatient()).email);
    const response = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${a.session_id}`, headers: t.headers(b) });
    expect(response.statusCode).toBe(404);
    const stillWorks = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(a) });
    expect(stillWorks.statusCode).toBe(200);
    const notUuid = await t.app.inject({ method: 'DELETE', url: '/identity/sessions/abc', headers: t.headers(b) });
    expect(notUuid.statusCode).toBe(400);
  });

  it('closes the realtime sockets of a session the moment it ends, and only those', async () => {
    const user = await t.createPatient();
    const here = await t.login(user.email);
    const there = await t.login(user.email);
    const ending = await socketOf(there.access_token);
    const staying = await socketOf(here.access_token);
    const gone = closed(ending);
    const end = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${there.session_id}`, headers: t.headers(here) });
    expect(end.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    expect(staying.connected).toBe(true);
    staying.close();
  });

  it('logs out every other device: their tokens, refresh tokens and sockets end, this session goes on', async () => {
    const user = await t.createPatient();
    const here = await t.login(user.email);
    const phone = await t.login(user.email);
    const tablet = await t.login(user.email);
    const phoneSocket = await socketOf(phone.access_token);
    const gone = closed(phoneSocket);
    const wrong = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${phone.session_id}/clear`, headers: t.headers(here) });
    expect(wrong.statusCode).toBe(404);
    const clear = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${here.session_id}/clear`, headers: t.headers(here) });
    expect(clear.json()).toEqual({ Ended: 2 });
    await gone;
    for (const other of [phone, tablet]) {
      expect((await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(other) })).statusCode).toBe(401);
      const refresh = await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: other.refresh_token,
        client_secret: other.refresh_token_secret,
      });
      expect(refresh.statusCode).toBe(400);
    }
    expect((await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(here) })).statusCode).toBe(200);
  });
});
