import { ROLE_NAMES, type AdminGroupOption, type AdminMembership, type LanguageId } from '@symptoms/domain';

/** "Läkare, Smärtmottagningen": a membership as the admin reads it, the group by its name when known. */
export function membershipLabel(m: AdminMembership, groups: readonly AdminGroupOption[] | undefined, language: LanguageId): string {
  const group = groups?.find((g) => g.Id === m.GroupId)?.Name ?? m.GroupId;
  return `${ROLE_NAMES[language][m.RoleId]}, ${group}`;
}
