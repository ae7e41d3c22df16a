import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { Redis } from 'ioredis';
import { sql } from '../db/sql';
import { ALL, type Invalidation, type InvalidationBus } from './cache';

const CHANNEL = 'symptoms_cache';

type Listener = (message: Invalidation) => void;

/** Parses a message of another instance; its own and malformed ones are left out. */
function fromPeer(self: string, text: string): Invalidation | null {
  try {
    const message = JSON.parse(text) as Invalidation & { from?: string };
    if (message.from === self || typeof message.cache !== 'string') return null;
    return { cache: message.cache, key: typeof message.key === 'string' ? message.key : null };
  } catch {
    return null;
  }
}

/**
 * Invalidations through PostgreSQL's LISTEN/NOTIFY: a connection of its own listens, and a message
 * goes out with pg_notify on the pool. When the listening connection is lost, every cache is
 * dropped (what was missed cannot be known) and it listens again.
 */
export class PostgresBus implements InvalidationBus {
  private readonly self = randomUUID();
  private readonly listeners: Listener[] = [];
  private client: pg.Client | null = null;
  private closed = false;

  private constructor(private readonly pool: pg.Pool) {}

  static async open(pool: pg.Pool): Promise<PostgresBus> {
    const bus = new PostgresBus(pool);
    await bus.listen();
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client(this.pool.options);
    client.on('notification', (n) => {
      const message = n.payload ? fromPeer(this.self, n.payload) : null;
      if (message) for (const l of this.listeners) l(message);
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private lost(client: pg.Client): void {
    if (this.closed || this.client !== client) return;
    this.client = null;
    for (const l of this.listeners) l({ cache: ALL, key: null });
    setTimeout(() => void this.listen().catch(() => this.retryLater()), 1000).unref();
  }

  private retryLater(): void {
    if (!this.closed) setTimeout(() => void this.listen().catch(() => this.retryLater()), 5000).unref();
  }

  async publish(message: Invalidation): Promise<void> {
    const { text, params } = sql`SELECT pg_notify(${CHANNEL}, ${JSON.stringify({ ...message, from: this.self })})`.compile();
    await this.pool.query(text, params);
  }

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.client?.end().catch(() => undefined);
    this.client = null;
  }
}

/** Invalidations through Redis publish/subscribe, when the instances share a Redis (REDIS_URL). */
export class RedisBus implements InvalidationBus {
  private readonly self = randomUUID();
  private readonly listeners: Listener[] = [];
  private readonly pub: Redis;
  private readonly sub: Redis;

  private constructor(url: string) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = this.pub.duplicate();
    this.sub.on('message', (_channel: string, text: string) => {
      const message = fromPeer(this.self, text);
      if (message) for (const l of this.listeners) l(message);
    });
  }

  /** A bus that listens before it is used. */
  static async open(url: string): Promise<RedisBus> {
    const bus = new RedisBus(url);
    await bus.sub.subscribe(CHANNEL);
    return bus;
  }

  async publish(message: Invalidation): Promise<void> {
    await this.pub.publish(CHANNEL, JSON.stringify({ ...message, from: this.self }));
  }

  subscribe(listener: Listener): void {
    this.listeners.push(listener);
  }

  async close(): Promise<void> {
    await Promise.all([this.pub.quit().catch(() => undefined), this.sub.quit().catch(() => undefined)]);
  }
}
