import { GLOBAL_ORGANIZATION_ID } from '../constants';
import { ROLE_KINDS, type GroupClaim, type RoleId } from '../rules/roles';
import { conditionsFor, type AccessCondition, type Capability } from './capabilities';

/**
 * Units (docs/decisions.md, "Admins act inside the units they administer"). Memberships are
 * (organization, group, role). The organization's own group is the group whose id is the
 * organization's (the global group, organization 0 / group 0, is the service's own): the admin role
 * there makes an organization admin; the admin role in any other group a group admin of that group.
 */
function organizationGroupId(organizationId: string): string {
  return organizationId;
}

export interface UnitMembership {
  organizationId: string;
  groupId: string;
  roleId: RoleId;
}

/** Where the caller works with the active role, in the active organization. */
export interface Units {
  organizationId: string;
  /** An admin's every administered group of the organization; for other staff the active group. */
  groups: readonly string[];
  /** The admin role in the organization's own group: works in every group of the organization, and on the organization. */
  organization: boolean;
  /** The admin role in the global group, acting in the global organization: the service's own administrator. */
  system: boolean;
}

/** The caller's units from their memberships (the server reads them from the database, the web from the token's claim). */
export function unitsOf(
  memberships: readonly UnitMembership[],
  active: { organizationId: string; groupId: string; roleId: RoleId },
): Units {
  const kind = ROLE_KINDS[active.roleId];
  const held = memberships.filter((m) => m.organizationId === active.organizationId && ROLE_KINDS[m.roleId] === kind);
  const isAdmin = kind === 'admin';
  const organization = isAdmin && held.some((m) => m.groupId === organizationGroupId(active.organizationId));
  const groups = isAdmin
    ? [...new Set(held.map((m) => m.groupId))]
    : held.some((m) => m.groupId === active.groupId)
      ? [active.groupId]
      : [];
  return {
    organizationId: active.organizationId,
    groups,
    organization,
    system: organization && active.organizationId === GLOBAL_ORGANIZATION_ID,
  };
}

/** The same from a token's groups claim (the web app's view of the caller). */
export function unitsOfClaims(claims: readonly GroupClaim[], active: { organizationId: string; groupId: string; roleId: RoleId }): Units {
  const memberships = claims.flatMap((c) =>
    c.orderedRoles.map((roleId) => ({ organizationId: c.OrganizationId, groupId: c.GroupId, roleId })),
  );
  return unitsOf(memberships, active);
}

function fulfils(units: Units, condition: AccessCondition): boolean {
  if (condition === 'organization') return units.organization;
  if (condition === 'system') return units.system;
  if (condition === 'group') return units.groups.length > 0;
  return true;
}

/** The conditions of `wanted` the caller holds: those the role has that the caller's units fulfil. */
export function conditionsHeld(role: RoleId, units: Units, wanted: Capability): AccessCondition[] {
  return conditionsFor(role, wanted.area, wanted.action).filter((c) => wanted.via.includes(c) && fulfils(units, c));
}

/** Whether the caller, as role and units, has the capability (the server's scopes and the web's menus both ask this). */
export function holdsCapability(role: RoleId, units: Units, wanted: Capability): boolean {
  return conditionsHeld(role, units, wanted).length > 0;
}
