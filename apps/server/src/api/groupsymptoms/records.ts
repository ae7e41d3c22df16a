import { sql } from '../../db/sql';
import type { GroupRecords } from '../../platform/records';
import { symptomReportRecords } from '../symptomreports/records';

interface ReportMarksRow {
  [key: string]: unknown;
  id: string;
  patient_id: string;
  /** Each symptom's intensity, in the order of `marks`. */
  intensities: (number | null)[];
  marks: Uint8Array[];
}

/** The participants' live reports on `model` created in [from, to), in one statement; each participant's read is audited. */
export function reportMarks(cohort: GroupRecords, model: string, from: Date, to: Date): Promise<ReportMarksRow[]> {
  return cohort.read<ReportMarksRow>(
    symptomReportRecords,
    (rows) =>
      sql`SELECT r.id, r.patient_id,
                 (SELECT coalesce(array_agg((e->>'Intensity')::int ORDER BY o), '{}') FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o)) AS intensities,
                 r.marks
            FROM ${rows} r
           WHERE r.model = ${model} AND r.created_date >= ${from}::timestamptz AND r.created_date < ${to}::timestamptz
           ORDER BY r.patient_id, r.created_date, r.id`,
  );
}
