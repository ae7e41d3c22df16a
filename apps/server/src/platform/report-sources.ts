import type { PeriodCounts } from '@symptoms/domain';
import type { Queryable } from '../db/client';

/** Start of today (Stockholm), 7 days ago and 30 days ago: the dashboard's periods. */
export interface PeriodBounds {
  today: Date;
  week: Date;
  month: Date;
}

/**
 * A kind of patient report (status, symptom, PROM) that the dashboard and the user's report count
 * include. Each reporting area adds its source to REPORT_SOURCES (api/report-sources.ts).
 * `organizationId` null means every organization (an admin of the global organization).
 */
export interface ReportSource {
  statistic: 'PromReports' | 'StatusReports' | 'SymptomReports';
  periodCounts(q: Queryable, scope: { organizationId: string | null }, bounds: PeriodBounds): Promise<PeriodCounts>;
  /** SQL for the count of a patient's live reports, of the patient whose id is the SQL expression `patientId` (0 for NULL). */
  countForPatientSql(patientId: string): string;
}

/** The report source of a table that follows the trash convention (`patient_id`, `created_date`, `deleted_date`). */
export function tableReportSource(statistic: ReportSource['statistic'], table: string): ReportSource {
  return {
    statistic,
    async periodCounts(q, scope, bounds) {
      const [row] = await q.query<{ today: number; week: number; month: number; total: number }>(
        `SELECT count(*) FILTER (WHERE r.created_date >= $2)::int AS today,
                count(*) FILTER (WHERE r.created_date >= $3)::int AS week,
                count(*) FILTER (WHERE r.created_date >= $4)::int AS month,
                count(*)::int AS total
           FROM ${table} r
          WHERE r.deleted_date IS NULL
            AND ($1::text IS NULL OR EXISTS (
                  SELECT 1 FROM patients p JOIN memberships m ON m.user_id = p.user_id
                   WHERE p.id = r.patient_id AND m.organization_id = $1))`,
        [scope.organizationId, bounds.today, bounds.week, bounds.month],
      );
      return { Today: row!.today, LastWeek: row!.week, LastMonth: row!.month, Total: row!.total };
    },
    countForPatientSql: (patientId) => `(SELECT count(*)::int FROM ${table} WHERE patient_id = ${patientId} AND deleted_date IS NULL)`,
  };
}
