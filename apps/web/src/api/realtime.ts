import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { refreshSession } from './client';
import { getSession, needsRefresh, subscribeSession } from './session';

/**
 * One Socket.IO connection per tab while signed in, authenticated with the current access
 * token (`auth: { token }`). After a token refresh the connection is opened again with the new
 * token; a refused handshake (expired token) refreshes the session first, then reconnects. The
 * client library is loaded with the first connection, so the login screen does not carry it.
 */
type Listener = (event: string, payload: unknown) => void;

let socket: Socket | null = null;
let connectedToken: string | null = null;
/** Counts opens and closes: a connection whose library arrives after a newer open or a close is not made. */
let generation = 0;
let library: Promise<typeof import('socket.io-client')> | null = null;
let unsubscribeSession: (() => void) | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();
/** The patient a staff page follows, asked for again on every (re)connection: the server checks the grant each time. */
let watched: string | null = null;

const RETRY_MS = 5_000;

function currentToken(): string | null {
  return getSession()?.token.access_token ?? null;
}

function open(): void {
  const token = currentToken();
  if (!token) return;
  connectedToken = token;
  const opening = ++generation;
  library ??= import('socket.io-client');
  void library.then(({ io }) => {
    if (opening === generation) connect(io);
  });
}

function connect(io: (typeof import('socket.io-client'))['io']): void {
  socket = io({
    path: '/socket.io',
    transports: ['websocket'],
    // Read on every (re)connection, so a reconnection carries the newest token.
    auth: (cb) => cb({ token: currentToken() }),
  });
  socket.onAny((event: string, payload: unknown) => {
    for (const listener of listeners) listener(event, payload);
  });
  socket.on('connect', askToWatch);
  socket.on('connect_error', () => {
    // The server refused the handshake (or is unreachable): refresh a token that is about to run out, then try again.
    const session = getSession();
    if (!session) return;
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      const latest = getSession();
      if (!latest || !socket) return;
      if (needsRefresh(latest)) void refreshSession().catch(() => undefined);
      else socket.connect();
    }, RETRY_MS);
  });
}

function askToWatch(): void {
  const session = getSession();
  if (!watched || !session || !socket?.connected) return;
  const { organization, group, role } = session.token;
  socket.emit('watch', { PatientId: watched, OrganizationId: organization, GroupId: group, RoleId: role });
}

/**
 * A staff page follows one patient's changes while it is open (`PatientRecordsChanged`), and asks
 * again after `WatchEnded` (a share or consent changed: the server checks the grant anew).
 */
export function watchPatient(patientId: string): { again: () => void; stop: () => void } {
  watched = patientId;
  askToWatch();
  return {
    again: askToWatch,
    stop: () => {
      if (watched !== patientId) return;
      watched = null;
      socket?.emit('unwatch');
    },
  };
}

function close(): void {
  generation++;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  connectedToken = null;
}

function onSessionChange(): void {
  const token = currentToken();
  if (!token) return close();
  if (token !== connectedToken) {
    close();
    open();
  }
}

/** Listens to realtime events while `listener` is registered; the last listener closes the connection. */
export function subscribeRealtime(listener: Listener): () => void {
  listeners.add(listener);
  if (!connectedToken) open();
  unsubscribeSession ??= subscribeSession(onSessionChange);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribeSession?.();
      unsubscribeSession = null;
      close();
    }
  };
}

/**
 * While mounted (the signed-in app shell), events from another tab or device refetch the queries
 * they make stale; each area declares its own in its module (`realtime`).
 */
export function useRealtimeInvalidation(invalidations: Record<string, readonly QueryKey[]>): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeRealtime((event) => {
        for (const queryKey of invalidations[event] ?? []) void queryClient.invalidateQueries({ queryKey });
      }),
    [queryClient, invalidations],
  );
}
