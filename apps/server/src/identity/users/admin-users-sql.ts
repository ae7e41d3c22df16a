import { ADMIN_USERS_PAGE_SIZE, normalizePersonnummer } from '@symptoms/domain';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { UnitScope } from '../../platform/units';

/**
 * The statements of the users list (GET users), apart so the bench EXPLAINs the very statement the
 * route runs (bench/src/admin-users.ts). They name no health data.
 */

/** The list's order and keyset, as the index users_name_key has it (migration 0025). */
const NAME_KEY = raw(`lower(u.last_name) COLLATE "C", lower(u.first_name) COLLATE "C", u.id`);

/** The user holds a membership in the admin's scope: a group they administer (any of the organization's for its admin). */
export const inScope = (scope: UnitScope, user: Sql = raw('u.id')) =>
  sql`EXISTS (SELECT 1 FROM memberships mo WHERE mo.user_id = ${user} AND ${scope.where('mo.organization_id', 'mo.group_id')})`;

/** The user's memberships the admin sees: those in the admin's scope. */
export const membershipsIn = (scope: UnitScope) =>
  sql`(SELECT coalesce(json_agg(json_build_object('GroupId', m.group_id, 'RoleId', m.role_id) ORDER BY m.group_id, m.role_id), '[]'::json)
         FROM memberships m WHERE m.user_id = u.id AND ${scope.where('m.organization_id', 'm.group_id')}) AS memberships`;

/** Above every text that starts with the prefix, in the "C" collation's order (code points). */
const LAST_CODE_POINT = '\u{10FFFF}';

/**
 * `column` starts with `text`, as a range of the column's "C" order rather than LIKE: the pool's
 * statements run with generic plans (decisions: generic plans), and a generic plan can turn a
 * range with parameters into an index range, never a LIKE pattern that is a parameter.
 */
const startsWith = (column: string, text: string) =>
  sql`(${raw(`${column} COLLATE "C"`)} >= ${text} AND ${raw(`${column} COLLATE "C"`)} < ${text + LAST_CODE_POINT})`;

/**
 * What a search asks: a whole personnummer (10 or 12 digits, any written form: exact), the start
 * of an e-mail (with @), or the starts of names: the first word the start of the first name, the
 * last name or the e-mail (each an index), every further word the start of a name. A part of a
 * personnummer matches nothing: searching its start revealed a masked number in some 20 searches.
 */
function searchCondition(query: string | undefined): Sql {
  const q = query?.trim().toLowerCase() ?? '';
  if (q === '') return raw('true');
  if (/^[\d\s+-]+$/.test(q)) {
    const whole = normalizePersonnummer(q.replace(/\s/g, ''));
    return whole ? sql`u.personnummer = ${whole}` : raw('false');
  }
  if (q.includes('@')) return startsWith('lower(u.email)', q);
  const [first, ...rest] = q.split(/\s+/);
  const word = (w: string) => sql`(${startsWith('lower(u.first_name)', w)} OR ${startsWith('lower(u.last_name)', w)})`;
  const head = sql`(${startsWith('lower(u.first_name)', first!)} OR ${startsWith('lower(u.last_name)', first!)}
                    OR ${startsWith('lower(u.email)', first!)})`;
  return join([head, ...rest.map(word)], ' AND ');
}

/** The statement of a users page, also run by the bench (EXPLAIN). */
export function usersPageSql(scope: UnitScope, query: string | undefined, after: string | undefined): Sql {
  const cursor = after
    ? sql`AND (${NAME_KEY}) > (SELECT lower(c.last_name) COLLATE "C", lower(c.first_name) COLLATE "C", c.id FROM users c WHERE c.id = ${after})`
    : raw('');
  return sql`SELECT u.id, u.first_name, u.last_name, u.email, u.personnummer, u.deactivated, ${membershipsIn(scope)}
               FROM users u
              WHERE ${inScope(scope)} AND u.anonymized_date IS NULL AND ${searchCondition(query)} ${cursor}
              ORDER BY ${NAME_KEY}
              LIMIT ${raw(String(ADMIN_USERS_PAGE_SIZE + 1))}`;
}
