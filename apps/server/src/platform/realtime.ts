import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { RealtimeEventName, RealtimeEvents } from '@symptoms/domain';
import type { Database } from '../db/client';
import { peerAwarePostgresAdapter } from './realtime-adapter';
import type { SessionGuard } from './sessions';
import type { TokenSigner } from './tokens';

/**
 * Realtime events over Socket.IO, one room per user and per patient. Services publish after their
 * transaction commits. Between instances the events fan out through PostgreSQL (LISTEN/NOTIFY) or,
 * when REDIS_URL is set, through Redis; the embedded database serves one process and needs neither.
 */
export class Realtime {
  private io: Server | null = null;
  private redis: Redis[] = [];

  attach(server: HttpServer, deps: { signer: TokenSigner; sessions: SessionGuard; db: Database; redisUrl?: string | undefined }): void {
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
      socket.data.userId = claims.sub;
      socket.data.sessionId = claims.sid;
      socket.data.patientId = claims.pid;
      next();
    });
    io.on('connection', (socket: Socket) => {
      void socket.join(`user:${socket.data.userId as string}`);
      void socket.join(`session:${socket.data.sessionId as string}`);
      if (socket.data.patientId) void socket.join(`patient:${socket.data.patientId as string}`);
    });
    this.io = io;
  }

  /** This instance and the peers it knows of (1 without a shared adapter). */
  async serverCount(): Promise<number> {
    return this.io ? this.io.of('/').adapter.serverCount() : 1;
  }

  toPatient<E extends RealtimeEventName>(patientId: string, event: E, payload: RealtimeEvents[E]): void {
    this.io?.to(`patient:${patientId}`).emit(event, payload);
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
