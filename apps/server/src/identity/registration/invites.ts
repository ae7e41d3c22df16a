import { createHash, randomBytes } from 'node:crypto';
import type { RoleId } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/** An invite's key is the link's secret; the database keeps its hash. */
const inviteKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

interface NewInvite {
  organizationId: string;
  groupId: string;
  email: string;
  personnummer?: string | null;
  description: string;
  roles?: RoleId[];
  createdBy?: string | null;
  /** Days until it expires (30 unless told). */
  days?: number;
  /** The key, when it must be known in advance (the demo's invite); random otherwise. */
  key?: string;
  /**
   * Whether the personnummer it binds is proven by the invite: only when staff, who verified the
   * person in care, sent it. A patient's own invites never prove anything.
   */
  provesPersonnummer?: boolean;
}

/** How long an invite works unless told otherwise. */
export const INVITE_DAYS = 30;

/** Makes an invite and answers its key (the staff's invite screens and the seed call this). */
export async function createInvite(tx: Queryable, invite: NewInvite): Promise<{ id: string; key: string }> {
  const key = invite.key ?? randomBytes(24).toString('base64url');
  const [row] = await tx.query<{ id: string }>(
    sql`INSERT INTO invites (key_hash, organization_id, group_id, email, personnummer, proves_personnummer, description, roles, created_by, expire_date)
        VALUES (${inviteKeyHash(key)}, ${invite.organizationId}, ${invite.groupId}, ${invite.email}, ${invite.personnummer ?? null},
                ${Boolean(invite.personnummer && invite.provesPersonnummer)}, ${invite.description}, ${invite.roles ?? ['pat']},
                ${invite.createdBy ?? null}, now() + make_interval(days => ${invite.days ?? INVITE_DAYS}))
        RETURNING id`,
  );
  return { id: row!.id, key };
}

export interface InviteRow {
  [key: string]: unknown;
  id: string;
  organization_id: string;
  group_id: string;
  group_name: string;
  email: string;
  personnummer: string | null;
  proves_personnummer: boolean;
  roles: RoleId[];
  expire_date: Date;
}

/** An unused, unexpired invite by its key; `lock` holds it for the registering transaction. */
export async function findUsableInvite(q: Queryable, key: string, lock = false): Promise<InviteRow | null> {
  const rows = await q.query<InviteRow>(
    sql`SELECT i.id, i.organization_id, i.group_id, coalesce(g.display_name, g.name) AS group_name, i.email, i.personnummer, i.proves_personnummer, i.roles, i.expire_date
          FROM invites i JOIN groups g ON g.id = i.group_id
         WHERE i.key_hash = ${inviteKeyHash(key)} AND i.used_date IS NULL AND i.expire_date > now()
         ${lock ? sql`FOR UPDATE OF i` : sql``}`,
  );
  return rows[0] ?? null;
}
