import { ErrorCode, capability, conditionsFor, normalizePersonnummer, type Invite, type InviteCreate, type RoleId } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { activeGroupScope } from '../../platform/units';
import { accountMail } from '../mail/templates';
import { createInvite, INVITE_DAYS } from '../registration/invites';
import { countInviteMails } from './limit';

export interface InviteRow extends Row {
  id: string;
  email: string;
  description: string;
  expire_date: Date;
  used_date: Date | null;
  roles: RoleId[];
  group_id: string;
  created_date: Date;
}

const GLOBAL = { organizationId: '0', groupId: '0' };
const GROUP_INVITES = capability('invites', 'write', 'group');

/**
 * Whose invites the caller sends and sees: staff invite to their active group (one of theirs, by
 * their memberships) and see the group's; a patient invites to Symptoms (the global group) and sees
 * their own.
 */
async function place(deps: Deps, ctx: RequestContext): Promise<{ organizationId: string; groupId: string; mine: Sql; staff: boolean }> {
  if (!conditionsFor(ctx.role, 'invites', 'write').includes('group'))
    return { ...GLOBAL, mine: sql`created_by = ${ctx.userId}`, staff: false };
  const scope = await activeGroupScope(deps.db, ctx, GROUP_INVITES);
  return { organizationId: ctx.organizationId, groupId: ctx.groupId, mine: scope.where('organization_id', 'group_id'), staff: true };
}

/** Invites each row by mail, one invite and one key per address. */
export async function sendInvites(deps: Deps, ctx: RequestContext, input: InviteCreate): Promise<Invite[]> {
  const where = await place(deps, ctx);
  const made = await deps.db.transaction(async (tx) => {
    await countInviteMails(tx, { userId: ctx.userId, staff: where.staff, language: ctx.language }, input.Invites.length);
    const [group] = await tx.query<{ name: string }>(
      sql`SELECT coalesce(display_name, name) AS name FROM groups WHERE id = ${where.groupId}`,
    );
    const ids: string[] = [];
    for (const row of input.Invites) {
      const personnummer = row.Personnummer ? normalizePersonnummer(row.Personnummer) : null;
      const { id, key } = await createInvite(tx, {
        organizationId: where.organizationId,
        groupId: where.groupId,
        email: row.Email.trim(),
        personnummer,
        // Staff verified the person in care; a patient cannot vouch for anyone's number.
        provesPersonnummer: where.staff,
        description: input.Description,
        createdBy: ctx.userId,
      });
      ids.push(id);
      const link = `${deps.config.publicUrl}/register/${key}`;
      await deps.mail.enqueue(tx, {
        ...accountMail('invite', ctx.language, row.Email.trim(), {
          secret: { link, validMinutes: INVITE_DAYS * 24 * 60 },
          group: group?.name,
          message: input.Description,
        }),
        writtenBy: ctx.userId,
      });
    }
    return ids;
  });
  deps.mail.kick();
  const all = await listInvites(deps, ctx);
  return all.filter((i) => made.includes(i.Id));
}

export function toInvite(row: InviteRow): Invite {
  return {
    Id: row.id,
    Email: row.email,
    Description: row.description,
    ExpireDate: row.expire_date.toISOString(),
    Used: row.used_date !== null,
    UsedDate: row.used_date?.toISOString() ?? null,
    Expired: row.used_date === null && row.expire_date.getTime() < Date.now(),
    Roles: row.roles,
    GroupId: row.group_id,
    CreatedDate: row.created_date.toISOString(),
  };
}

export async function listInvites(deps: Deps, ctx: RequestContext): Promise<Invite[]> {
  const rows = await deps.db.query<InviteRow>(
    sql`SELECT id, email, description, expire_date, used_date, roles, group_id, created_date FROM invites
         WHERE ${(await place(deps, ctx)).mine} ORDER BY created_date DESC LIMIT 500`,
  );
  return rows.map(toInvite);
}

export async function getInvite(deps: Deps, ctx: RequestContext, id: string): Promise<Invite> {
  const [row] = await deps.db.query<InviteRow>(
    sql`SELECT id, email, description, expire_date, used_date, roles, group_id, created_date FROM invites WHERE id = ${id} AND ${(await place(deps, ctx)).mine}`,
  );
  if (!row) throw notFound();
  return toInvite(row);
}

/** Withdraws an unused invite: its link stops working. A used one stays, as the record of who came in by it. */
export async function deleteInvite(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const invite = await getInvite(deps, ctx, id);
  if (invite.Used) throw new AppError(ErrorCode.AlreadyDone);
  await deps.db.query(sql`DELETE FROM invites WHERE id = ${id} AND used_date IS NULL`);
}
