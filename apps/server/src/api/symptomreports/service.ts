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
import { isoTextSql } from '../../db/timestamps';
import { actorOf, auditInsert, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import { auditableSymptom, SYMPTOM_COLUMNS, symptomsById, type SymptomRow } from '../symptoms/mapping';
import { encodeMarks } from './marks';
import {
  auditableNewSymptomReport,
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

/**
 * Saves a new report. A report of symptoms the patient already has (the usual case) is one
 * statement; one that names new symptoms, or one that fails, goes through the transaction that
 * creates them and words the error.
 */
export async function createMySymptomReport(deps: Deps, ctx: RequestContext, input: SymptomReportCreate): Promise<SymptomReport> {
  const patientId = requirePatientId(ctx);
  const marks = input.Symptoms.map((s) => encodeMarks(s.SymptomPoints));
  const report =
    (await insertReportOfKnownSymptoms(deps.db, ctx, patientId, input, marks)) ??
    (await deps.db.transaction(async (tx) => {
      const { stored, symptoms } = await resolveSymptoms(tx, ctx, patientId, input.Model, input.Symptoms);
      // The marks are not read back: the answer is built from what was written (a few hundred marks
      // each way cost PostgreSQL's output and a parse here).
      const [written] = await tx.query<SymptomReportWrittenRow>(
        `INSERT INTO symptom_reports (patient_id, model, symptoms, marks, symptom_ids, symptom_count)
         VALUES ($1, $2, $3::jsonb, $4::bytea[], $5::uuid[], $6) RETURNING ${SYMPTOM_REPORT_WRITTEN_COLUMNS}`,
        [patientId, input.Model, JSON.stringify(stored), marks, stored.map((s) => s.SymptomId), stored.length],
      );
      await recordAudit(tx, actorOf(ctx), {
        patientId,
        resourceType: 'SymptomReport',
        resourceId: written!.id,
        action: 'Create',
        after: auditableSymptomReport(written!),
      });
      return toSymptomReport({ ...written!, symptoms: stored, points: input.Symptoms.map((s) => s.SymptomPoints) }, symptoms);
    }));
  deps.realtime.toPatient(patientId, SymptomReportEvents.created, { SymptomReportId: report.Id });
  return report;
}

/**
 * A report of open symptoms the patient already has, with its audit row, in ONE statement: both
 * are written only when every symptom named is the patient's and open, and the statement answers
 * those symptoms (one row each, with the report's columns). Otherwise nothing is written and the
 * answer is null.
 */
async function insertReportOfKnownSymptoms(
  q: Queryable,
  ctx: RequestContext,
  patientId: string,
  input: SymptomReportCreate,
  marks: Buffer[],
): Promise<SymptomReport | null> {
  if (input.Symptoms.some((s) => !s.SymptomId)) return null;
  const id = randomUUID();
  const ids = input.Symptoms.map((s) => s.SymptomId!);
  const stored = input.Symptoms.map((s, i) => storedSymptom(s, ids[i]!));
  const params = [id, patientId, input.Model, JSON.stringify(stored), marks, ids, ids.length];
  const audit = auditInsert(
    actorOf(ctx),
    {
      patientId,
      resourceType: 'SymptomReport',
      resourceId: id,
      action: 'Create',
      after: auditableNewSymptomReport({ id, version: 0, model: input.Model, symptom_ids: ids }),
    },
    params.length,
    'r',
    `jsonb_build_object('CreatedDate', ${isoTextSql('r.created_date')}, 'ModifiedDate', ${isoTextSql('r.modified_date')})`,
  );
  const rows = await q.query<SymptomRow & { report_created: Date; report_modified: Date; report_version: number }>(
    `WITH s AS (
       SELECT ${SYMPTOM_COLUMNS} FROM symptoms WHERE id = ANY($6::uuid[]) AND patient_id = $2 AND closed_date IS NULL
     ), r AS (
       INSERT INTO symptom_reports (id, patient_id, model, symptoms, marks, symptom_ids, symptom_count)
       SELECT $1::uuid, $2::uuid, $3::text, $4::jsonb, $5::bytea[], $6::uuid[], $7::smallint WHERE (SELECT count(*) FROM s) = $7
       RETURNING created_date, modified_date, version
     ), audit AS (${audit.text})
     SELECT s.*, r.created_date AS report_created, r.modified_date AS report_modified, r.version AS report_version FROM r CROSS JOIN s`,
    [...params, ...audit.params],
  );
  const [first] = rows;
  if (!first) return null;
  return toSymptomReport(
    {
      id,
      model: input.Model,
      symptoms: stored,
      points: input.Symptoms.map((s) => s.SymptomPoints),
      created_date: first.report_created,
      modified_date: first.report_modified,
      version: first.report_version,
    },
    new Map(rows.map((row) => [row.id, row])),
  );
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
        marks: input.Symptoms.map((s) => encodeMarks(s.SymptomPoints)),
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
    return toSymptomReport({ ...after, points: input.Symptoms.map((s) => s.SymptomPoints) }, symptoms);
  });
  deps.realtime.toPatient(patientId, SymptomReportEvents.updated, { SymptomReportId: report.Id });
  return report;
}
