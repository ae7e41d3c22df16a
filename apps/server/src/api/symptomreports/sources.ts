import type { CalendarItem, PeriodCounts } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { stockholmDay, stockholmStart, type CalendarSource, type DayCount } from '../../platform/calendar-sources';
import type { HistorySource, LoadedHistoryItem } from '../../platform/history-sources';
import type { ReportSource } from '../../platform/report-sources';
import { SYMPTOM_REPORT_COLUMNS, withSymptoms, type SymptomReportRow } from './mapping';

/** Live symptom reports for the dashboard statistic SymptomReports and the user's report count. */
export const symptomReportSource: ReportSource = {
  statistic: 'SymptomReports',
  async periodCounts(q, scope, bounds): Promise<PeriodCounts> {
    const [row] = await q.query<{ today: number; week: number; month: number; total: number } & Row>(
      `SELECT count(*) FILTER (WHERE s.created_date >= $2)::int AS today,
              count(*) FILTER (WHERE s.created_date >= $3)::int AS week,
              count(*) FILTER (WHERE s.created_date >= $4)::int AS month,
              count(*)::int AS total
         FROM symptom_reports s
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
      'SELECT count(*)::int AS n FROM symptom_reports WHERE patient_id = $1 AND deleted_date IS NULL',
      [patientId],
    );
    return row!.n;
  },
};

/** Live symptom reports in the calendar by Stockholm day; the title names the report's symptoms. */
export const symptomReportCalendarSource: CalendarSource = {
  kind: 'SymptomReport',
  async countByDay(q, patientId, range) {
    return q.query<DayCount & Row>(
      `SELECT ${stockholmDay('created_date')} AS day, count(*)::int AS count
         FROM symptom_reports
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        GROUP BY 1`,
      [patientId, range.first, range.next],
    );
  },
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
export const symptomReportHistorySource: HistorySource = {
  resourceType: 'SymptomReport',
  table: 'symptom_reports',
  async load(q, patientId, ids) {
    const rows = await q.query<SymptomReportRow>(
      `SELECT ${SYMPTOM_REPORT_COLUMNS} FROM symptom_reports WHERE id = ANY($1::uuid[]) AND patient_id = $2 AND deleted_date IS NULL`,
      [ids, patientId],
    );
    const reports = await withSymptoms(q, patientId, rows);
    return new Map<string, LoadedHistoryItem>(
      rows.map((row, i) => [row.id, { createdDate: row.created_date, modifiedDate: row.modified_date, item: reports[i]! }]),
    );
  },
};
