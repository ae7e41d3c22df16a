import { PromReportView, type CalendarItem } from '@symptoms/domain';
import { countByDayIn, stockholmStart, type CalendarSource } from '../../platform/calendar-sources';
import type { BuiltHistorySource } from '../../platform/history-sources';
import { tableReportSource, type ReportSource } from '../../platform/report-sources';
import { toPromReport, type PromReportRow } from './mapping';

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
export const promReportHistorySource: BuiltHistorySource<PromReportRow> = {
  resourceType: 'PromReport',
  table: 'prom_reports',
  itemSchema: PromReportView,
  columns: {
    patient_id: 'uuid',
    prom_id: 'text',
    language_id: 'text',
    note: 'text',
    answer_count: 'integer',
    question_count: 'integer',
    percent_completed: 'smallint',
    completed_date: 'timestamptz',
    score: 'double precision',
    normalized_score: 'double precision',
    version: 'integer',
  },
  items: (_q, _patientId, rows) => rows.map(toPromReport),
};
