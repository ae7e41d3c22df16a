import type { CalendarItem, PeriodCounts } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { stockholmDay, stockholmStart, type CalendarSource, type DayCount } from '../../platform/calendar-sources';
import type { HistorySource, LoadedHistoryItem } from '../../platform/history-sources';
import type { ReportSource } from '../../platform/report-sources';
import { PROM_REPORT_SUMMARY_COLUMNS, toPromReport, type PromReportRow } from './mapping';

/** Live PROM reports for the dashboard statistic PromReports and the user's report count. */
export const promReportSource: ReportSource = {
  statistic: 'PromReports',
  async periodCounts(q, scope, bounds): Promise<PeriodCounts> {
    const [row] = await q.query<{ today: number; week: number; month: number; total: number } & Row>(
      `SELECT count(*) FILTER (WHERE r.created_date >= $2)::int AS today,
              count(*) FILTER (WHERE r.created_date >= $3)::int AS week,
              count(*) FILTER (WHERE r.created_date >= $4)::int AS month,
              count(*)::int AS total
         FROM prom_reports r
        WHERE r.deleted_date IS NULL
          AND ($1::text IS NULL OR EXISTS (
                SELECT 1 FROM patients p JOIN memberships m ON m.user_id = p.user_id
                 WHERE p.id = r.patient_id AND m.organization_id = $1))`,
      [scope.organizationId, bounds.today, bounds.week, bounds.month],
    );
    return { Today: row!.today, LastWeek: row!.week, LastMonth: row!.month, Total: row!.total };
  },
  async countForPatient(q, patientId) {
    const [row] = await q.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM prom_reports WHERE patient_id = $1 AND deleted_date IS NULL',
      [patientId],
    );
    return row!.n;
  },
};

/** Live PROM reports in the calendar by Stockholm day; the title is the PROM id (the web shows its name). */
export const promReportCalendarSource: CalendarSource = {
  kind: 'PromReport',
  async countByDay(q, patientId, range) {
    return q.query<DayCount & Row>(
      `SELECT ${stockholmDay('created_date')} AS day, count(*)::int AS count
         FROM prom_reports
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        GROUP BY 1`,
      [patientId, range.first, range.next],
    );
  },
  async itemsInRange(q, patientId, range) {
    const rows = await q.query<{ id: string; created_date: Date; prom_id: string }>(
      `SELECT id, created_date, prom_id
         FROM prom_reports
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        ORDER BY created_date, id`,
      [patientId, range.first, range.next],
    );
    return rows.map((row): CalendarItem => ({
      ResourceType: 'PromReport',
      ResourceId: row.id,
      CreatedDate: row.created_date.toISOString(),
      Title: row.prom_id,
    }));
  },
};

/** PROM reports in the history, without answers (partial records), by prom_reports_patient_live. */
export const promReportHistorySource: HistorySource = {
  resourceType: 'PromReport',
  table: 'prom_reports',
  async load(q, patientId, ids) {
    const rows = await q.query<PromReportRow>(
      `SELECT ${PROM_REPORT_SUMMARY_COLUMNS} FROM prom_reports WHERE id = ANY($1::uuid[]) AND patient_id = $2 AND deleted_date IS NULL`,
      [ids, patientId],
    );
    return new Map<string, LoadedHistoryItem>(
      rows.map((row) => [row.id, { createdDate: row.created_date, modifiedDate: row.modified_date, item: toPromReport(row) }]),
    );
  },
};
