import { hasCapability, isStaffRole, type Capability, type LoginTokenResponse, type ModuleName, type RoleId } from '@symptoms/domain';
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

export function isAllowed(
  rule: { can?: Capability; module?: ModuleName; staffOnly?: boolean },
  role: RoleId,
  modules: ReadonlySet<ModuleName>,
): boolean {
  if (rule.module && !modules.has(rule.module)) return false;
  if (rule.staffOnly && !isStaffRole(role)) return false;
  return !rule.can || hasCapability(role, rule.can);
}

export function visibleMenuEntries(entries: readonly MenuEntry[], role: RoleId, modules: ReadonlySet<ModuleName>): MenuEntry[] {
  return entries.filter((entry) => isAllowed(entry, role, modules)).sort((a, b) => a.order - b.order);
}
