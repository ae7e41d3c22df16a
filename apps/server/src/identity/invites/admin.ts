import { ErrorCode, capability, normalizePersonnummer, type AdminInviteCreate, type Invite } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';
import { accountMail } from '../mail/templates';
import { createInvite, INVITE_DAYS } from '../registration/invites';
import { countInviteMails } from './limit';
import { toInvite, type InviteRow } from './service';

/**
 * An admin's invites (spec 3 §2 invites, §7 POST invites): staff invited to a group the admin
 * administers (any of the organization's for its admin) with a role from the admin role list; those
 * groups' invites, listed and withdrawn. Each address gets its own key by mail, as the staff's and
 * patients' invites do.
 */
// An invite with a role gives that role: the admin's users capability, not the staff's invites.
export const ADMIN_INVITES_READ = capability('users', 'read', 'group');
export const ADMIN_INVITES_WRITE = capability('users', 'write', 'group');

const COLUMNS = sql`id, email, description, expire_date, used_date, roles, group_id, created_date`;

/** POST invites: one invite per row, to the group with the role; 4158 for a group the admin does not administer. */
export async function sendAdminInvites(deps: Deps, ctx: RequestContext, input: AdminInviteCreate): Promise<Invite[]> {
  const scope = await unitScope(deps.db, ctx, ADMIN_INVITES_WRITE);
  const rows = await deps.db.transaction(async (tx) => {
    const [group] = await tx.query<{ name: string }>(
      sql`SELECT coalesce(g.display_name, g.name) AS name FROM groups g
           WHERE g.id = ${input.GroupId} AND ${scope.where('g.organization_id', 'g.id')}`,
    );
    if (!group) throw new AppError(ErrorCode.RoleNotAssignable);
    await countInviteMails(tx, { userId: ctx.userId, staff: true, language: ctx.language }, input.Invites.length);
    const made: InviteRow[] = [];
    for (const row of input.Invites) {
      const email = row.Email.trim();
      const { id, key } = await createInvite(tx, {
        organizationId: ctx.organizationId,
        groupId: input.GroupId,
        email,
        personnummer: row.Personnummer ? normalizePersonnummer(row.Personnummer) : null,
        provesPersonnummer: true,
        description: input.Description,
        roles: [input.RoleId],
        createdBy: ctx.userId,
      });
      const link = `${deps.config.publicUrl}/register/${key}`;
      await deps.mail.enqueue(tx, {
        ...accountMail('staffInvite', ctx.language, email, {
          secret: { link, validMinutes: INVITE_DAYS * 24 * 60 },
          group: group.name,
          message: input.Description,
        }),
        writtenBy: ctx.userId,
      });
      made.push(...(await tx.query<InviteRow>(sql`SELECT ${COLUMNS} FROM invites WHERE id = ${id}`)));
    }
    return made;
  });
  deps.mail.kick();
  return rows.map(toInvite);
}

/** GET admin/invites: the invites to the admin's groups, newest first. */
export async function listAdminInvites(deps: Deps, ctx: RequestContext): Promise<Invite[]> {
  const scope = await unitScope(deps.db, ctx, ADMIN_INVITES_READ);
  const rows = await deps.db.query<InviteRow>(
    sql`SELECT ${COLUMNS} FROM invites WHERE ${scope.where('organization_id', 'group_id')} ORDER BY created_date DESC LIMIT 500`,
  );
  return rows.map(toInvite);
}

/** DELETE admin/invites/{id}: an unused invite to one of the admin's groups is withdrawn; a used one stays (4108). */
export async function deleteAdminInvite(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const scope = await unitScope(deps.db, ctx, ADMIN_INVITES_WRITE);
  const [row] = await deps.db.query<{ used: boolean }>(
    sql`SELECT used_date IS NOT NULL AS used FROM invites WHERE id = ${id} AND ${scope.where('organization_id', 'group_id')}`,
  );
  if (!row) throw notFound();
  if (row.used) throw new AppError(ErrorCode.AlreadyDone);
  await deps.db.query(sql`DELETE FROM invites WHERE id = ${id} AND used_date IS NULL`);
}
