import { sql } from '../../db/sql';
import type { RequestContext } from '../../platform/context';
import type { GrantSource } from '../../platform/records/grants';

interface Flags {
  shares: number;
  symptomReports: boolean | null;
  promReports: boolean | null;
  statusReports: boolean | null;
  notes: boolean | null;
}

/** Shares with the viewer themselves, or with the unit (group) the viewer works in now, of a patient whose account is active. */
const withViewer = (viewer: RequestContext) =>
  sql`accepted_date IS NOT NULL AND enabled AND (share_with_user_id = ${viewer.userId}::uuid OR share_with_group_id = ${viewer.groupId})
      AND NOT EXISTS (SELECT 1 FROM patients p JOIN users u ON u.id = p.user_id WHERE p.id = shares.patient_id AND u.deactivated)`;

/**
 * The patient's accepted, enabled shares with the viewer. Asked on every request, so a share
 * disabled or removed closes the viewer's access at once. Two shares together open what either opens.
 */
export const shareGrant: GrantSource = {
  name: 'shares',
  kind: 'share',
  column: (viewer, patient) =>
    sql`SELECT json_build_object('shares', count(*), 'symptomReports', bool_or(symptom_reports), 'promReports', bool_or(prom_reports),
                                 'statusReports', bool_or(status_reports), 'notes', bool_or(notes))
          FROM shares
         WHERE patient_id = ${patient} AND ${withViewer(viewer)}`,
  patients: (viewer) => sql`SELECT patient_id FROM shares WHERE ${withViewer(viewer)}`,
  opens: (viewer) =>
    sql`SELECT patient_id, NULL::timestamptz AS since, status_reports, symptom_reports, prom_reports FROM shares WHERE ${withViewer(viewer)}`,
  grant(value) {
    const flags = (typeof value === 'string' ? JSON.parse(value) : value) as Flags | null;
    if (!flags || flags.shares === 0) return {};
    return {
      share: {
        SymptomReports: flags.symptomReports === true,
        PromReports: flags.promReports === true,
        StatusReports: flags.statusReports === true,
        Notes: flags.notes === true,
      },
    };
  },
};
