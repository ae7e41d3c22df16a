import { createConnection } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPostgres } from '../db/client';
import { cacheOf, Caches, LocalBus, type InvalidationBus } from './cache';
import { PostgresBus, RedisBus } from './invalidation';

const NUMBERS = cacheOf<number>('numbers', { ttlMs: 1000, max: 3 });

afterEach(() => {
  vi.useRealTimers();
});

describe('TtlCache', () => {
  it('loads a key once, also for callers asking at the same time, and keeps it for its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new Caches(new LocalBus()).of(NUMBERS);
    const load = vi.fn(async () => 7);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cache.peek('a')).toBe(7);
    vi.setSystemTime(Date.now() + 1001);
    expect(cache.peek('a')).toBeUndefined();
    expect(await cache.get('a', load)).toBe(7);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed load, ends an entry at its own expiry, and holds at most its maximum', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new Caches(new LocalBus()).of(NUMBERS);
    await expect(cache.get('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('x', async () => 1)).toBe(1);
    cache.set('short', 2, Date.now() + 10);
    vi.setSystemTime(Date.now() + 11);
    expect(cache.peek('short')).toBeUndefined();
    for (const key of ['k1', 'k2', 'k3', 'k4']) cache.set(key, 1);
    expect(['k1', 'k2', 'k3', 'k4'].map((k) => cache.peek(k))).toEqual([undefined, 1, 1, 1]);
  });

  it('belongs to one app: another app’s caches start empty', async () => {
    const first = new Caches(new LocalBus()).of(NUMBERS);
    first.set('a', 1);
    expect(new Caches(new LocalBus()).of(NUMBERS).peek('a')).toBeUndefined();
  });
});

/** Two instances' caches on one bus kind: an invalidation on one reaches the other. */
async function reachesTheOther(open: () => Promise<InvalidationBus>): Promise<void> {
  const [one, two] = [new Caches(await open()), new Caches(await open())];
  try {
    const [a, b] = [one.of(NUMBERS), two.of(NUMBERS)];
    a.set('k', 1);
    b.set('k', 1);
    b.set('other', 2);
    await a.invalidate('k');
    await expect.poll(() => b.peek('k'), { timeout: 5000 }).toBeUndefined();
    expect(b.peek('other')).toBe(2);
    await a.invalidate();
    await expect.poll(() => b.peek('other'), { timeout: 5000 }).toBeUndefined();
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('invalidation between instances through PostgreSQL', () => {
  it('drops the key on the other instance', async () => {
    const db = openPostgres({ url: process.env.TEST_DATABASE_URL!, max: 2 });
    try {
      await reachesTheOther(() => PostgresBus.open(db.pool!));
    } finally {
      await db.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(redisUrl);
  const socket = createConnection({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
  socket.on('connect', () => (socket.end(), resolve(true)));
  socket.on('error', () => resolve(false));
});

describe.skipIf(!redisAnswers)('invalidation between instances through Redis', () => {
  it('drops the key on the other instance', async () => {
    await reachesTheOther(() => RedisBus.open(redisUrl));
  });
});
