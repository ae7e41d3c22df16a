import type { SymptomDefinition } from '@symptoms/domain';
import type { Row } from '../../db/client';

export interface DefinitionRow extends Row {
  id: string;
  patient_id: string | null;
  name: string;
  index: number;
  is_from_snomed: boolean;
  snomed_code: string | null;
  created_date: Date;
  modified_date: Date;
  version: number;
}

export function toDefinition(row: DefinitionRow): SymptomDefinition {
  return {
    Id: row.id,
    Name: row.name,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    PatientId: row.patient_id,
    Version: row.version,
    Index: row.index,
    IsFromSnomed: row.is_from_snomed,
    SnomedCode: row.snomed_code,
  };
}
