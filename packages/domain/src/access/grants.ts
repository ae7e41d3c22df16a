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

/** How someone other than the patient is related to the patient's data. */
export interface Grant {
  /** The flags of an accepted, enabled share from the patient to the viewer, or null without one. */
  share: ShareFlags | null;
  /** The patient holds a patient role in the viewer's active group (a participant of the viewer's study). */
  groupPatient: boolean;
}

export const NO_GRANT: Grant = { share: null, groupPatient: false };

/** Whether a viewer in `role` with this grant may do `action` in the patient's `area`. */
export function grantAllows(role: RoleId, grant: Grant, area: PatientDataArea, action: AccessAction): boolean {
  return conditionsFor(role, area, action).some((condition) => {
    if (condition === 'groupPatient') return grant.groupPatient;
    if (condition !== 'share' || !grant.share) return false;
    const flag = SHARE_FLAG_OF[area];
    return flag ? grant.share[flag] : true;
  });
}
