import type { Queryable } from '../db/client';
import { sql } from '../db/sql';
import { cacheOf, type Caches, type TtlCache } from './cache';

/** A session's state is checked again after this long. */
const SESSIONS = cacheOf<boolean>('sessions', { ttlMs: 10_000, max: 50_000 });

/**
 * Whether a session is still active. Access tokens live 10 minutes, but a revoked session must stop
 * working sooner: each instance rechecks a session at most every 10 s, and a revocation reaches
 * every instance at once through the caches' invalidation.
 */
export class SessionGuard {
  private readonly checked: TtlCache<boolean>;
  private readonly endListeners: ((sessionId: string) => void)[] = [];

  constructor(
    private readonly db: Queryable,
    caches: Caches,
  ) {
    this.checked = caches.of(SESSIONS);
  }

  /** Whether the session is active, when it was checked in the last seconds; else undefined. */
  known(sessionId: string): boolean | undefined {
    return this.checked.peek(sessionId);
  }

  isActive(sessionId: string): Promise<boolean> {
    return this.checked.get(sessionId, async () => {
      const rows = await this.db.query<{ active: boolean }>(
        sql`SELECT active AND expires_date > now() AS active FROM sessions WHERE id = ${sessionId}`,
      );
      return rows[0]?.active === true;
    });
  }

  /** Told of every session that ends here (realtime closes its sockets). */
  onEnded(listener: (sessionId: string) => void): void {
    this.endListeners.push(listener);
  }

  /** A session ended here (after its change committed): refused at once here, and told to the other instances. */
  revoked(sessionId: string): void {
    void this.checked.invalidate(sessionId).catch(() => undefined);
    this.checked.set(sessionId, false);
    for (const listener of this.endListeners) listener(sessionId);
  }
}
