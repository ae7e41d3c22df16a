import { sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords, type Scope } from '../../platform/records';
import type { DefinitionRow } from './mapping';

/** The patient's own symptom names (migration 0007), in their order; removed for good. */
export const symptomDefinitionRecords = defineRecords<DefinitionRow>({
  area: 'symptom-definitions',
  resourceType: 'SymptomDefinition',
  table: 'symptom_definitions',
  columns: ['id', 'patient_id', 'name', 'index', 'created_date', 'modified_date', 'version'],
  computed: { is_from_snomed: sql`false`, snomed_code: sql`NULL::text` },
  audit: sql`jsonb_build_object('Id', id, 'Version', version, 'Index', index, 'CreatedDate', ${isoText('created_date')})`,
});

/** SQL for the place after the patient's last definition: a new one goes at the end. */
export const nextIndexSql = (scope: Scope) =>
  sql`(SELECT coalesce(max(d.index) + 1, 0) FROM symptom_definitions d WHERE d.patient_id = ${scope.patient})`;
