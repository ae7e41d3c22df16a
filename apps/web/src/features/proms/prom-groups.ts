import type { PromListItem } from '@symptoms/domain';

export interface PromGroupSection {
  key: string;
  name: string;
  isGlobal: boolean;
  proms: PromListItem[];
}

/** The global group is organization 0, group 0 (spec 1 §1). */
function isGlobalGroup(group: { OrganizationId: string; GroupId: string }): boolean {
  return group.OrganizationId === '0' && group.GroupId === '0';
}

/**
 * All PROMs grouped by the groups that offer them: the global group first, then by name (spec 1 §9);
 * a PROM offered by two groups shows under both. Titles sorted within a group.
 */
export function groupPromsByGroup(proms: readonly PromListItem[], language: string): PromGroupSection[] {
  const sections = new Map<string, PromGroupSection>();
  for (const prom of proms) {
    for (const group of prom.PromGroups) {
      const key = `${group.OrganizationId}-${group.GroupId}`;
      let section = sections.get(key);
      if (!section) {
        section = { key, name: group.GroupName, isGlobal: isGlobalGroup(group), proms: [] };
        sections.set(key, section);
      }
      if (!section.proms.some((p) => p.Id === prom.Id)) section.proms.push(prom);
    }
  }
  const byTitle = (a: PromListItem, b: PromListItem) => a.Title.localeCompare(b.Title, language);
  return [...sections.values()]
    .map((s) => ({ ...s, proms: s.proms.sort(byTitle) }))
    .sort((a, b) => (a.isGlobal !== b.isGlobal ? (a.isGlobal ? -1 : 1) : a.name.localeCompare(b.name, language)));
}
