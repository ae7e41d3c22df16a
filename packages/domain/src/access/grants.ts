import type { RoleId } from '../rules/roles';
import { conditionsFor, type AccessAction, type PatientDataArea } from './capabilities';

/** The flags of a share (spec 2 §3): what the patient lets the clinician see. */
export const SHARE_FLAGS = ['SymptomReports', 'PromReports', 'StatusReports', 'Notes'] as const;
export type ShareFlag = (typeof SHARE_FLAGS)[number];
export type ShareFlags = Readonly<Record<ShareFlag, boolean>>;

/**
 * The flag that opens an area to a share. An area without one (who the patient is, the history and
 * calendar, which show only the items of areas the share opens) is open to any accepted share.
 */
export const SHARE_FLAG_OF: Partial<Record<PatientDataArea, ShareFlag>> = {
  notes: 'Notes',
  statusreports: 'StatusReports',
  symptomreports: 'SymptomReports',
  symptoms: 'SymptomReports',
  promreports: 'PromReports',
};

/**
 * What a participant's consents let their group read (docs/decisions.md, "Consent gates every read
 * by a group"): the areas the group's contracts they consented to name, from the day they joined.
 */
export interface GroupGrant {
  flags: ShareFlags;
  /** When the patient joined the group: the group reads nothing older. */
  since: Date;
}

/** How someone other than the patient is related to the patient's data. */
export interface Grant {
  /** The flags of an accepted, enabled share from the patient to the viewer, or null without one. */
  share: ShareFlags | null;
  /** The patient is a consenting participant of the viewer's active group, or null. */
  group: GroupGrant | null;
}

export const NO_GRANT: Grant = { share: null, group: null };
export const ALL_FLAGS: ShareFlags = { SymptomReports: true, PromReports: true, StatusReports: true, Notes: true };

/** Whether flags open an area: its own flag, or any flag for an area without one (who the patient is, their history). */
const flagsOpen = (flags: ShareFlags, area: PatientDataArea) => {
  const flag = SHARE_FLAG_OF[area];
  return flag ? flags[flag] : true;
};

/** Whether a viewer in `role` may do `action` in `area` through a share with these flags. */
function shareAllows(role: RoleId, share: ShareFlags | null, area: PatientDataArea, action: AccessAction): boolean {
  return share !== null && conditionsFor(role, area, action).includes('share') && flagsOpen(share, area);
}

/** Whether a viewer in `role` may do `action` in `area` as staff of a group whose participant's consents open these flags. */
function groupAllows(role: RoleId, group: GroupGrant | null, area: PatientDataArea, action: AccessAction): boolean {
  return group !== null && conditionsFor(role, area, action).includes('groupPatient') && flagsOpen(group.flags, area);
}

/** Whether a viewer in `role` with this grant may do `action` in the patient's `area`. */
export function grantAllows(role: RoleId, grant: Grant, area: PatientDataArea, action: AccessAction): boolean {
  return shareAllows(role, grant.share, area, action) || groupAllows(role, grant.group, area, action);
}

/**
 * The oldest record of `area` the viewer may read: none when a share opens the area (a share shows
 * everything), the day the patient joined when only the group opens it.
 */
export function readableSince(role: RoleId, grant: Grant, area: PatientDataArea): Date | null {
  if (shareAllows(role, grant.share, area, 'read')) return null;
  return grant.group && groupAllows(role, grant.group, area, 'read') ? grant.group.since : null;
}
