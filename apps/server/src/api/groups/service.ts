import { PATIENT_ROLES, type GroupLoginFace, type ModuleName, type MyGroup, type RoleId } from '@symptoms/domain';
import { notFound } from '../../platform/errors';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { toGroup, type GroupRow } from './mapping';

/** The caller's groups with their roles there: the global group first, then by name (spec 3 §9). */
export async function listMyGroups(deps: Deps, ctx: RequestContext): Promise<MyGroup[]> {
  const rows = await deps.db.query<GroupRow & { roles: RoleId[]; patient_joined_date: Date | null; modules: ModuleName[] | null }>(
    sql`SELECT g.*, (SELECT s.modules FROM group_settings s WHERE s.group_id = g.id) AS modules, array_agg(m.role_id ORDER BY m.role_id) AS roles,
               min(m.joined_date) FILTER (WHERE m.role_id = ANY(${PATIENT_ROLES}::text[])) AS patient_joined_date
          FROM memberships m JOIN groups g ON g.id = m.group_id
         WHERE m.user_id = ${ctx.userId}
         GROUP BY g.id
         ORDER BY g.is_global DESC, lower(coalesce(g.display_name, g.name))`,
  );
  return rows.map((row) => ({
    ...toGroup(row),
    GroupMemberships: row.roles.map((RoleId) => ({ RoleId })),
    PatientJoinedDate: row.patient_joined_date?.toISOString() ?? null,
    Modules: row.modules,
  }));
}

/** A group's face on its login page (`/{groupUrlSlug}`), by its address; an unknown address is not found. */
export async function groupBySlug(deps: Deps, slug: string): Promise<GroupLoginFace> {
  const [row] = await deps.db.query<{ organization_id: string; id: string; name: string; welcome_text: string | null }>(
    sql`SELECT organization_id, id, coalesce(display_name, name) AS name, welcome_text FROM groups WHERE url_slug = ${slug.toLowerCase()}`,
  );
  if (!row) throw notFound();
  return { OrganizationId: row.organization_id, GroupId: row.id, DisplayName: row.name, WelcomeText: row.welcome_text };
}
