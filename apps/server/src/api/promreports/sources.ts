import type { CalendarItem } from '@symptoms/domain';
import { countByDayIn, stockholmStart, type CalendarSource } from '../../platform/calendar-sources';
import type { HistorySource, LoadedHistoryItem } from '../../platform/history-sources';
import { tableReportSource, type ReportSource } from '../../platform/report-sources';
import { PROM_REPORT_SUMMARY_COLUMNS, toPromReport, type PromReportRow } from './mapping';

/** Live PROM reports for the dashboard statistic PromReports and the user's report count. */
export const promReportSource: ReportSource = tableReportSource('PromReports', 'prom_reports');

/** Live PROM reports in the calendar by Stockholm day; the title is the PROM id (the web shows its name). */
export const promReportCalendarSource: CalendarSource = {
  kind: 'PromReport',
  countByDay: countByDayIn('prom_reports'),
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
