import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Note, Share } from '@symptoms/domain';
import { createPeerApp, createTestApp, type TestApp } from './harness';

/**
 * Two instances of the server on one PostgreSQL, ten users, a hundred events each: every event
 * reaches exactly the rooms that may hear it, whichever instance made it and whichever holds the
 * listener's socket, and nobody else hears anything of it (issue 22, realtime).
 */
const PATIENTS = 8;
const PHYSICIANS = 2;
const EVENTS_EACH = 100;

describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime isolation between two instances', () => {
  let t: TestApp;
  let peer: Awaited<ReturnType<typeof createPeerApp>>;
  const urls: string[] = [];
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    peer = await createPeerApp(t);
    for (const app of [t.app, peer.app]) {
      await app.listen({ port: 0, host: '127.0.0.1' });
      urls.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
    await t.createGroup('clinic-iso', 'org-iso');
  }, 60_000);
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await peer?.close();
    await t?.close();
  });

  /** A signed-in user whose socket sits on instance `on` and records everything it hears. */
  async function listener(kind: 'pat' | 'phys', on: number) {
    const user = await t.createUser(
      kind === 'phys' ? { roles: [{ organizationId: 'org-iso', groupId: 'clinic-iso', roleId: 'phys' }] } : {},
    );
    const login = await t.login(user.email);
    const socket = connect(urls[on]!, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: login.access_token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', resolve);
      socket.on('connect_error', reject);
    });
    const heard: string[] = [];
    socket.onAny((event: string, payload: Record<string, unknown>) => heard.push(`${event} ${String(payload.NoteId ?? payload.ShareId)}`));
    // Writes go through either instance, alternately.
    let turn = on;
    const call = (method: 'POST', url: string, body?: object) =>
      [t.app, peer.app][turn++ % 2]!.inject({ method, url: `/api${url}`, headers: t.headers(login), payload: body ?? {} });
    return { ...user, heard, call };
  }

  it('delivers each user exactly their own events and no one else’s', async () => {
    // Each instance announces itself when it starts; wait until both know of the other.
    for (const app of [t.app, peer.app]) {
      await expect.poll(() => app.deps.realtime.serverCount(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    }
    const physicians = await Promise.all(Array.from({ length: PHYSICIANS }, (_, i) => listener('phys', i % 2)));
    const patients = await Promise.all(Array.from({ length: PATIENTS }, (_, i) => listener('pat', (i + 1) % 2)));
    const expected = new Map<object, string[]>([...physicians, ...patients].map((u) => [u, []]));

    // Each patient shares with one physician; the physicians hear of it, the patient's own room too.
    const shares = await Promise.all(
      patients.map(async (patient, i) => {
        const physician = physicians[i % PHYSICIANS]!;
        const share = (await patient.call('POST', '/my/shares', { ShareWithEmail: physician.email, StatusReports: true })).json<Share>();
        expected.get(patient)!.push(`ShareCreated ${share.ShareId}`);
        expected.get(physician)!.push(`ShareCreated ${share.ShareId}`);
        return { patient, physician, id: share.ShareId };
      }),
    );

    // Every physician hears a hundred events: the shares with them closed and opened in turn.
    const patientsPerPhysician = PATIENTS / PHYSICIANS;
    const togglesEach = EVENTS_EACH / patientsPerPhysician - 1;
    for (let round = 0; round < togglesEach; round++) {
      await Promise.all(
        shares.map(async ({ patient, physician, id }) => {
          const response = await patient.call('POST', `/my/shares/${id}/${round % 2 === 0 ? 'disable' : 'enable'}`);
          expect(response.statusCode).toBe(200);
          expected.get(patient)!.push(`ShareUpdated ${id}`);
          expected.get(physician)!.push(`ShareUpdated ${id}`);
        }),
      );
    }

    // Every patient hears a hundred notes of their own being written.
    for (let n = 0; n < EVENTS_EACH; n++) {
      await Promise.all(
        patients.map(async (patient) => {
          const response = await patient.call('POST', '/my/notes', { Content: `Anteckning ${n}` });
          expect(response.statusCode).toBe(201);
          expected.get(patient)!.push(`NoteCreated ${response.json<Note>().Id}`);
        }),
      );
    }

    for (const physician of physicians) expect(expected.get(physician)).toHaveLength(EVENTS_EACH);
    for (const [user, events] of expected) {
      const listening = user as { heard: string[] };
      await expect.poll(() => listening.heard.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(events.length);
    }
    // Anything misdelivered would arrive by now as well.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const [user, events] of expected) expect([...(user as { heard: string[] }).heard].sort()).toEqual([...events].sort());
  }, 120_000);
});
