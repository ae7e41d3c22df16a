import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { WatchRequest, type GroupClaim, type RealtimeEventName, type RealtimeEvents } from '@symptoms/domain';
import type { Database } from '../db/client';
import { peerAwarePostgresAdapter } from './realtime-adapter';
import type { SessionGuard } from './sessions';
import type { TokenSigner } from './tokens';

/** Who a socket belongs to, from its handshake token. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
  patientId: string | null;
  name: string;
  memberships: readonly GroupClaim[];
}

/** Whether the socket's user, acting in the membership asked for, may read the patient now (a grant holds). */
export type WatchGuard = (who: SocketIdentity, request: WatchRequest) => Promise<boolean>;

/** Staff sockets that follow a patient's page: told when the patient's records change, never what changed. */
const watchRoom = (patientId: string) => `watch:${patientId}`;
/** A share changed or ended: whoever follows the patient asks again, and the grant is checked anew. */
const ENDS_WATCHING = new Set<RealtimeEventName>(['ShareUpdated', 'ShareDeleted']);

/**
 * Realtime events over Socket.IO, one room per user and per patient. Services publish after their
 * transaction commits. Between instances the events fan out through PostgreSQL (LISTEN/NOTIFY) or,
 * when REDIS_URL is set, through Redis; the embedded database serves one process and needs neither.
 */
export class Realtime {
  private io: Server | null = null;
  private redis: Redis[] = [];

  attach(
    server: HttpServer,
    deps: { signer: TokenSigner; sessions: SessionGuard; db: Database; redisUrl?: string | undefined; mayWatch?: WatchGuard },
  ): void {
    const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    if (deps.redisUrl) {
      const pub = new Redis(deps.redisUrl);
      const sub = pub.duplicate();
      this.redis = [pub, sub];
      io.adapter(createRedisAdapter(pub, sub));
    } else if (deps.db.pool) {
      // Each test schema has channels of its own; instances of one deployment share the plain prefix.
      const channelPrefix = deps.db.schema ? `socket.io/${deps.db.schema}` : 'socket.io';
      io.adapter(peerAwarePostgresAdapter(deps.db.pool, { channelPrefix }));
    }
    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      const claims = typeof token === 'string' ? await deps.signer.verify(token) : null;
      const ready = claims && (claims.state ?? 'ready') === 'ready';
      if (!ready || !(await deps.sessions.isActive(claims.sid))) return next(new Error('unauthorized'));
      const who: SocketIdentity = {
        userId: claims.sub,
        sessionId: claims.sid,
        patientId: claims.pid,
        name: claims.name,
        memberships: claims.memberships,
      };
      socket.data.who = who;
      next();
    });
    io.on('connection', (socket: Socket) => {
      const who = socket.data.who as SocketIdentity;
      void socket.join(`user:${who.userId}`);
      void socket.join(`session:${who.sessionId}`);
      if (who.patientId) void socket.join(`patient:${who.patientId}`);
      socket.on('watch', (request: unknown, answer: unknown) => void this.watch(socket, who, request, answer, deps));
      socket.on('unwatch', () => this.unwatch(socket));
    });
    this.io = io;
  }

  /**
   * A staff page follows one patient at a time: joined only when the grant holds at that moment
   * (`mayWatch`, the records layer's own check) and the session is still active; anything else
   * leaves it following nobody. The answer says which.
   */
  private async watch(
    socket: Socket,
    who: SocketIdentity,
    request: unknown,
    answer: unknown,
    deps: { sessions: SessionGuard; mayWatch?: WatchGuard },
  ): Promise<void> {
    const reply = typeof answer === 'function' ? (answer as (a: { Watching: boolean }) => void) : () => undefined;
    this.unwatch(socket);
    const parsed = WatchRequest.safeParse(request);
    let allowed = false;
    try {
      allowed =
        parsed.success &&
        deps.mayWatch !== undefined &&
        (await deps.sessions.isActive(who.sessionId)) &&
        (await deps.mayWatch(who, parsed.data));
      if (allowed && parsed.success && socket.connected) await socket.join(watchRoom(parsed.data.PatientId));
    } catch {
      // The check could not be made (the database is away): following nobody is the safe answer.
      allowed = false;
    }
    reply({ Watching: allowed });
  }

  private unwatch(socket: Socket): void {
    for (const room of socket.rooms) if (room.startsWith('watch:')) void socket.leave(room);
  }

  /**
   * Everyone following the patient stops, on every instance, and is told so: they ask again and the
   * grant is checked anew. After a share or consent changes, or the patient's memberships or account.
   */
  endWatching(patientId: string): void {
    const room = watchRoom(patientId);
    this.io?.to(room).emit('WatchEnded', { PatientId: patientId });
    this.io?.in(room).socketsLeave(room);
  }

  /** This instance and the peers it knows of (1 without a shared adapter). */
  async serverCount(): Promise<number> {
    return this.io ? this.io.of('/').adapter.serverCount() : 1;
  }

  toPatient<E extends RealtimeEventName>(patientId: string, event: E, payload: RealtimeEvents[E]): void {
    this.io?.to(`patient:${patientId}`).emit(event, payload);
    if (ENDS_WATCHING.has(event)) this.endWatching(patientId);
    else this.io?.to(watchRoom(patientId)).emit('PatientRecordsChanged', { PatientId: patientId });
  }

  toUser<E extends RealtimeEventName>(userId: string, event: E, payload: RealtimeEvents[E]): void {
    this.io?.to(`user:${userId}`).emit(event, payload);
  }

  /** To every connected user: changes that concern the whole app (its texts, the news). */
  toEveryone<E extends RealtimeEventName>(event: E, payload: RealtimeEvents[E]): void {
    this.io?.emit(event, payload);
  }

  /** Closes a session's sockets on every instance, at once: an ended session hears nothing more. */
  disconnectSession(sessionId: string): void {
    this.io?.in(`session:${sessionId}`).disconnectSockets(true);
  }

  async close(): Promise<void> {
    if (this.io) await new Promise<void>((resolve) => this.io!.close(() => resolve()));
    this.io = null;
    await Promise.all(this.redis.map((r) => r.quit().catch(() => undefined)));
  }
}
