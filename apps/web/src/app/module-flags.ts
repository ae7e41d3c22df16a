import {
  holdsCapability,
  isStaffRole,
  parseGroupsClaim,
  unitsOfClaims,
  type Capability,
  type LoginTokenResponse,
  type ModuleName,
  type RoleId,
  type Units,
} from '@symptoms/domain';
import type { MenuEntry } from './feature-module';

/** Token flags switch modules off per user on top of the configuration (spec 1 §1). */
const TOKEN_FLAGS: Partial<Record<ModuleName, keyof LoginTokenResponse>> = {
  notes: 'use_notes',
  proms: 'use_proms',
  promReports: 'use_proms',
  symptoms: 'use_symptoms',
  status: 'use_status',
};

/**
 * The modules on for the user: the deployment's configuration, narrowed by the active group's own
 * flags (admin/settings; null: the configuration alone) and by the token's per-user flags.
 */
export function enabledModules(
  configured: readonly ModuleName[],
  token: LoginTokenResponse | null,
  groupModules: readonly ModuleName[] | null = null,
): Set<ModuleName> {
  return new Set(
    configured.filter((name) => {
      if (groupModules && !groupModules.includes(name)) return false;
      const flag = TOKEN_FLAGS[name];
      return !flag || !token || token[flag] !== false;
    }),
  );
}

/**
 * Who the signed-in user acts as: the active role, and the units their memberships make (a group
 * admin's groups, an organization admin, a system admin), from the token's groups claim. Menus and
 * routes ask the same capability with the same units as the server does (platform/units.ts).
 */
export interface Acting {
  role: RoleId;
  units: Units;
}

export function actingOf(token: LoginTokenResponse): Acting {
  const active = { organizationId: token.organization, groupId: token.group, roleId: token.role };
  return { role: token.role, units: unitsOfClaims(parseGroupsClaim(token.groups), active) };
}

/** Whether the user, acting as they do, has the capability (the domain's table and their units). */
export function mayDo(acting: Acting, wanted: Capability): boolean {
  return holdsCapability(acting.role, acting.units, wanted);
}

export function isAllowed(
  rule: { can?: Capability; module?: ModuleName; staffOnly?: boolean },
  acting: Acting,
  modules: ReadonlySet<ModuleName>,
): boolean {
  if (rule.module && !modules.has(rule.module)) return false;
  if (rule.staffOnly && !isStaffRole(acting.role)) return false;
  return !rule.can || mayDo(acting, rule.can);
}

export function visibleMenuEntries(entries: readonly MenuEntry[], acting: Acting, modules: ReadonlySet<ModuleName>): MenuEntry[] {
  return entries.filter((entry) => isAllowed(entry, acting, modules)).sort((a, b) => a.order - b.order);
}
