/**
 * The one in-memory cache of the server. Each kind of cached value is declared once (`cacheOf`),
 * and every app instance keeps its own entries in `deps.caches`, so a test app starts empty. An
 * entry lives until its time runs out or it is invalidated; `invalidate` also reaches the other
 * instances through the invalidation bus (PostgreSQL NOTIFY or Redis), so a change made on one
 * instance is seen by all of them at once.
 */
interface CacheKind<V> {
  readonly name: string;
  readonly ttlMs: number;
  /** At most this many entries; the oldest goes first. */
  readonly max: number;
  /** Only a type marker. */
  readonly value?: V;
}

export function cacheOf<V>(name: string, options: { ttlMs: number; max?: number }): CacheKind<V> {
  return { name, ttlMs: options.ttlMs, max: options.max ?? 10_000 };
}

/** An invalidation sent to every instance: a cache's key, or the whole cache (key null); cache `*` is every cache. */
export interface Invalidation {
  cache: string;
  key: string | null;
}

export const ALL = '*';

/** Carries invalidations between instances. */
export interface InvalidationBus {
  publish(message: Invalidation): Promise<void>;
  subscribe(listener: (message: Invalidation) => void): void;
  close(): Promise<void>;
}

/** One process serves alone (the embedded database, or a single instance): nothing to tell. */
export class LocalBus implements InvalidationBus {
  async publish(): Promise<void> {}
  subscribe(): void {}
  async close(): Promise<void> {}
}

interface Entry<V> {
  value: V;
  expires: number;
}

export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly kind: CacheKind<V>,
    private readonly bus: InvalidationBus,
  ) {}

  /** The value when it is held and fresh, without waiting. */
  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** The value, loaded once when it is not held; loads of the same key at the same time share one. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const held = this.peek(key);
    if (held !== undefined) return Promise.resolve(held);
    let pending = this.loading.get(key);
    if (!pending) {
      pending = load().then(
        (value) => {
          if (this.loading.get(key) === pending) this.set(key, value);
          this.loading.delete(key);
          return value;
        },
        (error: unknown) => {
          this.loading.delete(key);
          throw error;
        },
      );
      this.loading.set(key, pending);
    }
    return pending;
  }

  /** Holds `value` for the kind's time, or until `expires` (ms since the epoch) when that comes first. */
  set(key: string, value: V, expires = Date.now() + this.kind.ttlMs): void {
    if (this.entries.size >= this.kind.max && !this.entries.has(key)) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, expires: Math.min(expires, Date.now() + this.kind.ttlMs) });
  }

  /** Forgets a key (or everything) here only. */
  drop(key: string | null): void {
    if (key === null) {
      this.entries.clear();
      this.loading.clear();
    } else {
      this.entries.delete(key);
      this.loading.delete(key);
    }
  }

  /** Forgets a key (or everything) here and on every other instance. */
  async invalidate(key: string | null = null): Promise<void> {
    this.drop(key);
    await this.bus.publish({ cache: this.kind.name, key });
  }
}

/** Every cache of one app instance (`deps.caches`). */
export class Caches {
  private readonly caches = new Map<string, TtlCache<unknown>>();

  constructor(private readonly bus: InvalidationBus) {
    bus.subscribe((message) => {
      if (message.cache === ALL) for (const cache of this.caches.values()) cache.drop(null);
      else this.caches.get(message.cache)?.drop(message.key);
    });
  }

  of<V>(kind: CacheKind<V>): TtlCache<V> {
    let cache = this.caches.get(kind.name);
    if (!cache) this.caches.set(kind.name, (cache = new TtlCache<V>(kind, this.bus) as TtlCache<unknown>));
    return cache as TtlCache<V>;
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}
