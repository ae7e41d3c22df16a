import { createHash, randomBytes } from 'node:crypto';
import { capability, type OAuthToken, type OAuthTokenInput } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { activeGroupScope } from '../../platform/units';

/** A group's tokens are its developers' (of the active group). */
export const OAUTH_TOKENS_READ = capability('oauthtokens', 'read', 'group');
export const OAUTH_TOKENS_WRITE = capability('oauthtokens', 'write', 'group');

/** SQL: the tokens (alias `t`) or applications (`a`) of the caller's active group, one of theirs by their memberships. */
const ofGroup = async (deps: Deps, ctx: RequestContext, alias: 't' | 'a', write = false) =>
  (await activeGroupScope(deps.db, ctx, write ? OAUTH_TOKENS_WRITE : OAUTH_TOKENS_READ)).where(
    `${alias}.organization_id`,
    `${alias}.group_id`,
  );

interface TokenRow extends Row {
  id: string;
  application_id: string;
  description: string;
  role_id: OAuthToken['ApplicationRole'];
  group_id: string;
  organization_id: string;
  user_id: string | null;
  created_date: Date;
  modified_date: Date;
}

const toToken = (row: TokenRow, secret: string | null = null): OAuthToken => ({
  Id: row.id,
  ApplicationId: row.application_id,
  ApplicationDescription: row.description,
  ApplicationRole: row.role_id,
  GroupId: row.group_id,
  OrganizationId: row.organization_id,
  UserId: row.user_id,
  Secret: secret,
  CreatedDate: row.created_date.toISOString(),
  ModifiedDate: row.modified_date.toISOString(),
});

/** A new secret: shown once, stored only as its hash. */
function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: createHash('sha256').update(secret).digest('hex') };
}

const SELECT = sql`SELECT t.id, t.application_id, a.description, a.role_id, t.group_id, t.organization_id, t.user_id, t.created_date, t.modified_date
                     FROM oauth_tokens t JOIN applications a ON a.group_id = t.group_id AND a.id = t.application_id`;

export async function listTokens(deps: Deps, ctx: RequestContext): Promise<OAuthToken[]> {
  const rows = await deps.db.query<TokenRow>(sql`${SELECT} WHERE ${await ofGroup(deps, ctx, 't')} ORDER BY t.created_date DESC, t.id`);
  return rows.map((row) => toToken(row));
}

/** POST my/group/oauthtokens: a token for one of the group's applications, its secret in this answer only. */
export async function createToken(deps: Deps, ctx: RequestContext, input: OAuthTokenInput): Promise<OAuthToken> {
  const { secret, hash } = newSecret();
  const [made] = await deps.db.query<{ id: string }>(
    sql`INSERT INTO oauth_tokens (group_id, application_id, organization_id, user_id, secret_hash)
        SELECT a.group_id, a.id, a.organization_id, ${ctx.userId}, ${hash} FROM applications a
         WHERE ${await ofGroup(deps, ctx, 'a', true)} AND a.id = ${input.ApplicationId}
        RETURNING id`,
  );
  if (!made) throw notFound();
  const [row] = await deps.db.query<TokenRow>(sql`${SELECT} WHERE t.id = ${made.id}`);
  return toToken(row!, secret);
}

/** PUT my/group/oauthtokens/{id}: a new secret for the token (the old one stops working), shown once. */
export async function renewToken(deps: Deps, ctx: RequestContext, id: string): Promise<OAuthToken> {
  const { secret, hash } = newSecret();
  const rows = await deps.db.query(
    sql`UPDATE oauth_tokens t SET secret_hash = ${hash}, modified_date = now(), user_id = ${ctx.userId}
         WHERE id = ${id} AND ${await ofGroup(deps, ctx, 't', true)} RETURNING id`,
  );
  if (!rows.length) throw notFound();
  const [row] = await deps.db.query<TokenRow>(sql`${SELECT} WHERE t.id = ${id}`);
  return toToken(row!, secret);
}

export async function deleteToken(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const rows = await deps.db.query(
    sql`DELETE FROM oauth_tokens t WHERE t.id = ${id} AND ${await ofGroup(deps, ctx, 't', true)} RETURNING t.id`,
  );
  if (!rows.length) throw notFound();
}
