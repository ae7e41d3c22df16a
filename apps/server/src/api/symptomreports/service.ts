import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import {
  DUPLICATE_SYMPTOM_TEXT,
  ErrorCode,
  fieldErrors,
  nameKey,
  SymptomReportEvents,
  withinActiveLimit,
  type SymptomReport,
  type SymptomReportCreate,
  type SymptomReportsQuery,
  type SymptomReportUpdate,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import { auditableSymptom, SYMPTOM_COLUMNS, symptomsById, type SymptomRow } from '../symptoms/mapping';
import {
  auditableSymptomReport,
  storedSymptom,
  SYMPTOM_REPORT_COLUMNS,
  SYMPTOM_REPORT_WRITTEN_COLUMNS,
  withSymptoms,
  type StoredSymptom,
  type SymptomReportRow,
  type SymptomReportWrittenRow,
  toSymptomReport,
} from './mapping';
import { offsetParams, pageClause } from '../../platform/paging';

/** Live reports of the caller, newest first, 30 a page; `from` keeps those created since then. */
export async function listMySymptomReports(deps: Deps, ctx: RequestContext, query: SymptomReportsQuery): Promise<SymptomReport[]> {
  const patientId = requirePatientId(ctx);
  const rows = await deps.db.query<SymptomReportRow>(
    `SELECT ${SYMPTOM_REPORT_COLUMNS} FROM symptom_reports
      WHERE patient_id = $1 AND deleted_date IS NULL AND ($2::timestamptz IS NULL OR created_date >= $2)
      ORDER BY created_date DESC, id DESC ${pageClause(query, '$3')}`,
    [patientId, query.from ?? null, ...offsetParams(query)],
  );
  return withSymptoms(deps.db, patientId, rows);
}

async function loadLiveReport(q: Queryable, patientId: string, id: string, lock = false): Promise<SymptomReportRow> {
  const [row] = await q.query<SymptomReportRow>(
    `SELECT ${SYMPTOM_REPORT_COLUMNS} FROM symptom_reports WHERE id = $1 AND patient_id = $2 AND deleted_date IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, patientId],
  );
  if (!row) throw notFound();
  return row;
}

export async function getMySymptomReport(deps: Deps, ctx: RequestContext, id: string): Promise<SymptomReport> {
  const patientId = requirePatientId(ctx);
  const [report] = await withSymptoms(deps.db, patientId, [await loadLiveReport(deps.db, patientId, id)]);
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
 * maximum of 20 open symptoms (4007). The patient row is locked so that two saves cannot both pass
 * the checks. Answers the stored symptoms in the order sent.
 */
async function resolveSymptoms(
  tx: Queryable,
  ctx: RequestContext,
  patientId: string,
  model: 'male' | 'female',
  input: SymptomReportCreate['Symptoms'],
): Promise<Resolved> {
  const existing = await symptomsById(
    tx,
    patientId,
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

  // Only a report that names new symptoms waits for the patient's other saves: the active limit and
  // the unique names are checked and kept under that lock (reports of known symptoms run in parallel).
  await tx.query('SELECT 1 FROM patients WHERE id = $1 FOR UPDATE', [patientId]);
  const open = await tx.query<{ name_key: string }>('SELECT name_key FROM symptoms WHERE patient_id = $1 AND closed_date IS NULL', [
    patientId,
  ]);
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

  const ids = fresh.map(() => randomUUID());
  const created = await tx.query<SymptomRow>(
    `INSERT INTO symptoms (id, patient_id, name, name_key, description, model, type)
     SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
     RETURNING ${SYMPTOM_COLUMNS}`,
    [
      ids,
      fresh.map(() => patientId),
      fresh.map((f) => f.symptom.Name),
      fresh.map((f) => f.key),
      fresh.map((f) => f.symptom.Description),
      fresh.map(() => model),
      fresh.map((f) => input[f.i]!.Type),
    ],
  );
  for (const row of created) {
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'Symptom',
      resourceId: row.id,
      action: 'Create',
      after: auditableSymptom(row),
    });
  }
  for (const row of created) existing.set(row.id, row);
  const newIds = new Map(fresh.map((f, n) => [f.i, ids[n]!]));
  return { stored: input.map((s, i) => storedSymptom(s, s.SymptomId ?? newIds.get(i)!)), symptoms: existing };
}

/** Saves a new report, creating the new symptoms it names, in one transaction with its audit rows. */
export async function createMySymptomReport(deps: Deps, ctx: RequestContext, input: SymptomReportCreate): Promise<SymptomReport> {
  const patientId = requirePatientId(ctx);
  const report = await deps.db.transaction(async (tx) => {
    const { stored, symptoms } = await resolveSymptoms(tx, ctx, patientId, input.Model, input.Symptoms);
    // The marks are not read back: the answer is built from what was written (a few hundred marks
    // each way cost PostgreSQL's jsonb output and a JSON parse here).
    const [written] = await tx.query<SymptomReportWrittenRow>(
      `INSERT INTO symptom_reports (patient_id, model, symptoms, symptom_ids, symptom_count)
       VALUES ($1, $2, $3::jsonb, $4::uuid[], $5) RETURNING ${SYMPTOM_REPORT_WRITTEN_COLUMNS}`,
      [patientId, input.Model, JSON.stringify(stored), stored.map((s) => s.SymptomId), stored.length],
    );
    const row: SymptomReportRow = { ...written!, symptoms: stored };
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'SymptomReport',
      resourceId: row.id,
      action: 'Create',
      after: auditableSymptomReport(row),
    });
    return toSymptomReport(row, symptoms);
  });
  deps.realtime.toPatient(patientId, SymptomReportEvents.created, { SymptomReportId: report.Id });
  return report;
}

/** Replaces the model and the symptoms of a live report; a stale Version answers 409/4003 and changes nothing. */
export async function updateMySymptomReport(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  input: SymptomReportUpdate,
): Promise<SymptomReport> {
  const patientId = requirePatientId(ctx);
  const report = await deps.db.transaction(async (tx) => {
    const before = await loadLiveReport(tx, patientId, id, true);
    if (before.version !== input.Version) throw conflict();
    const { stored, symptoms } = await resolveSymptoms(tx, ctx, patientId, input.Model, input.Symptoms);
    const after = await updateVersioned<SymptomReportRow>(tx, {
      table: 'symptom_reports',
      id,
      version: input.Version,
      where: { patient_id: patientId },
      set: {
        model: input.Model,
        symptoms: JSON.stringify(stored),
        symptom_ids: stored.map((s) => s.SymptomId),
        symptom_count: stored.length,
      },
    });
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'SymptomReport',
      resourceId: id,
      action: 'Update',
      before: auditableSymptomReport(before),
      after: auditableSymptomReport(after),
    });
    return toSymptomReport(after, symptoms);
  });
  deps.realtime.toPatient(patientId, SymptomReportEvents.updated, { SymptomReportId: report.Id });
  return report;
}
