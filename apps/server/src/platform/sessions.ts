import type { Queryable } from '../db/client';

const RECHECK_MS = 10_000;

/**
 * Whether a session is still active. Access tokens live 10 minutes, but a revoked session must stop
 * working sooner: each instance rechecks a session at most every 10 s, and forgets it at once when
 * it revoked the session itself.
 */
export class SessionGuard {
  private readonly checked = new Map<string, { active: boolean; at: number }>();

  constructor(private readonly db: Queryable) {}

  /** Whether the session is active, when it was checked in the last RECHECK_MS; else undefined. */
  known(sessionId: string): boolean | undefined {
    const hit = this.checked.get(sessionId);
    return hit && Date.now() - hit.at < RECHECK_MS ? hit.active : undefined;
  }

  async isActive(sessionId: string): Promise<boolean> {
    const known = this.known(sessionId);
    if (known !== undefined) return known;
    const now = Date.now();
    const rows = await this.db.query<{ active: boolean }>('SELECT active AND expires_date > now() AS active FROM sessions WHERE id = $1', [
      sessionId,
    ]);
    const active = rows[0]?.active === true;
    if (this.checked.size > 50_000) this.checked.clear();
    this.checked.set(sessionId, { active, at: now });
    return active;
  }

  revoked(sessionId: string): void {
    this.checked.set(sessionId, { active: false, at: Date.now() });
  }
}
