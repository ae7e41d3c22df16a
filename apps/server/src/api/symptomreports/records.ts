import { SymptomReport, SymptomReportEvents } from '@symptoms/domain';
import { raw, sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords } from '../../platform/records';
import { withSymptoms, type SymptomReportRow } from './mapping';

/**
 * The patient's symptom reports (migration 0007): one row a report, each symptom's entry in
 * `symptoms` and its marks as one bytea at the same place in `marks` (marks.ts). In the trash, the
 * history, the calendar and the statistics.
 */
export const symptomReportRecords = defineRecords<SymptomReportRow, 'SymptomReportId'>({
  area: 'symptomreports',
  resourceType: 'SymptomReport',
  table: 'symptom_reports',
  // What a save reads back: not the symptoms and their marks, which it has just written (WITH_MARKS adds them).
  columns: ['id', 'patient_id', 'model', 'symptom_ids', 'symptom_count', 'created_date', 'modified_date', 'version'],
  // Identity, version, model, the symptoms' ids and dates, never notes or marks.
  audit: sql`jsonb_build_object('Id', id, 'Version', version, 'Model', model, 'SymptomIds', to_jsonb(symptom_ids),
    'CreatedDate', ${isoText('created_date')}, 'ModifiedDate', ${isoText('modified_date')})`,
  events: { idKey: 'SymptomReportId', ...SymptomReportEvents },
  trash: { resourceType: 'SymptomReport', describe: (row) => String(row.symptom_count) },
  history: {
    resourceType: 'SymptomReport',
    schema: SymptomReport,
    also: ['symptoms', 'marks'],
    items: (scope, rows) => withSymptoms(scope, rows),
  },
  // The day list names the report's symptoms.
  calendar: {
    kind: 'SymptomReport',
    title: sql`(SELECT string_agg(s.name, ', ' ORDER BY s.name) FROM symptoms s
                 WHERE s.id = ANY(symptom_reports.symptom_ids) AND s.patient_id = symptom_reports.patient_id)`,
  },
  statistic: 'SymptomReports',
});

/** The symptoms and their marks, which lists and the history read and a save does not read back. */
export const WITH_MARKS = raw('symptoms, marks');
