import { sql } from '../../db/sql';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ErrorCode,
  REFRESH_TOKEN_VALIDITY_DAYS,
  chooseActiveMembership,
  formatGroupsClaimEntry,
  type LoginTokenResponse,
  type RoleId,
  type TokenRequest,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { spendVerifyTime, verifyPassword } from '../passwords/hashing';
import { findUserByLogin, findUserRow, membershipsOf } from '../users/service';
import type { MembershipRow, UserRow } from '../../platform/users';
import { describeUserAgent } from '../../platform/user-agent';
import { afterPasswordCheck, beforePasswordCheck } from './lockout';
import { securityEvent } from '../../platform/security-events';
import { outstandingContracts } from '../contracts/store';

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');
const invalidGrant = () => new AppError(ErrorCode.InvalidGrant);

function choose(
  memberships: MembershipRow[],
  request: { org?: string | undefined; group?: string | undefined; role?: RoleId | undefined },
) {
  const held = memberships.map((m) => ({ OrganizationId: m.organization_id, GroupId: m.group_id, RoleId: m.role_id }));
  const chosen = chooseActiveMembership(held, { organizationId: request.org, groupId: request.group, roleId: request.role });
  if (!chosen) throw new AppError(ErrorCode.Forbidden);
  return chosen;
}

function chooseOrDefault(memberships: MembershipRow[], request: Parameters<typeof choose>[1]) {
  try {
    return choose(memberships, request);
  } catch (error) {
    // A role asked for and not held is refused, as a forged one is.
    if (request.role !== undefined || (request.group === undefined && request.org === undefined)) throw error;
    return choose(memberships, {});
  }
}

async function issueRefreshToken(tx: Queryable, sessionId: string): Promise<{ token: string; secret: string }> {
  const token = newSecret();
  const secret = newSecret();
  await tx.query(
    sql`INSERT INTO refresh_tokens (session_id, token_hash, secret_hash, expires_date) VALUES (${sessionId}, ${sha256(token)}, ${sha256(secret)}, now() + make_interval(days => ${REFRESH_TOKEN_VALIDITY_DAYS}))`,
  );
  return { token, secret };
}

async function tokenResponse(
  deps: Deps,
  q: Queryable,
  user: UserRow,
  memberships: MembershipRow[],
  active: { OrganizationId: string; GroupId: string; RoleId: RoleId },
  session: { id: string; twofactorAuthenticated: boolean },
  refresh: { token: string; secret: string },
  lastLogin: Date | null,
): Promise<LoginTokenResponse> {
  const sessionId = session.id;
  const twofactorPending = user.twofactor_enabled && !session.twofactorAuthenticated;
  const owed = await outstandingContracts(q, user.id);
  const consentPending = owed.required || owed.optional;
  const state = user.deactivated ? 'deactivated' : twofactorPending ? 'twofactor' : consentPending ? 'consent' : 'ready';
  const groups = memberships.map((m) => formatGroupsClaimEntry(m.organization_id, m.group_id, m.role_id));
  const { token, expiresIn } = await deps.signer.sign({
    sub: user.id,
    pid: user.patient_id,
    sid: sessionId,
    role: active.RoleId,
    org: active.OrganizationId,
    grp: active.GroupId,
    groups,
    name: `${user.first_name} ${user.last_name}`,
    state,
  });
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: expiresIn,
    refresh_token: refresh.token,
    refresh_token_secret: refresh.secret,
    pid: user.patient_id,
    deactivated: user.deactivated,
    deactivated_date: user.deactivated_date?.toISOString() ?? null,
    role: active.RoleId,
    scope: 'identity api',
    groups,
    group: active.GroupId,
    organization: active.OrganizationId,
    session_id: sessionId,
    consented_to_required_contracts: !owed.required,
    responded_to_optional_contracts: !owed.optional,
    twofactor_enabled: user.twofactor_enabled,
    twofactor_authenticated: user.twofactor_enabled && session.twofactorAuthenticated,
    // The second factor is still to be given in this session.
    twofactor: twofactorPending,
    use_notes: user.use_notes,
    use_proms: user.use_proms,
    use_status: user.use_status,
    use_symptoms: user.use_symptoms,
    last_login: lastLogin?.toISOString() ?? null,
    encryption_key: user.encryption_key,
    language: user.language_id,
  };
}

/** grant_type=password. Wrong password and unknown user answer alike, in the same time. */
export async function passwordGrant(deps: Deps, input: Extract<TokenRequest, { grant_type: 'password' }>, client: ClientInfo) {
  await beforePasswordCheck(deps, input.username, client);
  const user = await findUserByLogin(deps.db, input.username);
  const valid = user?.password_hash
    ? await verifyPassword(user.password_hash, input.password)
    : (await spendVerifyTime(input.password), false);
  await afterPasswordCheck(deps, input.username, client, { userId: user?.id ?? null, valid: Boolean(user && valid) });
  if (!user || !valid) throw invalidGrant();
  return openSession(deps, user, 'password', input, client);
}

/**
 * Opens a session for a user whose identity a grant has proven (password, BankID, SSO) and answers
 * with its tokens. Every login grant ends here, so sessions, refresh tokens and the token's claims
 * are made in one place.
 */
export async function openSession(
  deps: Deps,
  user: UserRow,
  provider: string,
  request: { org?: string | undefined; group?: string | undefined; role?: RoleId | undefined },
  client: ClientInfo,
): Promise<LoginTokenResponse> {
  const memberships = await membershipsOf(deps.db, user.id);
  // The group a login asks for (the group's own login page) is a wish: someone not in it logs in to
  // their own. An explicit role not held is still refused.
  const active = chooseOrDefault(memberships, request);
  const { device, operatingSystem } = describeUserAgent(client.userAgent);
  // BankID and SSO are strong authentication of their own; a password is one factor.
  const twofactorAuthenticated = provider !== 'password';
  return deps.db.transaction(async (tx) => {
    const [session] = await tx.query<{ id: string }>(
      sql`INSERT INTO sessions (user_id, provider, organization_id, group_id, role_id, scope_id, user_agent, device, operating_system, expires_date, twofactor_authenticated)
       VALUES (${user.id}, ${provider}, ${active.OrganizationId}, ${active.GroupId}, ${active.RoleId}, 'identity api', ${client.userAgent?.slice(0, 512) ?? null}, ${device}, ${operatingSystem}, now() + make_interval(days => ${REFRESH_TOKEN_VALIDITY_DAYS}), ${twofactorAuthenticated}) RETURNING id`,
    );
    await tx.query(sql`UPDATE users SET last_login = now(), last_activity = now() WHERE id = ${user.id}`);
    const refresh = await issueRefreshToken(tx, session!.id);
    return tokenResponse(deps, tx, user, memberships, active, { id: session!.id, twofactorAuthenticated }, refresh, user.last_login);
  });
}

interface RefreshRow {
  [key: string]: unknown;
  id: string;
  session_id: string;
  secret_hash: string;
  used_date: Date | null;
  expired: boolean;
  session_active: boolean;
  twofactor_authenticated: boolean;
  user_id: string;
  organization_id: string;
  group_id: string;
  role_id: RoleId;
}

async function revokeSession(tx: Queryable, sessionId: string, reason: string): Promise<void> {
  await tx.query(sql`UPDATE sessions SET active = false, ended_date = now(), end_reason = ${reason} WHERE id = ${sessionId} AND active`);
  await tx.query(sql`UPDATE refresh_tokens SET used_date = coalesce(used_date, now()) WHERE session_id = ${sessionId}`);
}

/**
 * grant_type=refresh_token: rotates the refresh token. A token that was already used means it was
 * copied: the whole session is revoked, so neither the thief nor the owner can continue with it.
 * group/org/role switch the active membership.
 */
export async function refreshGrant(deps: Deps, input: Extract<TokenRequest, { grant_type: 'refresh_token' }>, client?: ClientInfo) {
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<RefreshRow>(
      sql`SELECT rt.id, rt.session_id, rt.secret_hash, rt.used_date, rt.expires_date < now() AS expired,
              s.active AS session_active, s.twofactor_authenticated, s.user_id, s.organization_id, s.group_id, s.role_id
       FROM refresh_tokens rt JOIN sessions s ON s.id = rt.session_id
       WHERE rt.token_hash = ${sha256(input.refresh_token)} FOR UPDATE OF rt, s`,
    );
    if (!row) return { kind: 'invalid' as const };
    const secretMatches = timingSafeEqual(Buffer.from(row.secret_hash), Buffer.from(sha256(input.client_secret)));
    if (!secretMatches) return { kind: 'invalid' as const };
    if (row.used_date) {
      await revokeSession(tx, row.session_id, 'refresh-token-reuse');
      return { kind: 'revoked' as const, sessionId: row.session_id, userId: row.user_id };
    }
    if (row.expired || !row.session_active) return { kind: 'invalid' as const };
    const user = await findUserRow(tx, row.user_id);
    if (!user) return { kind: 'invalid' as const };
    const memberships = await membershipsOf(tx, user.id);
    const switching = input.group !== undefined || input.org !== undefined || input.role !== undefined;
    const active = choose(memberships, switching ? input : { org: row.organization_id, group: row.group_id, role: row.role_id });
    await tx.query(sql`UPDATE refresh_tokens SET used_date = now() WHERE id = ${row.id}`);
    await tx.query(
      sql`UPDATE sessions SET organization_id = ${active.OrganizationId}, group_id = ${active.GroupId}, role_id = ${active.RoleId}, latest_login = now() WHERE id = ${row.session_id}`,
    );
    await tx.query(sql`UPDATE users SET last_activity = now() WHERE id = ${user.id}`);
    const refresh = await issueRefreshToken(tx, row.session_id);
    return {
      kind: 'ok' as const,
      response: await tokenResponse(
        deps,
        tx,
        user,
        memberships,
        active,
        { id: row.session_id, twofactorAuthenticated: row.twofactor_authenticated },
        refresh,
        user.last_login,
      ),
    };
  });
  if (outcome.kind === 'revoked') {
    deps.sessions.revoked(outcome.sessionId);
    securityEvent(deps.log, 'refresh-token-reuse', { userId: outcome.userId, sessionId: outcome.sessionId, ip: client?.ip ?? '' });
  }
  if (outcome.kind !== 'ok') throw invalidGrant();
  return outcome.response;
}
