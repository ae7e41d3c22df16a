import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import pg from 'pg';
import { MessageType } from 'socket.io-adapter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { Realtime } from './realtime';

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

function open(token: unknown, at = url): Promise<{ socket: Socket; error?: Error }> {
  const socket = connect(at, { path: '/socket.io', transports: ['websocket'], auth: { token }, reconnection: false });
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
    b.socket.on('NoteCreated', () => received.push('bob'));
    const delivered = new Promise((resolve) => a.socket.on('NoteCreated', resolve));
    t.app.deps.realtime.toPatient(alice.patientId!, 'NoteCreated', { NoteId: 'n1' });
    expect(await delivered).toEqual({ NoteId: 'n1' });
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

describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime between instances on PostgreSQL', () => {
  /** The adapter's broadcasts (MessageType.BROADCAST) on this test's channel, as a third party listening sees them. */
  async function listenForBroadcasts(): Promise<{ count: () => number; close: () => Promise<void> }> {
    const listener = new pg.Client({ connectionString: t.databaseUrl });
    await listener.connect();
    let broadcasts = 0;
    listener.on('notification', (n) => {
      if ((JSON.parse(n.payload ?? '{}') as { type?: number }).type === MessageType.BROADCAST) broadcasts++;
    });
    await listener.query(`LISTEN "socket.io/${t.db.schema}#/"`);
    return { count: () => broadcasts, close: () => listener.end() };
  }

  it('keeps an event local while it knows of no other instance (the pinned adapter’s internals still fit)', async () => {
    const listening = await listenForBroadcasts();
    try {
      expect(await t.app.deps.realtime.serverCount()).toBe(1);
      t.app.deps.realtime.toPatient('00000000-0000-4000-8000-000000000000', 'NoteCreated', { NoteId: 'alone' });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(listening.count()).toBe(0);
    } finally {
      await listening.close();
    }
  });

  it('delivers an event published on one instance to a client of another, once they know each other', async () => {
    const listening = await listenForBroadcasts();
    const server = createServer();
    const second = new Realtime();
    const { signer, sessions, db } = t.app.deps;
    second.attach(server, { signer, sessions, db });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const alice = await t.createPatient();
      const token = (await t.login(alice.email)).access_token;
      const client = await open(token, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(client.error).toBeUndefined();
      const delivered = new Promise((resolve) => client.socket.on('NoteCreated', resolve));
      // The second instance announced itself when it started; the first learns of it within moments.
      await expect.poll(async () => (await t.app.deps.realtime.serverCount()) >= 2, { timeout: 5000 }).toBe(true);
      t.app.deps.realtime.toPatient(alice.patientId!, 'NoteCreated', { NoteId: 'n2' });
      expect(await delivered).toEqual({ NoteId: 'n2' });
      // It went through PostgreSQL: the listener hears it too (its notification may come after the client's event).
      await expect.poll(() => listening.count(), { timeout: 5000 }).toBeGreaterThan(0);
    } finally {
      await second.close();
      server.close();
      await listening.close();
    }
  });
});
