import { isPatientRole, type MyGroup } from '@symptoms/domain';

/** Groups where the user is a patient: the global group first, then by name (Swedish collation). */
export function patientGroups(groups: readonly MyGroup[]): MyGroup[] {
  const name = (g: MyGroup) => g.DisplayName || g.Name;
  return groups
    .filter((g) => g.GroupMemberships.some((m) => isPatientRole(m.RoleId)))
    .sort((a, b) => Number(b.IsGlobal) - Number(a.IsGlobal) || name(a).localeCompare(name(b), 'sv'));
}
