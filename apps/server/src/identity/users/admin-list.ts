import {
  ADMIN_USERS_PAGE_SIZE,
  maskPersonnummer,
  normalizePersonnummer,
  type AdminGroupOption,
  type AdminMembership,
  type AdminUser,
  type AdminUserListItem,
  type AdminUserPage,
} from '@symptoms/domain';
import type { Database, Queryable, Row } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { unitScope, type UnitScope } from '../../platform/units';
import { iso } from '../../platform/users';
import { USERS_READ } from './admin-access';
import { inScope, membershipsIn, usersPageSql } from './admin-users-sql';

/**
 * The users an admin sees (spec 3 §2 Users, §7 GET users and the lookups): a user is the admin's
 * when they hold a membership in a group the admin administers (any group of the organization for
 * its organization admin), and the admin sees those memberships only. Anyone else, and an
 * anonymised account, is not found. Nothing here reads health data.
 */

interface ListRow extends Row {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  personnummer: string;
  deactivated: boolean;
  memberships: AdminMembership[];
}

interface DetailRow extends ListRow {
  language_id: 'sv' | 'en';
  phone_number: string | null;
  email_confirmed: boolean;
  twofactor_enabled: boolean;
  has_patient: boolean;
  other_organizations: boolean;
  other_groups: boolean;
  last_activity: Date | null;
  created_date: Date;
  version: number;
}

function toListItem(row: ListRow): AdminUserListItem {
  return {
    Id: row.id,
    FirstName: row.first_name,
    LastName: row.last_name,
    Email: row.email,
    Personnummer: maskPersonnummer(row.personnummer),
    Memberships: row.memberships,
    Deactivated: row.deactivated,
  };
}

/** GET users: a page of the organization's users by name, after the user `after` (keyset). */
export async function listUsers(
  db: Database,
  ctx: RequestContext,
  query: { q?: string | undefined; after?: string | undefined },
): Promise<AdminUserPage> {
  const statement = usersPageSql(await unitScope(db, ctx, USERS_READ), query.q, query.after);
  // A search's best plan depends on its text (a range of one index, or of three): the pool's generic
  // plan walks the whole list in name order instead (661 ms at 100,000 users), so a search is planned
  // for its values. Browsing keeps the generic plan, which is the keyset's index range.
  const rows = query.q?.trim()
    ? await db.transaction(async (tx) => {
        await tx.query(sql`SET LOCAL plan_cache_mode = force_custom_plan`);
        return tx.query<ListRow>(statement);
      })
    : await db.query<ListRow>(statement);
  const page = rows.slice(0, ADMIN_USERS_PAGE_SIZE);
  return { Users: page.map(toListItem), Next: rows.length > ADMIN_USERS_PAGE_SIZE ? page[page.length - 1]!.id : null };
}

type UserKey = { id: string } | { personnummer: string } | { email: string };

function keyCondition(key: UserKey): Sql {
  if ('id' in key) return sql`u.id = ${key.id}`;
  if ('personnummer' in key) return sql`u.personnummer = ${normalizePersonnummer(key.personnummer) ?? ''}`;
  return sql`lower(u.email) = lower(${key.email.trim()})`;
}

/** One user in the admin's scope, by id, personnummer or e-mail; anyone else is not found. */
export async function findUnitUser(q: Queryable, ctx: RequestContext, scope: UnitScope, key: UserKey): Promise<AdminUser> {
  const [row] = await q.query<DetailRow>(
    sql`SELECT u.id, u.first_name, u.last_name, u.email, u.personnummer, u.deactivated, ${membershipsIn(scope)},
               u.language_id, u.phone_number, u.email_confirmed, u.twofactor_enabled, u.last_activity, u.created_date, u.version,
               EXISTS (SELECT 1 FROM patients p WHERE p.user_id = u.id) AS has_patient,
               EXISTS (SELECT 1 FROM memberships mx WHERE mx.user_id = u.id AND mx.organization_id NOT IN (${ctx.organizationId}, '0')) AS other_organizations,
               EXISTS (SELECT 1 FROM memberships mg WHERE mg.user_id = u.id AND mg.organization_id = ${ctx.organizationId}
                         AND NOT ${scope.where('mg.organization_id', 'mg.group_id')}) AS other_groups
          FROM users u
         WHERE ${keyCondition(key)} AND ${inScope(scope)} AND u.anonymized_date IS NULL`,
  );
  if (!row) throw notFound();
  return {
    ...toListItem(row),
    LanguageId: row.language_id,
    PhoneNumber: row.phone_number,
    EmailConfirmed: row.email_confirmed,
    TwoFactorEnabled: row.twofactor_enabled,
    HasPatient: row.has_patient,
    OtherOrganizations: row.other_organizations,
    OtherGroups: row.other_groups,
    LastActivity: iso(row.last_activity),
    CreatedDate: row.created_date.toISOString(),
    Version: row.version,
  };
}

/** GET admin/users/id|pnr|email/{…}: one user the admin sees. */
export async function findAdminUser(q: Queryable, ctx: RequestContext, key: UserKey): Promise<AdminUser> {
  return findUnitUser(q, ctx, await unitScope(q, ctx, USERS_READ), key);
}

/** GET admin/users/groups: the groups where the admin gives roles (those they administer). */
export async function assignableGroups(q: Queryable, ctx: RequestContext): Promise<AdminGroupOption[]> {
  const scope = await unitScope(q, ctx, USERS_READ);
  return q.query<AdminGroupOption & Row>(
    sql`SELECT g.id AS "Id", coalesce(g.display_name, g.name) AS "Name" FROM groups g
         WHERE ${scope.where('g.organization_id', 'g.id')} ORDER BY g.name`,
  );
}
