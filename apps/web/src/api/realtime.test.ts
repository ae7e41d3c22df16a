import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, tokenFixture } from '../test/render';
import { sessionFromToken, setSession } from './session';

interface FakeSocket {
  auth: (cb: (data: object) => void) => void;
  any: ((event: string, payload: unknown) => void)[];
  handlers: Record<string, (() => void)[]>;
  disconnected: boolean;
  onAny(fn: (event: string, payload: unknown) => void): void;
  on(event: string, fn: () => void): void;
  connect(): void;
  disconnect(): void;
  removeAllListeners(): void;
}
const sockets: FakeSocket[] = [];

vi.mock('socket.io-client', () => ({
  io: (options: { auth: FakeSocket['auth'] }) => {
    const socket: FakeSocket = {
      auth: options.auth,
      any: [],
      handlers: {},
      disconnected: false,
      onAny(fn) {
        this.any.push(fn);
      },
      on(event, fn) {
        (this.handlers[event] ??= []).push(fn);
      },
      connect() {
        this.disconnected = false;
      },
      disconnect() {
        this.disconnected = true;
      },
      removeAllListeners() {
        this.any = [];
      },
    };
    sockets.push(socket);
    return socket;
  },
}));

const { subscribeRealtime } = await import('./realtime');
const { realtimeInvalidations } = await import('../app/features');

const authOf = (socket: FakeSocket) => new Promise((resolve) => socket.auth(resolve));

describe('realtime client', () => {
  afterEach(() => {
    signOut();
    sockets.length = 0;
  });

  it('connects once with the access token and hands events to every listener', async () => {
    signIn({ access_token: 'access-A' });
    const a: string[] = [];
    const b: string[] = [];
    const stopA = subscribeRealtime((event) => a.push(event));
    const stopB = subscribeRealtime((event) => b.push(event));
    // The client library arrives with the first connection (not with the login screen).
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    expect(await authOf(sockets[0]!)).toEqual({ token: 'access-A' });
    sockets[0]!.any.forEach((fn) => fn('NoteCreated', { NoteId: 'x' }));
    expect([a, b]).toEqual([['NoteCreated'], ['NoteCreated']]);
    stopA();
    expect(sockets[0]!.disconnected).toBe(false);
    stopB();
    expect(sockets[0]!.disconnected).toBe(true);
  });

  it('reconnects with the new token after a refresh and closes on logout', async () => {
    signIn({ access_token: 'access-A' });
    const stop = subscribeRealtime(() => undefined);
    await vi.waitFor(() => expect(sockets).toHaveLength(1));
    setSession(sessionFromToken(tokenFixture({ access_token: 'access-B' })));
    await vi.waitFor(() => expect(sockets).toHaveLength(2));
    expect(sockets[0]!.disconnected).toBe(true);
    expect(await authOf(sockets[1]!)).toEqual({ token: 'access-B' });
    signOut();
    expect(sockets[1]!.disconnected).toBe(true);
    stop();
  });

  it('makes no connection when the session ends before the client library arrives', async () => {
    signIn({ access_token: 'access-A' });
    const stop = subscribeRealtime(() => undefined);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sockets).toHaveLength(0);
  });

  it('gathers the areas’ invalidations: note events refetch notes, history and trash', () => {
    expect(realtimeInvalidations.NoteCreated).toEqual([
      ['my', 'notes'],
      ['my', 'history'],
      ['my', 'trash'],
    ]);
    expect(realtimeInvalidations.NoteDeleted).toHaveLength(3);
    expect(realtimeInvalidations.NoteUpdated).toEqual([
      ['my', 'notes'],
      ['my', 'history'],
    ]);
  });
});
