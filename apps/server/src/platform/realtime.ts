import type { Server as HttpServer } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Database } from '../db/client';
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
      io.adapter(createPostgresAdapter(deps.db.pool));
    }
    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown }).token;
      const claims = typeof token === 'string' ? await deps.signer.verify(token) : null;
      if (!claims || !(await deps.sessions.isActive(claims.sid))) return next(new Error('unauthorized'));
      socket.data.userId = claims.sub;
      socket.data.patientId = claims.pid;
      next();
    });
    io.on('connection', (socket: Socket) => {
      void socket.join(`user:${socket.data.userId as string}`);
      if (socket.data.patientId) void socket.join(`patient:${socket.data.patientId as string}`);
    });
    this.io = io;
  }

  toPatient(patientId: string, event: string, payload: unknown): void {
    this.io?.to(`patient:${patientId}`).emit(event, payload);
  }

  toUser(userId: string, event: string, payload: unknown): void {
    this.io?.to(`user:${userId}`).emit(event, payload);
  }

  async close(): Promise<void> {
    if (this.io) await new Promise<void>((resolve) => this.io!.close(() => resolve()));
    this.io = null;
    await Promise.all(this.redis.map((r) => r.quit().catch(() => undefined)));
  }
}
