import { ROLE_KINDS, ROLES, type RoleId, type RoleKind } from '../rules/roles';

/**
 * The staff access model (docs/decisions.md, "The staff access model"): which role may do what in
 * which area, and under which condition. The server's route guards, the records layer and the
 * web's menus all read this one table.
 */

/** Areas whose records are a patient's health data: read only as the patient or under a grant. */
export const PATIENT_DATA_AREAS = [
  'patient',
  'notes',
  'statusreports',
  'symptomreports',
  'symptoms',
  'symptom-definitions',
  'promreports',
  'promrequests',
  'uploads',
  'studytasks',
  'history',
  'calendar',
  'trash',
] as const;

/** Areas of the account and of the staff's work. */
const OTHER_AREAS = [
  'account',
  'sessions',
  'groups',
  'env',
  'proms',
  'shares',
  'sharerequests',
  'consents',
  'invites',
  'auditlogs',
  'bugreports',
  'news',
  'statistics',
  'exports',
  'users',
  'organizations',
  'contracts',
  'language-strings',
  'app-versions',
  'applications',
  'oauthtokens',
  'settings',
  'emails',
  'research',
  'study-schema',
  // The staff's list of the patients they follow (admin/patients): who, never what they reported.
  'patients',
  // The group's symptom map: its patients' marks gathered per cell, each report read audited.
  'groupsymptoms',
] as const;

export const ACCESS_AREAS = [...PATIENT_DATA_AREAS, ...OTHER_AREAS] as const;
export type AccessArea = (typeof ACCESS_AREAS)[number];
export type PatientDataArea = (typeof PATIENT_DATA_AREAS)[number];

export const ACCESS_ACTIONS = ['read', 'write', 'export'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/**
 * Under which condition a capability holds:
 * - own: the caller's own data (a patient's own records, a user's own account);
 * - share: a patient's data through an accepted, enabled share with the caller whose flag covers the area;
 * - groupPatient: the data of a consenting participant of the caller's active group: an active account
 *   holding every required contract of the group, the areas its consented contracts name, from the
 *   day the patient joined (the records layer's participants.ts is the one definition);
 * - group: things of the groups the caller works in with the active role (their PROMs, news,
 *   applications, users, contracts): the active group for most staff; for an admin every group they
 *   administer, all of the organization's for an organization admin (units.ts);
 * - organization: the active organization as a whole (its name, its groups, its language overrides):
 *   only an organization admin, who holds the admin role in the organization's own group;
 * - system: the service as a whole (every organization, and what every organization's users see: the
 *   system's texts, the standard symptom list). Only the admins of the global group, the service's own
 *   administrators: an organization admin must never change what another organization's patients see;
 * - anyone: any signed-in caller (the questionnaire catalogue, the environment).
 * `group`, `organization` and `system` are checked against the caller's memberships for real
 * (units.ts on both sides; the server's platform/units.ts scopes every statement by them).
 */
export const ACCESS_CONDITIONS = ['own', 'share', 'groupPatient', 'group', 'organization', 'system', 'anyone'] as const;
export type AccessCondition = (typeof ACCESS_CONDITIONS)[number];

type Capabilities = Partial<Record<AccessArea, Partial<Record<AccessAction, readonly AccessCondition[]>>>>;

const OWN = ['own'] as const;
const RW_OWN = { read: OWN, write: OWN } as const;
const ANYONE = ['anyone'] as const;

/** What every signed-in person may do with their own account and the shared catalogues. */
const EVERYONE: Capabilities = {
  account: { read: OWN, write: OWN, export: OWN },
  sessions: RW_OWN,
  groups: { read: OWN },
  env: { read: ANYONE },
  proms: { read: ANYONE },
  news: { read: ANYONE },
  bugreports: { write: OWN },
  consents: RW_OWN,
};

const patientOwn = (areas: readonly PatientDataArea[]): Capabilities => Object.fromEntries(areas.map((area) => [area, RW_OWN]));

/** The areas a share's flags open (spec 2 §3 Share: SymptomReports, PromReports, StatusReports, Notes), plus who the patient is. */
const SHARED_READS: readonly PatientDataArea[] = [
  'patient',
  'notes',
  'statusreports',
  'symptomreports',
  'symptoms',
  'promreports',
  'history',
  'calendar',
];

/**
 * A group's reads of its participants: at most these areas, and of them only what the contracts a
 * participant consented to name (notes only when a contract names them), from the day they joined;
 * never their files or trash.
 */
const STUDY_READS: readonly PatientDataArea[] = [
  'patient',
  'notes',
  'statusreports',
  'symptomreports',
  'symptoms',
  'promreports',
  'promrequests',
  'studytasks',
  'history',
  'calendar',
];

const reads = (areas: readonly PatientDataArea[], ...conditions: AccessCondition[]): Capabilities =>
  Object.fromEntries(areas.map((area) => [area, { read: conditions }]));

/** Later entries add conditions to earlier ones of the same area and action. */
function merge(...parts: Capabilities[]): Capabilities {
  const out: Record<string, Record<string, AccessCondition[]>> = {};
  for (const part of parts) {
    for (const [area, actions] of Object.entries(part)) {
      for (const [action, conditions] of Object.entries(actions ?? {})) {
        const held = ((out[area] ??= {})[action] ??= []);
        for (const c of conditions ?? []) if (!held.includes(c)) held.push(c);
      }
    }
  }
  return out as Capabilities;
}

const CAPABILITIES: Record<RoleKind, Capabilities> = {
  patient: merge(EVERYONE, patientOwn(PATIENT_DATA_AREAS), {
    shares: RW_OWN,
    invites: RW_OWN,
    auditlogs: { read: OWN },
  }),
  physician: merge(EVERYONE, reads(SHARED_READS, 'share'), reads(STUDY_READS, 'groupPatient'), {
    // A clinician's side of shares: the requests they make and the shares they receive.
    sharerequests: RW_OWN,
    patients: { read: OWN },
    promrequests: { write: ['groupPatient'] },
    invites: { read: ['group'], write: ['group'] },
    groupsymptoms: { read: ['group'] },
  }),
  // A researcher may ask a patient to share (spec 2 §6), so an accepted share opens its flags to them as to a physician.
  researcher: merge(EVERYONE, reads(SHARED_READS, 'share'), reads(STUDY_READS, 'groupPatient'), {
    // A clinician's side of shares: the requests they make and the shares they receive.
    sharerequests: RW_OWN,
    patients: { read: OWN },
    promrequests: { write: ['groupPatient'] },
    proms: { write: ['group'] },
    'study-schema': { read: ['group'], write: ['group'] },
    research: { read: ['group'] },
    groupsymptoms: { read: ['group'] },
    statistics: { read: ['group'] },
    exports: { export: ['group'] },
    invites: { read: ['group'], write: ['group'] },
  }),
  statistician: merge(EVERYONE, {
    statistics: { read: ['group'] },
    exports: { export: ['group'] },
  }),
  // An admin works in the groups they administer (`group`); the organization as a whole is its organization
  // admin's (`organization`), the whole service its system admins' (`system`): docs/decisions.md, "Units".
  admin: merge(EVERYONE, reads(SHARED_READS, 'share'), {
    patients: { read: OWN },
    statistics: { read: ['group', 'organization', 'system'] },
    // Users, and the invites of staff with a role (a role given by mail): both give roles, so one area.
    users: { read: ['group'], write: ['group'] },
    groups: { read: ['group', 'system'], write: ['organization', 'system'] },
    organizations: { read: ['group', 'system'], write: ['organization', 'system'] },
    contracts: { read: ['group'], write: ['group'] },
    proms: { write: ['group'] },
    // A group's news is its admins'; news to the whole organization its organization admin's.
    news: { write: ['group', 'organization'] },
    // The organization's own overrides; the global organization's are the system's texts, under everyone's.
    'language-strings': { write: ['organization', 'system'] },
    // App versions are one list for the whole service: read by any admin, changed by an organization admin.
    'app-versions': { read: ['group'], write: ['organization'] },
    // A group's module flags; the standard symptom list (`system`) is the service's setting.
    settings: { read: ['group', 'system'], write: ['group', 'system'] },
    emails: { read: ['organization', 'system'] },
    bugreports: { read: ['group'], write: ['group'] },
    // No exports: an export reads participants' data, which an admin's role never reads (docs/decisions.md).
  }),
  moderator: merge(EVERYONE, { news: { write: ['group'] } }),
  developer: merge(EVERYONE, {
    applications: { read: ['group'], write: ['group'] },
    oauthtokens: { read: ['group'], write: ['group'] },
    'app-versions': { read: ['group'], write: ['group'] },
    bugreports: { read: ['group'], write: ['group'] },
  }),
  user: EVERYONE,
};

/** The conditions under which `role` may do `action` in `area` (none: not at all). */
export function conditionsFor(role: RoleId, area: AccessArea, action: AccessAction): readonly AccessCondition[] {
  return CAPABILITIES[ROLE_KINDS[role]][area]?.[action] ?? [];
}

/** Whether `role` may do `action` in `area` under one of `via` (any condition when `via` is left out). */
export function may(role: RoleId, area: AccessArea, action: AccessAction, via?: readonly AccessCondition[]): boolean {
  const held = conditionsFor(role, area, action);
  return via ? held.some((c) => via.includes(c)) : held.length > 0;
}

/** The roles that may do `action` in `area` under one of `via`, in the order of ROLES. */
export function rolesAllowed(area: AccessArea, action: AccessAction, via: readonly AccessCondition[]): RoleId[] {
  return ROLES.filter((role) => may(role, area, action, via));
}

/** Something a route or a screen lets its caller do: `action` in `area` under one of `via`. */
export interface Capability {
  area: AccessArea;
  action: AccessAction;
  via: readonly AccessCondition[];
}

export function capability(area: AccessArea, action: AccessAction, ...via: AccessCondition[]): Capability {
  return { area, action, via };
}

/** Whether `role` has the capability (the server's guards and the web's menus both ask this). */
export function hasCapability(role: RoleId, wanted: Capability): boolean {
  return may(role, wanted.area, wanted.action, wanted.via);
}
