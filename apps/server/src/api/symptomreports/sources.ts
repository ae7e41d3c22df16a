import { SymptomReport, type CalendarItem } from '@symptoms/domain';
import { countByDayIn, stockholmStart, type CalendarSource } from '../../platform/calendar-sources';
import type { BuiltHistorySource } from '../../platform/history-sources';
import { tableReportSource, type ReportSource } from '../../platform/report-sources';
import { withSymptoms, type SymptomReportRow } from './mapping';

/** Live symptom reports for the dashboard statistic SymptomReports and the user's report count. */
export const symptomReportSource: ReportSource = tableReportSource('SymptomReports', 'symptom_reports');

/** Live symptom reports in the calendar by Stockholm day; the title names the report's symptoms. */
export const symptomReportCalendarSource: CalendarSource = {
  kind: 'SymptomReport',
  countByDay: countByDayIn('symptom_reports'),
  async itemsInRange(q, patientId, range) {
    const rows = await q.query<{ id: string; created_date: Date; title: string | null }>(
      `SELECT r.id, r.created_date,
              (SELECT string_agg(s.name, ', ' ORDER BY s.name) FROM symptoms s WHERE s.id = ANY(r.symptom_ids) AND s.patient_id = r.patient_id) AS title
         FROM symptom_reports r
        WHERE r.patient_id = $1 AND r.deleted_date IS NULL
          AND r.created_date >= ${stockholmStart('$2')} AND r.created_date < ${stockholmStart('$3')}
        ORDER BY r.created_date, r.id`,
      [patientId, range.first, range.next],
    );
    return rows.map((row): CalendarItem => ({
      ResourceType: 'SymptomReport',
      ResourceId: row.id,
      CreatedDate: row.created_date.toISOString(),
      Title: row.title ?? '',
    }));
  },
};

/** Symptom reports in the history, by symptom_reports_patient_live. */
export const symptomReportHistorySource: BuiltHistorySource<SymptomReportRow> = {
  resourceType: 'SymptomReport',
  table: 'symptom_reports',
  itemSchema: SymptomReport,
  columns: {
    patient_id: 'uuid',
    model: 'text',
    symptoms: 'jsonb',
    marks: 'bytea[]',
    symptom_ids: 'uuid[]',
    symptom_count: 'smallint',
    version: 'integer',
  },
  items: (q, patientId, rows) => withSymptoms(q, patientId, rows),
};
