import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { GrantSource } from '../../platform/records/grants';

interface FlagsRow extends Row {
  shares: number;
  symptom_reports: boolean | null;
  prom_reports: boolean | null;
  status_reports: boolean | null;
  notes: boolean | null;
}

/**
 * The patient's accepted, enabled shares with the viewer: with the viewer themselves, or with the
 * unit (group) the viewer works in now. Asked on every request, so a share disabled or removed
 * closes the viewer's access at once. Two shares together open what either opens.
 */
export const shareGrant: GrantSource = {
  name: 'shares',
  async grant(q, viewer, patientId) {
    const [row] = await q.query<FlagsRow>(
      sql`SELECT count(*)::int AS shares, bool_or(symptom_reports) AS symptom_reports, bool_or(prom_reports) AS prom_reports,
                 bool_or(status_reports) AS status_reports, bool_or(notes) AS notes
            FROM shares
           WHERE patient_id = ${patientId}::uuid AND accepted_date IS NOT NULL AND enabled
             AND (share_with_user_id = ${viewer.userId}::uuid OR share_with_group_id = ${viewer.groupId})`,
    );
    if (!row || row.shares === 0) return {};
    return {
      share: {
        SymptomReports: row.symptom_reports === true,
        PromReports: row.prom_reports === true,
        StatusReports: row.status_reports === true,
        Notes: row.notes === true,
      },
    };
  },
};
