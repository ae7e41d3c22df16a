import {
  DUPLICATE_SYMPTOM_TEXT,
  ErrorCode,
  capability,
  nameKey,
  type SymptomDefinition,
  type SymptomDefinitionCreate,
  type SystemSymptomDefinitionsUpdate,
} from '@symptoms/domain';
import { raw, sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { ownRecords } from '../../platform/records';
import { unitScope } from '../../platform/units';
import { toDefinition, type DefinitionRow } from './mapping';
import { nextIndexSql, symptomDefinitionRecords } from './records';

/** The patient's own definitions, in their order. */
export async function listMyDefinitions(deps: Deps, ctx: RequestContext): Promise<SymptomDefinition[]> {
  const rows = await ownRecords(deps, ctx)
    .of(symptomDefinitionRecords)
    .list({ order: raw('ORDER BY index, created_date, id') });
  return rows.map(toDefinition);
}

/** Adds a definition at the end; a name the patient already has (any letter case) answers the duplicate warning. */
export async function createMyDefinition(deps: Deps, ctx: RequestContext, input: SymptomDefinitionCreate): Promise<SymptomDefinition> {
  return ownRecords(deps, ctx).transaction(async (scope) => {
    await scope.lockPatient();
    const definitions = scope.of(symptomDefinitionRecords);
    const key = nameKey(input.Name);
    if ((await definitions.count(sql`name_key = ${key}`)) > 0) {
      throw new AppError(ErrorCode.ValidationFailed, undefined, { Name: [DUPLICATE_SYMPTOM_TEXT[ctx.language]] });
    }
    const row = await definitions.insert({
      name: input.Name,
      name_key: key,
      index: nextIndexSql(scope),
    });
    return toDefinition(row);
  });
}

/** Removes one of the patient's definitions (its symptoms and reports stay). */
export async function deleteMyDefinition(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  if (!(await ownRecords(deps, ctx).of(symptomDefinitionRecords).delete(id))) throw notFound();
}

/** The standard-terminology definitions, named in the caller's language, in their order: not patient data. */
export async function listSystemDefinitions(deps: Deps, ctx: RequestContext): Promise<SymptomDefinition[]> {
  const rows = await deps.db.query<DefinitionRow>(
    sql`SELECT id, NULL::uuid AS patient_id, CASE WHEN ${ctx.language} = 'en' THEN name_en ELSE name_sv END AS name, index, is_from_snomed, snomed_code,
               created_date, modified_date, version
          FROM system_symptom_definitions ORDER BY index, id`,
  );
  return rows.map(toDefinition);
}

/**
 * The standard list is what every organization's patients choose from: the service's own
 * administrators' setting, never an organization admin's (4163).
 */
export const SYSTEM_DEFINITIONS_WRITE = capability('settings', 'write', 'system');

/**
 * PUT system/symptom-definitions: the system admin's list of Name and Index, the names in the caller's
 * language. A listed Id is renamed and moved; one without an Id is added with the name in both
 * languages (the English is then corrected in English). Definitions left out stay: patients' symptoms name them.
 */
export async function updateSystemDefinitions(
  deps: Deps,
  ctx: RequestContext,
  input: SystemSymptomDefinitionsUpdate,
): Promise<SymptomDefinition[]> {
  await unitScope(deps.db, ctx, SYSTEM_DEFINITIONS_WRITE);
  const keys = input.map((d) => nameKey(d.Name));
  const duplicate = keys.findIndex((key, i) => keys.indexOf(key) !== i);
  if (duplicate >= 0)
    throw new AppError(ErrorCode.ValidationFailed, undefined, { [`${duplicate}.Name`]: [DUPLICATE_SYMPTOM_TEXT[ctx.language]] });
  const column = raw(ctx.language === 'en' ? 'name_en' : 'name_sv');
  try {
    await deps.db.transaction(async (tx) => {
      for (const d of input) {
        if (d.Id) {
          const rows = await tx.query(
            sql`UPDATE system_symptom_definitions SET ${column} = ${d.Name}, index = ${d.Index}, modified_date = now(), version = version + 1
                 WHERE id = ${d.Id} RETURNING id`,
          );
          if (!rows.length) throw notFound();
        } else {
          await tx.query(
            sql`INSERT INTO system_symptom_definitions (index, name_sv, name_en, is_from_snomed) VALUES (${d.Index}, ${d.Name}, ${d.Name}, false)`,
          );
        }
      }
    });
  } catch (error) {
    if ((error as { code?: string }).code !== '23505') throw error;
    throw new AppError(ErrorCode.ValidationFailed, undefined, { Name: [DUPLICATE_SYMPTOM_TEXT[ctx.language]] });
  }
  return listSystemDefinitions(deps, ctx);
}
