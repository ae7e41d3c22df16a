import { DUPLICATE_SYMPTOM_TEXT, ErrorCode, nameKey, type Symptom, type SymptomUpdate } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { ownRecords, REFUSED, type Scope } from '../../platform/records';
import { toSymptom, type LoadedSymptomRow } from './mapping';
import { symptomRecords, withReports } from './records';

/** The caller's symptoms with their reports: open ones first, newest first; those in the trash are left out. */
export function listMySymptoms(deps: Deps, ctx: RequestContext): Promise<Symptom[]> {
  return symptomsOf(ownRecords(deps, ctx));
}

/** The scope's patient's symptoms with their reports, open ones first. */
export async function symptomsOf(scope: Scope): Promise<Symptom[]> {
  const rows = await scope
    .of(symptomRecords)
    .list({ order: sql`ORDER BY (closed_date IS NOT NULL), created_date DESC, id DESC`, also: withReports(scope) });
  return rows.map((row) => toSymptom(row as LoadedSymptomRow));
}

/** The patient's live symptom with its reports; another patient's, an unknown one or one in the trash is not found. */
export async function loadSymptom(scope: Scope, id: string): Promise<Symptom> {
  return toSymptom((await scope.of(symptomRecords).get(id, { also: withReports(scope) })) as LoadedSymptomRow);
}

export function getMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<Symptom> {
  return loadSymptom(ownRecords(deps, ctx), id);
}

/** Renames or describes a symptom; an open symptom's name stays unique (any case). Stale Version: 409/4003. */
export async function updateMySymptom(deps: Deps, ctx: RequestContext, id: string, input: SymptomUpdate): Promise<Symptom> {
  return ownRecords(deps, ctx).transaction(async (scope) => {
    await scope.lockPatient();
    const symptoms = scope.of(symptomRecords);
    const before = await symptoms.get(id, { lock: true });
    const key = nameKey(input.Name);
    if (!before.closed_date && (await symptoms.count(sql`name_key = ${key} AND closed_date IS NULL AND id <> ${id}`)) > 0) {
      throw new AppError(ErrorCode.ValidationFailed, undefined, { Name: [DUPLICATE_SYMPTOM_TEXT[ctx.language]] });
    }
    await symptoms.update(id, { name: input.Name, name_key: key, description: input.Description }, { version: input.Version });
    return loadSymptom(scope, id);
  });
}

/** Ends an open symptom (ClosedDate now); an already ended one answers 409/4108. */
export async function closeMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<Symptom> {
  return ownRecords(deps, ctx).transaction(async (scope) => {
    const symptoms = scope.of(symptomRecords);
    const before = await symptoms.get(id, { lock: true });
    if (before.closed_date || (await symptoms.updateWhere(id, { closed_date: sql`now()` }, sql`closed_date IS NULL`)) === REFUSED) {
      throw new AppError(ErrorCode.AlreadyDone);
    }
    return loadSymptom(scope, id);
  });
}

/**
 * Deletes an ended symptom into the trash (spec 1 §4): it leaves the symptom lists until it is
 * restored or purged. An open symptom answers 409/4109 (only an ended symptom offers Delete);
 * another patient's, an unknown one or one already in the trash answers 404. Nothing changes in
 * either case.
 */
export async function deleteMySymptom(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const symptoms = ownRecords(deps, ctx).of(symptomRecords);
  const symptom = await symptoms.get(id);
  if (!symptom.closed_date) throw new AppError(ErrorCode.SymptomNotEnded);
  if (!(await symptoms.softDelete(id, sql`closed_date IS NOT NULL`))) throw notFound();
}
