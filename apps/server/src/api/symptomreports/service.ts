import type { z } from 'zod';
import {
  DUPLICATE_SYMPTOM_TEXT,
  ErrorCode,
  fieldErrors,
  nameKey,
  withinActiveLimit,
  type SymptomReport,
  type SymptomReportCreate,
  type SymptomReportsQuery,
  type SymptomReportUpdate,
} from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { ownRecords, type Scope } from '../../platform/records';
import type { SymptomRow } from '../symptoms/mapping';
import { symptomRecords } from '../symptoms/records';
import { encodeMarks } from './marks';
import { storedSymptom, symptomsById, toSymptomReport, withSymptoms, type StoredSymptom } from './mapping';
import { symptomReportRecords, WITH_MARKS } from './records';

/** Live reports of the caller, newest first, 30 a page; `from` keeps those created since then. */
export function listMySymptomReports(deps: Deps, ctx: RequestContext, query: SymptomReportsQuery): Promise<SymptomReport[]> {
  return symptomReportsOf(ownRecords(deps, ctx), query);
}

/** The scope's patient's live reports with their marks and symptoms, newest first. */
export async function symptomReportsOf(scope: Scope, query: SymptomReportsQuery): Promise<SymptomReport[]> {
  const where = query.from ? sql`created_date >= ${query.from}` : undefined;
  return withSymptoms(scope, await scope.of(symptomReportRecords).page(query, where, WITH_MARKS));
}

export function getMySymptomReport(deps: Deps, ctx: RequestContext, id: string): Promise<SymptomReport> {
  return symptomReportOf(ownRecords(deps, ctx), id);
}

export async function symptomReportOf(scope: Scope, id: string): Promise<SymptomReport> {
  const [report] = await withSymptoms(scope, [await scope.of(symptomReportRecords).get(id, { also: WITH_MARKS })]);
  return report!;
}

const invalid = (ctx: RequestContext, path: (string | number)[], message: string) =>
  new AppError(
    ErrorCode.ValidationFailed,
    undefined,
    fieldErrors([{ code: 'custom', message, path, input: undefined } as z.core.$ZodIssue], ctx.language),
  );

/** A report's symptoms as they are stored, and the symptom rows they name (for the answer). */
interface Resolved {
  stored: StoredSymptom[];
  symptoms: Map<string, SymptomRow>;
}

/**
 * The symptoms a report names: existing ones must be the patient's (else 404) and open; new ones
 * are created here with unique names (any letter case, among the open symptoms), within the
 * maximum of 20 open symptoms (4007), under the patient's lock so that two saves cannot both pass
 * the checks (only a report that names new symptoms waits for it). Answers the stored symptoms in
 * the order sent.
 */
async function resolveSymptoms(
  scope: Scope,
  ctx: RequestContext,
  model: 'male' | 'female',
  input: SymptomReportCreate['Symptoms'],
): Promise<Resolved> {
  const existing = await symptomsById(
    scope,
    input.flatMap((s) => (s.SymptomId ? [s.SymptomId] : [])),
  );
  input.forEach((s, i) => {
    if (!s.SymptomId) return;
    const row = existing.get(s.SymptomId);
    if (!row) throw notFound();
    if (row.closed_date) throw invalid(ctx, ['Symptoms', i, 'SymptomId'], 'value');
  });
  const fresh = input.flatMap((s, i) => (s.Symptom ? [{ i, symptom: s.Symptom, key: nameKey(s.Symptom.Name) }] : []));
  if (fresh.length === 0) return { stored: input.map((s) => storedSymptom(s, s.SymptomId!)), symptoms: existing };

  await scope.lockPatient();
  const symptoms = scope.of(symptomRecords);
  const open = await symptoms.list({ where: sql`closed_date IS NULL` });
  const taken = new Set(open.map((o) => o.name_key));
  for (const f of fresh) {
    if (taken.has(f.key)) {
      throw new AppError(ErrorCode.ValidationFailed, undefined, {
        [`Symptoms.${f.i}.Symptom.Name`]: [DUPLICATE_SYMPTOM_TEXT[ctx.language]],
      });
    }
    taken.add(f.key);
  }
  if (!withinActiveLimit(open.length, fresh.length)) throw new AppError(ErrorCode.TooManyActiveSymptoms);
  const newIds = new Map<number, string>();
  for (const f of fresh) {
    const row = await symptoms.insert({
      name: f.symptom.Name,
      name_key: f.key,
      description: f.symptom.Description,
      model,
      type: input[f.i]!.Type,
    });
    existing.set(row.id, row);
    newIds.set(f.i, row.id);
  }
  return { stored: input.map((s, i) => storedSymptom(s, s.SymptomId ?? newIds.get(i)!)), symptoms: existing };
}

/** The columns of a report's symptoms and marks. */
function symptomColumns(stored: StoredSymptom[], input: SymptomReportCreate) {
  return {
    symptoms: JSON.stringify(stored),
    marks: input.Symptoms.map((s) => encodeMarks(s.SymptomPoints)),
    symptom_ids: stored.map((s) => s.SymptomId),
    symptom_count: stored.length,
  };
}

/**
 * Saves a new report. One of symptoms the patient already has (the usual case) is written in one
 * statement after its symptoms are read; one that names new symptoms creates them in a transaction.
 * The marks are not read back: the answer is made from what was written.
 */
export async function createMySymptomReport(deps: Deps, ctx: RequestContext, input: SymptomReportCreate): Promise<SymptomReport> {
  const save = async (scope: Scope) => {
    const { stored, symptoms } = await resolveSymptoms(scope, ctx, input.Model, input.Symptoms);
    const row = await scope.of(symptomReportRecords).insert({ model: input.Model, ...symptomColumns(stored, input) });
    return toSymptomReport({ ...row, symptoms: stored, points: input.Symptoms.map((s) => s.SymptomPoints) }, symptoms);
  };
  const scope = ownRecords(deps, ctx);
  return input.Symptoms.every((s) => s.SymptomId) ? save(scope) : scope.transaction(save);
}

/** Replaces the model and the symptoms of a live report; a stale Version answers 409/4003 and changes nothing. */
export async function updateMySymptomReport(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  input: SymptomReportUpdate,
): Promise<SymptomReport> {
  return ownRecords(deps, ctx).transaction(async (scope) => {
    const reports = scope.of(symptomReportRecords);
    const before = await reports.get(id, { lock: true });
    if (before.version !== input.Version) throw conflict();
    const { stored, symptoms } = await resolveSymptoms(scope, ctx, input.Model, input.Symptoms);
    const after = await reports.update(id, { model: input.Model, ...symptomColumns(stored, input) }, { version: input.Version });
    return toSymptomReport({ ...after, symptoms: stored, points: input.Symptoms.map((s) => s.SymptomPoints) }, symptoms);
  });
}
