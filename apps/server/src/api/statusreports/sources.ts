import type { CalendarItem, PeriodCounts } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { stockholmDay, stockholmStart, type CalendarSource, type DayCount } from '../../platform/calendar-sources';
import type { ReportSource } from '../../platform/report-sources';

/** Live status reports for the dashboard statistic StatusReports and the user's report count. */
export const statusReportSource: ReportSource = {
  statistic: 'StatusReports',
  async periodCounts(q, scope, bounds): Promise<PeriodCounts> {
    const [row] = await q.query<{ today: number; week: number; month: number; total: number } & Row>(
      `SELECT count(*) FILTER (WHERE s.created_date >= $2)::int AS today,
              count(*) FILTER (WHERE s.created_date >= $3)::int AS week,
              count(*) FILTER (WHERE s.created_date >= $4)::int AS month,
              count(*)::int AS total
         FROM status_reports s
        WHERE s.deleted_date IS NULL
          AND ($1::text IS NULL OR EXISTS (
                SELECT 1 FROM patients p JOIN memberships m ON m.user_id = p.user_id
                 WHERE p.id = s.patient_id AND m.organization_id = $1))`,
      [scope.organizationId, bounds.today, bounds.week, bounds.month],
    );
    return { Today: row!.today, LastWeek: row!.week, LastMonth: row!.month, Total: row!.total };
  },
  async countForPatient(q, patientId) {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM status_reports WHERE patient_id = $1 AND deleted_date IS NULL',
      [patientId],
    );
    return row!.n;
  },
};

/** Live status reports in the calendar, by the Stockholm day they were given (status_reports_patient_live). */
export const statusReportCalendarSource: CalendarSource = {
  kind: 'StatusReport',
  async countByDay(q, patientId, range) {
    return q.query<DayCount & Row>(
      `SELECT ${stockholmDay('created_date')} AS day, count(*)::int AS count
         FROM status_reports
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        GROUP BY 1`,
      [patientId, range.first, range.next],
    );
  },
  async itemsInRange(q, patientId, range) {
    const rows = await q.query<{ id: string; created_date: Date; item_count: number }>(
      `SELECT id, created_date, item_count
         FROM status_reports
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        ORDER BY created_date, id`,
      [patientId, range.first, range.next],
    );
    // The title is the number of answers; the web names the kind from ResourceType.
    return rows.map((row): CalendarItem => ({
      ResourceType: 'StatusReport',
      ResourceId: row.id,
      CreatedDate: row.created_date.toISOString(),
      Title: String(row.item_count),
    }));
  },
};
