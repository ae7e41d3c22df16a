import type { CalendarItem } from '@symptoms/domain';
import { countByDayIn, stockholmStart, type CalendarSource } from '../../platform/calendar-sources';
import { tableReportSource, type ReportSource } from '../../platform/report-sources';

/** Live status reports for the dashboard statistic StatusReports and the user's report count. */
export const statusReportSource: ReportSource = tableReportSource('StatusReports', 'status_reports');

/** Live status reports in the calendar, by the Stockholm day they were given (status_reports_patient_live). */
export const statusReportCalendarSource: CalendarSource = {
  kind: 'StatusReport',
  countByDay: countByDayIn('status_reports'),
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
