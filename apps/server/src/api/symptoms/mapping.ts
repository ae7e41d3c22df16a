import type { Symptom, SymptomReportRef } from '@symptoms/domain';
import type { Row } from '../../db/client';

export interface SymptomRow extends Row {
  id: string;
  patient_id: string;
  name: string;
  name_key: string;
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

/** A symptom with its reports (in live reports only), oldest first, as json text from SQL. */
export interface LoadedSymptomRow extends SymptomRow {
  reports: { SymptomReportId: string; CreatedDate: string; Intensity: number }[] | null;
}

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
