import { ErrorCode, conditionsFor, conditionsHeld, unitsOf, type Capability, type RoleId, type Units } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import { raw, sql, type Sql } from '../db/sql';
import type { RequestContext } from './context';
import { AppError } from './errors';

/**
 * The one way services scope what belongs to an organization or a group by the caller's
 * memberships (docs/decisions.md, "Admins act inside the units they administer"). A service asks
 * for its capability and gets the caller's reach: the whole service (a system admin), the active
 * organization (an organization admin), or the groups the caller works in (a group admin's every
 * group, other staff's active group); the memberships are read from the database, not the token.
 */

/** How far the caller reaches with a capability. */
type Reach = 'service' | 'organization' | 'groups';

export class UnitScope {
  constructor(
    readonly reach: Reach,
    readonly organizationId: string,
    /** With reach `groups`: the groups (of `organizationId`) the caller works in. */
    readonly groups: readonly string[],
  ) {}

  /** SQL: a row whose organization and group columns lie in the scope (a row of no group only for the organization and beyond). */
  where(organizationColumn: string, groupColumn: string): Sql {
    if (this.reach === 'service') return raw('true');
    if (this.reach === 'organization') return sql`${raw(organizationColumn)} = ${this.organizationId}`;
    return sql`(${raw(organizationColumn)} = ${this.organizationId} AND ${raw(groupColumn)} = ANY(${this.groups}::text[]))`;
  }

  /** SQL: an organization (its id column) the scope reaches into. */
  whereOrganization(idColumn: string): Sql {
    return this.reach === 'service' ? raw('true') : sql`${raw(idColumn)} = ${this.organizationId}`;
  }

  /** Whether a group of an organization lies in the scope. */
  covers(organizationId: string, groupId: string | null): boolean {
    if (this.reach === 'service') return true;
    if (organizationId !== this.organizationId) return false;
    return this.reach === 'organization' || (groupId !== null && this.groups.includes(groupId));
  }
}

/** The whole of one organization: what an organization admin reaches (the users bench asks for it too). */
export const wholeOrganization = (organizationId: string) => new UnitScope('organization', organizationId, []);

const loaded = new WeakMap<RequestContext, Promise<Units>>();

/** The caller's units in the active organization, read once per request from their memberships. */
function callerUnits(q: Queryable, ctx: RequestContext): Promise<Units> {
  let units = loaded.get(ctx);
  if (!units) {
    units = q
      .query<{ group_id: string; role_id: RoleId }>(
        sql`SELECT group_id, role_id FROM memberships WHERE user_id = ${ctx.userId} AND organization_id = ${ctx.organizationId}`,
      )
      .then((rows) =>
        unitsOf(
          rows.map((r) => ({ organizationId: ctx.organizationId, groupId: r.group_id, roleId: r.role_id })),
          { organizationId: ctx.organizationId, groupId: ctx.groupId, roleId: ctx.role },
        ),
      );
    loaded.set(ctx, units);
  }
  return units;
}

/** The refusal when the caller's memberships fulfil none of the conditions: says what it would take. */
function refusal(role: RoleId, wanted: Capability): AppError {
  const mine = conditionsFor(role, wanted.area, wanted.action).filter((c) => wanted.via.includes(c));
  if (mine.includes('organization')) return new AppError(ErrorCode.OrganizationAdminRequired);
  if (mine.includes('system')) return new AppError(ErrorCode.SystemAdminRequired);
  return new AppError(ErrorCode.Forbidden);
}

/**
 * The caller's reach with `wanted` (the capability the route declares): the widest of its
 * conditions that the caller's role has and memberships fulfil; 403 when none is.
 */
export async function unitScope(q: Queryable, ctx: RequestContext, wanted: Capability): Promise<UnitScope> {
  const units = await callerUnits(q, ctx);
  const held = conditionsHeld(ctx.role, units, wanted);
  if (held.includes('system')) return new UnitScope('service', ctx.organizationId, []);
  if (held.includes('organization')) return wholeOrganization(ctx.organizationId);
  if (held.includes('group'))
    return units.organization ? wholeOrganization(ctx.organizationId) : new UnitScope('groups', ctx.organizationId, units.groups);
  throw refusal(ctx.role, wanted);
}

/**
 * The caller's active group as a scope (the `my/group` routes): it must lie in the caller's reach
 * with `wanted`, else 403 (a token whose membership has since gone).
 */
export async function activeGroupScope(q: Queryable, ctx: RequestContext, wanted: Capability): Promise<UnitScope> {
  const scope = await unitScope(q, ctx, wanted);
  if (!scope.covers(ctx.organizationId, ctx.groupId)) throw new AppError(ErrorCode.Forbidden);
  return new UnitScope('groups', ctx.organizationId, [ctx.groupId]);
}
