/** Role ids, their priority and landing paths (spec 2 §6, spec 3 §2). */
export const ROLES = [
  'admin',
  'tadm',
  'dev',
  'tdev',
  'phys',
  'tphys',
  'res',
  'tres',
  'stat',
  'tstat',
  'mod',
  'tmod',
  'pat',
  'test',
  'user',
] as const;
export type RoleId = (typeof ROLES)[number];

/**
 * What each role is. A role starting with t is the test variant of its kind (test accounts in
 * production); it may do exactly what its kind may. `user` is signed in without a role in care.
 */
export const ROLE_KINDS = {
  admin: 'admin',
  tadm: 'admin',
  dev: 'developer',
  tdev: 'developer',
  phys: 'physician',
  tphys: 'physician',
  res: 'researcher',
  tres: 'researcher',
  stat: 'statistician',
  tstat: 'statistician',
  mod: 'moderator',
  tmod: 'moderator',
  pat: 'patient',
  test: 'patient',
  user: 'user',
} as const satisfies Record<RoleId, string>;
export type RoleKind = (typeof ROLE_KINDS)[RoleId];

export function roleKind(role: RoleId): RoleKind {
  return ROLE_KINDS[role];
}

/** Every role of these kinds, in the order of ROLES. */
function rolesOfKind(...kinds: RoleKind[]): RoleId[] {
  return ROLES.filter((role) => kinds.includes(ROLE_KINDS[role]));
}

export const PATIENT_ROLES: readonly RoleId[] = rolesOfKind('patient');
export const STAFF_ROLES: readonly RoleId[] = ROLES.filter((role) => !['patient', 'user'].includes(ROLE_KINDS[role]));
const ADMIN_ROLES: readonly RoleId[] = rolesOfKind('admin');

/**
 * Priority: admin/tadm, dev/tdev, phys/tphys, res/tres, stat/tstat, then pat/test last.
 * The spec does not place mod/tmod or user; we put moderators after statisticians and user last.
 */
const KIND_PRIORITY: Record<RoleKind, number> = {
  admin: 0,
  developer: 1,
  physician: 2,
  researcher: 3,
  statistician: 4,
  moderator: 5,
  patient: 6,
  user: 7,
};

export function isRoleId(value: string): value is RoleId {
  return (ROLES as readonly string[]).includes(value);
}

export function rolePriority(role: RoleId): number {
  return KIND_PRIORITY[ROLE_KINDS[role]];
}

/** Stable sort by priority; equal priorities keep their given order. */
export function orderRoles(roles: readonly RoleId[]): RoleId[] {
  return [...new Set(roles)].sort((a, b) => rolePriority(a) - rolePriority(b));
}

/** Roles offered in the admin role list: not the t-variants, not pat, not user. */
export function adminListRoles(roles: readonly RoleId[]): RoleId[] {
  return orderRoles(roles).filter((r) => !r.startsWith('t') && r !== 'pat' && r !== 'user');
}

const LANDING: Partial<Record<RoleKind, string>> = {
  physician: '/admin/patients',
  admin: '/admin/dashboard',
  moderator: '/admin/news',
  researcher: '/admin/research',
  developer: '/admin/oauthtokens',
};

export function landingPath(role: RoleId): string {
  return LANDING[ROLE_KINDS[role]] ?? '/welcome';
}

export function isStaffRole(role: RoleId): boolean {
  return STAFF_ROLES.includes(role);
}

export function isPatientRole(role: RoleId): boolean {
  return ROLE_KINDS[role] === 'patient';
}

export interface GroupClaim {
  OrganizationId: string;
  GroupId: string;
  orderedRoles: RoleId[];
}

export function formatGroupsClaimEntry(organizationId: string, groupId: string, role: RoleId): string {
  return `${organizationId}/${groupId}:${role}`;
}

/**
 * Parses the token's groups claim (`org/group:role` entries) into one entry per organization and
 * group, roles ordered by priority. Entries that do not parse or name an unknown role are skipped.
 * Groups keep the order in which they first appear.
 */
export function parseGroupsClaim(entries: readonly string[]): GroupClaim[] {
  const byKey = new Map<string, GroupClaim>();
  for (const entry of entries) {
    const match = /^([^/:\s]+)\/([^/:\s]+):([^/:\s]+)$/.exec(entry);
    if (!match) continue;
    const [, organizationId, groupId, role] = match as unknown as [string, string, string, string];
    if (!isRoleId(role)) continue;
    const key = `${organizationId}/${groupId}`;
    const claim = byKey.get(key) ?? { OrganizationId: organizationId, GroupId: groupId, orderedRoles: [] };
    claim.orderedRoles = orderRoles([...claim.orderedRoles, role]);
    byKey.set(key, claim);
  }
  return [...byKey.values()];
}

/** True when the claims hold `role` in the given organization and group. */
export function holdsMembership(claims: readonly GroupClaim[], organizationId: string, groupId: string, role: RoleId): boolean {
  return claims.some((c) => c.OrganizationId === organizationId && c.GroupId === groupId && c.orderedRoles.includes(role));
}

/** The group switcher is shown only to users with an admin membership in some group. */
export function canSwitchGroups(claims: readonly GroupClaim[]): boolean {
  return claims.some((c) => c.orderedRoles.some((r) => ADMIN_ROLES.includes(r)));
}

/** The role switcher is hidden when the active membership is only patient. */
export function showsRoleSwitcher(claims: readonly GroupClaim[], organizationId: string, groupId: string): boolean {
  const active = claims.find((c) => c.OrganizationId === organizationId && c.GroupId === groupId);
  return !!active && active.orderedRoles.some((r) => !isPatientRole(r));
}

interface MembershipChoice {
  OrganizationId: string;
  GroupId: string;
  RoleId: RoleId;
}

/**
 * The active membership at login or switch. A requested group (and role) must be held; without a
 * request the highest-priority role wins, and among equals the global group, then the first held.
 * Null when nothing the user holds matches.
 */
export function chooseActiveMembership(
  held: readonly MembershipChoice[],
  requested: { organizationId?: string | undefined; groupId?: string | undefined; roleId?: RoleId | undefined },
): MembershipChoice | null {
  let candidates = [...held];
  if (requested.groupId !== undefined) candidates = candidates.filter((m) => m.GroupId === requested.groupId);
  if (requested.organizationId !== undefined) candidates = candidates.filter((m) => m.OrganizationId === requested.organizationId);
  if (requested.roleId !== undefined) candidates = candidates.filter((m) => m.RoleId === requested.roleId);
  if (candidates.length === 0) return null;
  const isGlobal = (m: MembershipChoice) => m.OrganizationId === '0' && m.GroupId === '0';
  return candidates.reduce((best, m) => {
    const byRole = rolePriority(m.RoleId) - rolePriority(best.RoleId);
    if (byRole !== 0) return byRole < 0 ? m : best;
    return isGlobal(m) && !isGlobal(best) ? m : best;
  });
}

/** Display names of roles in both languages. */
export const ROLE_NAMES: Record<'sv' | 'en', Record<RoleId, string>> = {
  sv: {
    admin: 'Administratör',
    tadm: 'Administratör (test)',
    dev: 'Utvecklare',
    tdev: 'Utvecklare (test)',
    phys: 'Läkare',
    tphys: 'Läkare (test)',
    res: 'Forskare',
    tres: 'Forskare (test)',
    stat: 'Statistiker',
    tstat: 'Statistiker (test)',
    mod: 'Moderator',
    tmod: 'Moderator (test)',
    pat: 'Patient',
    test: 'Testpatient',
    user: 'Användare',
  },
  en: {
    admin: 'Administrator',
    tadm: 'Administrator (test)',
    dev: 'Developer',
    tdev: 'Developer (test)',
    phys: 'Physician',
    tphys: 'Physician (test)',
    res: 'Researcher',
    tres: 'Researcher (test)',
    stat: 'Statistician',
    tstat: 'Statistician (test)',
    mod: 'Moderator',
    tmod: 'Moderator (test)',
    pat: 'Patient',
    test: 'Test patient',
    user: 'User',
  },
};
