import { DUPLICATE_SYMPTOM_TEXT, ErrorCode, nameKey, type SymptomDefinition, type SymptomDefinitionCreate } from '@symptoms/domain';
import type { Row } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';

interface DefinitionRow extends Row {
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

const COLUMNS = 'id, patient_id, name, index, false AS is_from_snomed, NULL::text AS snomed_code, created_date, modified_date, version';

function toDefinition(row: DefinitionRow): SymptomDefinition {
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

const auditable = (row: DefinitionRow) => ({
  Id: row.id,
  Version: row.version,
  Index: row.index,
  CreatedDate: row.created_date.toISOString(),
});

/** The patient's own definitions, in their order. */
export async function listMyDefinitions(deps: Deps, ctx: RequestContext): Promise<SymptomDefinition[]> {
  const rows = await deps.db.query<DefinitionRow>(
    `SELECT ${COLUMNS} FROM symptom_definitions WHERE patient_id = $1 ORDER BY index, created_date, id`,
    [requirePatientId(ctx)],
  );
  return rows.map(toDefinition);
}

/** Adds a definition at the end; a name the patient already has (any letter case) answers the duplicate warning. */
export async function createMyDefinition(deps: Deps, ctx: RequestContext, input: SymptomDefinitionCreate): Promise<SymptomDefinition> {
  const patientId = requirePatientId(ctx);
  return deps.db.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM patients WHERE id = $1 FOR UPDATE', [patientId]);
    const key = nameKey(input.Name);
    const [clash] = await tx.query('SELECT 1 FROM symptom_definitions WHERE patient_id = $1 AND name_key = $2', [patientId, key]);
    if (clash) throw new AppError(ErrorCode.ValidationFailed, undefined, { Name: [DUPLICATE_SYMPTOM_TEXT[ctx.language]] });
    const [row] = await tx.query<DefinitionRow>(
      `INSERT INTO symptom_definitions (patient_id, name, name_key, index)
       VALUES ($1, $2, $3, (SELECT coalesce(max(index) + 1, 0) FROM symptom_definitions WHERE patient_id = $1))
       RETURNING ${COLUMNS}`,
      [patientId, input.Name, key],
    );
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'SymptomDefinition',
      resourceId: row!.id,
      action: 'Create',
      after: auditable(row!),
    });
    return toDefinition(row!);
  });
}

/** Removes one of the patient's definitions (its symptoms and reports stay). */
export async function deleteMyDefinition(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const patientId = requirePatientId(ctx);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.query<DefinitionRow>(`DELETE FROM symptom_definitions WHERE id = $1 AND patient_id = $2 RETURNING ${COLUMNS}`, [
      id,
      patientId,
    ]);
    if (!row) throw notFound();
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'SymptomDefinition',
      resourceId: id,
      action: 'Delete',
      before: auditable(row),
    });
  });
}

/** The standard-terminology definitions, named in the caller's language, in their order. */
export async function listSystemDefinitions(deps: Deps, ctx: RequestContext): Promise<SymptomDefinition[]> {
  const rows = await deps.db.query<DefinitionRow>(
    `SELECT id, NULL::uuid AS patient_id, CASE WHEN $1 = 'en' THEN name_en ELSE name_sv END AS name, index, is_from_snomed, snomed_code,
            created_date, modified_date, version
       FROM system_symptom_definitions ORDER BY index, id`,
    [ctx.language],
  );
  return rows.map(toDefinition);
}
