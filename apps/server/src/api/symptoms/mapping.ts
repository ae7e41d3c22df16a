import type { Symptom, SymptomReportRef } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';

export interface SymptomRow extends Row {
  id: string;
  patient_id: string;
  name: string;
  description: string | null;
  model: 'male' | 'female';
  type: Symptom['Type'];
  is_from_snomed: boolean;
  index: number;
  created_date: Date;
  modified_date: Date;
  closed_date: Date | null;
  version: number;
}

export const SYMPTOM_COLUMNS =
  'id, patient_id, name, description, model, type, is_from_snomed, index, created_date, modified_date, closed_date, version';

/** A symptom with its reports (in live reports only), oldest first, as json text from SQL. */
export interface LoadedSymptomRow extends SymptomRow {
  reports: { SymptomReportId: string; CreatedDate: string; Intensity: number }[] | null;
}

/** SELECT list of a symptom named `s` with its reports in the patient's live reports (symptom_reports_symptoms GIN index). */
export const LOADED_SYMPTOM_SELECT = `s.id, s.patient_id, s.name, s.description, s.model, s.type, s.is_from_snomed, s.index,
  s.created_date, s.modified_date, s.closed_date, s.version,
  (SELECT json_agg(json_build_object('SymptomReportId', r.id, 'CreatedDate', r.created_date, 'Intensity', (e ->> 'Intensity')::int)
                   ORDER BY r.created_date, r.id)
     FROM symptom_reports r CROSS JOIN LATERAL jsonb_array_elements(r.symptoms) e
    WHERE r.patient_id = s.patient_id AND r.deleted_date IS NULL AND r.symptom_ids @> ARRAY[s.id] AND e ->> 'SymptomId' = s.id::text) AS reports`;

export function toSymptom(row: LoadedSymptomRow): Symptom {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    Model: row.model,
    Type: row.type,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    ClosedDate: row.closed_date ? row.closed_date.toISOString() : null,
    IsClosed: row.closed_date !== null,
    Reports: (row.reports ?? []).map((r): SymptomReportRef => ({
      SymptomReportId: r.SymptomReportId,
      CreatedDate: new Date(r.CreatedDate).toISOString(),
      Intensity: r.Intensity,
    })),
    Version: row.version,
    IsFromSnomed: row.is_from_snomed,
    Index: row.index,
  };
}

/** What audit rows keep of a symptom: identity, version, state and dates, never its name or description. */
export function auditableSymptom(row: SymptomRow): Record<string, unknown> {
  return {
    Id: row.id,
    Version: row.version,
    Type: row.type,
    Closed: row.closed_date !== null,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
  };
}

/** The patient's symptoms with these ids, by id. */
export async function symptomsById(q: Queryable, patientId: string, ids: readonly string[]): Promise<Map<string, SymptomRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<SymptomRow>(`SELECT ${SYMPTOM_COLUMNS} FROM symptoms WHERE id = ANY($1::uuid[]) AND patient_id = $2`, [
    [...new Set(ids)],
    patientId,
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}
