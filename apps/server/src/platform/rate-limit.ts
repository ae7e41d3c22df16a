import { Redis } from 'ioredis';
import { ErrorCode } from '@symptoms/domain';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * Counters for rate limits that must hold across instances: in Redis when REDIS_URL is set,
 * otherwise in this process (embedded mode is one process).
 */
export interface Counter {
  /** Current count inside the window. */
  get(key: string): Promise<number>;
  /** Adds one; the window starts at the first hit. */
  hit(key: string, windowMs: number): Promise<number>;
  reset(key: string): Promise<void>;
  /** How long the key's window still runs, in milliseconds (0 when it is not counting). */
  remainingMs(key: string): Promise<number>;
  close(): Promise<void>;
}

export class MemoryCounter implements Counter {
  private readonly entries = new Map<string, { count: number; until: number }>();

  async get(key: string): Promise<number> {
    const entry = this.entries.get(key);
    if (!entry || entry.until < Date.now()) return 0;
    return entry.count;
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.until < now) {
      if (this.entries.size > 100_000) this.entries.clear();
      this.entries.set(key, { count: 1, until: now + windowMs });
      return 1;
    }
    entry.count += 1;
    return entry.count;
  }

  async reset(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async remainingMs(key: string): Promise<number> {
    const entry = this.entries.get(key);
    return entry ? Math.max(0, entry.until - Date.now()) : 0;
  }

  async close(): Promise<void> {}
}

export class RedisCounter implements Counter {
  constructor(private readonly redis: Redis) {}

  static connect(url: string): RedisCounter {
    return new RedisCounter(new Redis(url, { maxRetriesPerRequest: 2 }));
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(`symptoms:rl:${key}`)) ?? 0);
  }

  async hit(key: string, windowMs: number): Promise<number> {
    const k = `symptoms:rl:${key}`;
    const [[, count]] = (await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').exec()) as [[unknown, number]];
    return count;
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(`symptoms:rl:${key}`);
  }

  async remainingMs(key: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(`symptoms:rl:${key}`));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => undefined);
  }
}

/**
 * The per-address limit of the public routes that take a secret or a login (the token endpoint,
 * invites, password reset, the PROM request links), so secrets cannot be guessed by volume.
 */
export function perAddressLimit(config: Config) {
  return {
    max: config.rateLimits.tokenPerIpPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => Object.assign(new AppError(ErrorCode.RateLimited), { statusCode: 429 }),
  };
}
