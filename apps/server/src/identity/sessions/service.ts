import { sql } from '../../db/sql';
import type { Session } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

interface SessionRow extends Row {
  id: string;
  active: boolean;
  city: string | null;
  country: string | null;
  device: string | null;
  group_id: string;
  organization_id: string;
  latest_login: Date;
  operating_system: string | null;
  provider: string;
  role_id: Session['RoleId'];
  scope_id: string | null;
  user_agent: string | null;
}

export async function listMySessions(deps: Deps, ctx: RequestContext): Promise<Session[]> {
  const rows = await deps.db.query<SessionRow>(
    sql`SELECT id, active AND expires_date > now() AS active, city, country, device, group_id, organization_id, latest_login,
            operating_system, provider, role_id, scope_id, user_agent
     FROM sessions WHERE user_id = ${ctx.userId} ORDER BY latest_login DESC LIMIT 100`,
  );
  return rows.map((r) => ({
    Id: r.id,
    Active: r.active,
    Current: r.id === ctx.sessionId,
    City: r.city,
    Country: r.country,
    Device: r.device,
    GroupId: r.group_id,
    OrganizationId: r.organization_id,
    LatestLogin: r.latest_login.toISOString(),
    OperatingSystem: r.operating_system,
    Provider: r.provider,
    RoleId: r.role_id,
    ScopeId: r.scope_id,
    UserAgent: r.user_agent,
  }));
}

/** Ends one of the caller's sessions (log out there, or here). Another user's session is not found. */
export async function endMySession(deps: Deps, ctx: RequestContext, sessionId: string): Promise<void> {
  const ended = await deps.db.transaction(async (tx) => {
    const rows = await tx.query(
      sql`UPDATE sessions SET active = false, ended_date = coalesce(ended_date, now()), end_reason = coalesce(end_reason, 'logout')
       WHERE id = ${sessionId} AND user_id = ${ctx.userId} RETURNING id`,
    );
    if (!rows.length) return false;
    await tx.query(sql`UPDATE refresh_tokens SET used_date = coalesce(used_date, now()) WHERE session_id = ${sessionId}`);
    return true;
  });
  if (!ended) throw notFound();
  deps.sessions.revoked(sessionId);
}

/**
 * Ends a user's active sessions (all, or all but one) in `tx` and answers their ids; once the
 * transaction has committed, tell `deps.sessions.revoked` of each (their sockets close then).
 */
export async function endUserSessions(tx: Queryable, userId: string, reason: string, except?: string): Promise<string[]> {
  const rows = await tx.query<{ id: string }>(
    sql`UPDATE sessions SET active = false, ended_date = now(), end_reason = ${reason}
         WHERE user_id = ${userId} AND active ${except ? sql`AND id <> ${except}` : sql``} RETURNING id`,
  );
  const ids = rows.map((r) => r.id);
  if (ids.length) await tx.query(sql`UPDATE refresh_tokens SET used_date = coalesce(used_date, now()) WHERE session_id = ANY(${ids})`);
  return ids;
}

/** Ends every session of the caller but the current one ("log out other devices"). */
export async function endMyOtherSessions(deps: Deps, ctx: RequestContext, keep: string): Promise<number> {
  if (keep !== ctx.sessionId) throw notFound();
  const ended = await deps.db.transaction((tx) => endUserSessions(tx, ctx.userId, 'logout-others', keep));
  ended.forEach((id) => deps.sessions.revoked(id));
  return ended.length;
}
