import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  PromReportEvents,
  PromRequestEvents,
  TRASH_RETENTION_DAYS,
  deriveReportFields,
  errorMessage,
  realAnswerCount,
  validateReport,
  validationMessage,
  type LanguageId,
  type PromReportCreate,
  type PromReportsQuery,
  type PromReportUpdate,
  type PromReportView,
  type Prom,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import type { Deps } from '../../deps';
import { isoTextSql } from '../../db/timestamps';
import { actorOf, auditInsert, recordAudit, type Actor } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { forType, purgeFromTrash } from '../../platform/trash';
import { updateVersioned } from '../../platform/versioned';
import { TRASHABLE } from '../trash-registry';
import { patientGroupsSql, pickLanguage, promVersion, type VersionRef } from '../proms/catalog';
import {
  auditableNewPromReport,
  auditablePromReport,
  PROM_REPORT_COLUMNS,
  PROM_REPORT_SUMMARY_COLUMNS,
  toPromReport,
  type PromReportRow,
} from './mapping';
import { offsetParams, pageClause } from '../../platform/paging';

/** What a save publishes once its transaction has committed. */
export interface SaveOutcome {
  report: PromReportView;
  removedIds: string[];
  filledRequestId: string | null;
}

interface PromMetaRow extends Row {
  /** The transaction's time, what now() gives every statement of the save. */
  now: Date;
  max_report_count: number | null;
  versions: VersionRef[] | null;
  allowed: boolean;
  /** Whether a complete save has anything to do after it: incomplete reports to remove, a request to fill. */
  follow_up: boolean;
}

/** SQL: the patient has incomplete live reports of the PROM, or an open request for it. */
const followUpSql = (patient: string, prom: string) =>
  `(EXISTS (SELECT 1 FROM prom_reports i WHERE i.patient_id = ${patient} AND i.prom_id = ${prom} AND i.deleted_date IS NULL AND i.completed_date IS NULL)
  OR EXISTS (SELECT 1 FROM prom_requests o WHERE o.patient_id = ${patient} AND o.prom_id = ${prom} AND o.report_date IS NULL AND o.expires_date > now()))`;

function invalid(errors: Record<string, string[]>): AppError {
  return new AppError(ErrorCode.ValidationFailed, undefined, errors);
}

/**
 * The PROM of a save with the checks that need the database, in one query: it exists, the patient
 * may answer it (one of their groups offers it, or they hold a request for it), its report limit
 * and their live report count.
 */
async function promForSave(tx: Queryable, patientId: string, promId: string, language: LanguageId, errorLanguage: LanguageId) {
  const [meta] = await tx.query<PromMetaRow>(
    `SELECT now() AS now, p.max_report_count,
            (SELECT json_agg(json_build_object('l', v.language_id, 'v', v.version) ORDER BY v.language_id)
               FROM prom_versions v WHERE v.prom_id = p.id) AS versions,
            (EXISTS (SELECT 1 FROM prom_groups g WHERE g.prom_id = p.id AND g.group_id IN (${patientGroupsSql('$2')}))
              OR EXISTS (SELECT 1 FROM prom_requests r WHERE r.prom_id = p.id AND r.patient_id = $2)) AS allowed,
            ${followUpSql('$2', 'p.id')} AS follow_up
       FROM proms p WHERE p.id = $1`,
    [promId, patientId],
  );
  if (meta?.max_report_count === null && meta.versions) limitFree.set(promId, meta.versions);
  else limitFree.delete(promId);
  const ref = meta?.allowed ? pickLanguage(meta.versions ?? [], language) : undefined;
  if (!meta || !ref) throw invalid({ PromId: [validationMessage('value', errorLanguage)] });
  return { meta, prom: await promVersion(tx, promId, ref) };
}

/**
 * PROMs without a report limit, with their language versions as the last save's checks found them.
 * A save of one of them writes at once, under a guard that checks again what the checks found
 * (`stillAsCheckedSql`); when anything changed, nothing is written and the save runs the checks.
 */
const limitFree = new Map<string, VersionRef[]>();

const versionsKey = (versions: readonly VersionRef[]) => versions.map((v) => `${v.l}:${v.v}`).join(',');

/** SQL: PROM $3 still has no report limit and the language versions $14, and patient $2 may answer it. */
const stillAsCheckedSql = `EXISTS (SELECT 1 FROM proms p WHERE p.id = $3 AND p.max_report_count IS NULL
     AND (EXISTS (SELECT 1 FROM prom_groups g WHERE g.prom_id = p.id AND g.group_id IN (${patientGroupsSql('$2')}))
          OR EXISTS (SELECT 1 FROM prom_requests q WHERE q.prom_id = p.id AND q.patient_id = $2))
     AND (SELECT string_agg(v.language_id || ':' || v.version, ',' ORDER BY v.language_id) FROM prom_versions v WHERE v.prom_id = p.id) = $14)`;

/**
 * The usual save in ONE statement, without the checks' query: a PROM known to have no report
 * limit, answers valid for its cached version. Undefined when that is not known, when the answers
 * do not pass (the checks then word the errors against the current version), or when the guard
 * or the follow-up rule left the report unwritten.
 */
async function writeAsLastChecked(q: Queryable, input: PromReportCreate, options: CreateOptions): Promise<PromReportRow | undefined> {
  const versions = limitFree.get(input.PromId);
  const ref = versions && pickLanguage(versions, input.LanguageId ?? options.language);
  if (!ref) return undefined;
  const prom = await promVersion(q, input.PromId, ref);
  let derived: Prepared['derived'];
  try {
    derived = checkAnswers(prom, input, options.language);
  } catch {
    return undefined;
  }
  return writeReport(
    q,
    input,
    options,
    { prom, derived, now: null },
    { unlessFollowUp: derived.isCompleted, versions: versionsKey(versions) },
  );
}

/** Validates answers against the PROM (field errors in the caller's language) and derives counts and score. */
function checkAnswers(prom: Prom, input: PromReportCreate, language: LanguageId) {
  const errors = validateReport(prom, { PromId: input.PromId, Answers: input.Answers }, language);
  if (Object.keys(errors).length) throw invalid(errors);
  if (realAnswerCount(prom, input.Answers) < 1) throw invalid({ Answers: [validationMessage('required', language)] });
  return deriveReportFields(prom, input.Answers);
}

/**
 * After a complete save: the patient's other incomplete live reports of that PROM go to the trash
 * (restorable, so nothing is lost), and their oldest open, unexpired request for it is filled.
 */
async function afterComplete(
  tx: Queryable,
  actor: Actor,
  report: PromReportRow,
  requestId: string | null,
): Promise<{ removedIds: string[]; filledRequestId: string | null }> {
  // Both changes in one statement. The row of (SELECT 1) brings the filled request back even when
  // no report was removed; the report columns are then null.
  const rows = await tx.query<PromReportRow & { filled_id: string | null; filled_date: Date | null }>(
    `WITH removed AS (
       UPDATE prom_reports SET deleted_date = now(), purge_date = now() + make_interval(days => $4), version = version + 1
        WHERE patient_id = $1 AND prom_id = $2 AND id <> $3 AND deleted_date IS NULL AND completed_date IS NULL
        RETURNING ${PROM_REPORT_SUMMARY_COLUMNS}
     ), filled AS (
       UPDATE prom_requests SET report_date = now(), report_id = $3, version = version + 1
        WHERE id = COALESCE($5, (SELECT id FROM prom_requests
                                  WHERE patient_id = $1 AND prom_id = $2 AND report_date IS NULL AND expires_date > now()
                                  ORDER BY created_date, id LIMIT 1))
          AND patient_id = $1 AND report_date IS NULL
        RETURNING id, report_date
     )
     SELECT removed.*, filled.id AS filled_id, filled.report_date AS filled_date
       FROM (SELECT 1) one LEFT JOIN removed ON true LEFT JOIN filled ON true`,
    [report.patient_id, report.prom_id, report.id, TRASH_RETENTION_DAYS, requestId],
  );
  const removed = rows.filter((row) => row.id !== null);
  for (const row of removed) {
    await recordAudit(tx, actor, {
      patientId: row.patient_id,
      resourceType: 'PromReport',
      resourceId: row.id,
      action: 'Delete',
      before: auditablePromReport(row),
    });
  }
  const { filled_id: filledId, filled_date: filledDate } = rows[0]!;
  if (filledId && filledDate) {
    await recordAudit(tx, actor, {
      patientId: report.patient_id,
      resourceType: 'PromRequest',
      resourceId: filledId,
      action: 'Update',
      after: { Id: filledId, PromId: report.prom_id, ReportDate: filledDate.toISOString(), PromReportId: report.id },
    });
  }
  return { removedIds: removed.map((r) => r.id), filledRequestId: filledId };
}

export interface CreateOptions {
  patientId: string;
  actor: Actor;
  /** Language of the questionnaire version when the body names none, and of the error texts. */
  language: LanguageId;
  /** A public fill: the request it answers (locked by the caller). */
  requestId?: string;
  /** A public fill must be complete. */
  requireComplete?: { message: string };
}

type Prepared = Awaited<ReturnType<typeof prepareSave>>;

/** The checks of a new report: its PROM and access (one query), its answers validated and scored. */
async function prepareSave(q: Queryable, input: PromReportCreate, options: CreateOptions) {
  const { meta, prom } = await promForSave(q, options.patientId, input.PromId, input.LanguageId ?? options.language, options.language);
  const derived = checkAnswers(prom, input, options.language);
  if (options.requireComplete && !derived.isCompleted) throw new AppError(ErrorCode.ValidationFailed, options.requireComplete.message);
  return { meta, prom, derived };
}

/**
 * The report and its audit row in one statement. The time is the checks' now() when they ran (so
 * the report and their other statements agree), else the statement's; the audit row takes the
 * report's dates from the written row. With `unlessFollowUp` nothing is written (no row back) when
 * the save would have reports to remove or a request to fill, which only a transaction does; with
 * `versions`, nothing either unless the PROM is still as last checked (`stillAsCheckedSql`).
 */
async function writeReport(
  q: Queryable,
  input: PromReportCreate,
  options: CreateOptions,
  { prom, derived, now }: Pick<Prepared, 'prom' | 'derived'> & { now: Date | null },
  guard: { unlessFollowUp: boolean; versions?: string },
): Promise<PromReportRow | undefined> {
  const id = randomUUID();
  const params = [
    id,
    options.patientId,
    prom.Id,
    prom.Language,
    input.Note ?? null,
    JSON.stringify(input.Answers),
    derived.AnswerCount,
    derived.QuestionCount,
    derived.percentCompleted,
    derived.isCompleted,
    derived.Score,
    derived.NormalizedScore,
    now,
    ...(guard.versions ? [guard.versions] : []),
  ];
  const audit = auditInsert(
    options.actor,
    {
      patientId: options.patientId,
      resourceType: 'PromReport',
      resourceId: id,
      action: 'Create',
      after: auditableNewPromReport({
        id,
        prom_id: prom.Id,
        version: 0,
        answer_count: derived.AnswerCount,
        question_count: derived.QuestionCount,
        isCompleted: derived.isCompleted,
      }),
    },
    params.length,
    'r',
    `jsonb_build_object('CreatedDate', ${isoTextSql('r.created_date')}, 'ModifiedDate', ${isoTextSql('r.modified_date')})`,
  );
  const conditions = [...(guard.unlessFollowUp ? [`NOT ${followUpSql('$2', '$3')}`] : []), ...(guard.versions ? [stillAsCheckedSql] : [])];
  const [row] = await q.query<PromReportRow>(
    `WITH r AS (
       INSERT INTO prom_reports (id, patient_id, prom_id, language_id, note, answers, answer_count, question_count, percent_completed,
                                 completed_date, score, normalized_score, created_date, modified_date, version)
       SELECT $1::uuid, $2::uuid, $3::text, $4::text, $5::text, $6::jsonb, $7::integer, $8::integer, $9::smallint,
              CASE WHEN $10::boolean THEN COALESCE($13::timestamptz, now()) END, $11::double precision, $12::double precision,
              COALESCE($13::timestamptz, now()), COALESCE($13::timestamptz, now()), 0
        WHERE ${conditions.length ? conditions.join(' AND ') : 'true'}
       RETURNING ${PROM_REPORT_COLUMNS}
     ), audit AS (${audit.text})
     SELECT * FROM r`,
    [...params, ...audit.params],
  );
  return row;
}

/**
 * Creates a report inside the caller's transaction: validated, scored, limited, audited. A caller
 * that has already run the checks passes what they found.
 */
export async function insertReport(
  tx: Queryable,
  input: PromReportCreate,
  options: CreateOptions,
  checked?: Prepared,
): Promise<SaveOutcome> {
  const prepared = checked ?? (await prepareSave(tx, input, options));
  const { meta, derived } = prepared;
  if (meta.max_report_count !== null) {
    // One save at a time per patient and PROM, so two parallel saves cannot both pass the limit.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`promreports:${options.patientId}:${input.PromId}`]);
    const [count] = await tx.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM prom_reports WHERE patient_id = $1 AND prom_id = $2 AND deleted_date IS NULL',
      [options.patientId, input.PromId],
    );
    if (count!.n >= meta.max_report_count) {
      throw new AppError(ErrorCode.PromMaxReports, errorMessage(ErrorCode.PromMaxReports, options.language));
    }
  }
  const row = (await writeReport(tx, input, options, { ...prepared, now: prepared.meta.now }, { unlessFollowUp: false }))!;
  const after = derived.isCompleted
    ? await afterComplete(tx, options.actor, row, options.requestId ?? null)
    : { removedIds: [], filledRequestId: null };
  return { report: toPromReport(row), ...after };
}

/** Realtime after commit: the report, the reports it replaced, the request it filled. */
export function publishSave(deps: Deps, patientId: string, outcome: SaveOutcome, event: string): void {
  deps.realtime.toPatient(patientId, event, { PromReportId: outcome.report.Id });
  for (const id of outcome.removedIds) deps.realtime.toPatient(patientId, PromReportEvents.deleted, { PromReportId: id });
  if (outcome.filledRequestId) {
    deps.realtime.toPatient(patientId, PromRequestEvents.filled, { PromRequestId: outcome.filledRequestId });
  }
}

export async function createMyPromReport(deps: Deps, ctx: RequestContext, input: PromReportCreate): Promise<PromReportView> {
  const patientId = requirePatientId(ctx);
  const options: CreateOptions = { patientId, actor: actorOf(ctx), language: ctx.language };
  const written = (row: PromReportRow) => {
    deps.realtime.toPatient(patientId, PromReportEvents.created, { PromReportId: row.id });
    return toPromReport(row);
  };
  // Most saves have no report limit and nothing to do afterwards: one statement writes the report
  // and its audit row (atomic on its own, no transaction to open and commit), with the checks in
  // its guard when the PROM is remembered, else after the checks' query.
  const quick = await writeAsLastChecked(deps.db, input, options);
  if (quick) return written(quick);
  const prepared = await prepareSave(deps.db, input, options);
  const { meta, derived } = prepared;
  if (meta.max_report_count === null && !(derived.isCompleted && meta.follow_up)) {
    const row = await writeReport(deps.db, input, options, { ...prepared, now: meta.now }, { unlessFollowUp: derived.isCompleted });
    if (row) return written(row);
    // An incomplete report or a request arrived since the checks: the whole save in a transaction.
  }
  const outcome = await deps.db.transaction((tx) => insertReport(tx, input, options, prepared));
  publishSave(deps, patientId, outcome, PromReportEvents.created);
  return outcome.report;
}

async function loadLiveReport(q: Queryable, patientId: string, id: string, lock = false): Promise<PromReportRow> {
  const [row] = await q.query<PromReportRow>(
    `SELECT ${PROM_REPORT_COLUMNS} FROM prom_reports WHERE id = $1 AND patient_id = $2 AND deleted_date IS NULL${lock ? ' FOR UPDATE' : ''}`,
    [id, patientId],
  );
  if (!row) throw notFound();
  return row;
}

/** Replaces the answers; a stale Version answers 409/4003; the PROM of a report never changes. */
export async function updateMyPromReport(deps: Deps, ctx: RequestContext, id: string, input: PromReportUpdate): Promise<PromReportView> {
  const patientId = requirePatientId(ctx);
  const actor = actorOf(ctx);
  const outcome = await deps.db.transaction(async (tx): Promise<SaveOutcome> => {
    const before = await loadLiveReport(tx, patientId, id, true);
    if (before.prom_id !== input.PromId) throw invalid({ PromId: [validationMessage('value', ctx.language)] });
    const { prom } = await promForSave(tx, patientId, input.PromId, input.LanguageId ?? before.language_id, ctx.language);
    const derived = checkAnswers(prom, input, ctx.language);
    const after = await updateVersioned<PromReportRow>(tx, {
      table: 'prom_reports',
      id,
      version: input.Version,
      where: { patient_id: patientId },
      set: {
        language_id: prom.Language,
        note: input.Note ?? null,
        answers: JSON.stringify(input.Answers),
        answer_count: derived.AnswerCount,
        question_count: derived.QuestionCount,
        percent_completed: derived.percentCompleted,
        completed_date: derived.isCompleted ? (before.completed_date ?? new Date()) : null,
        score: derived.Score,
        normalized_score: derived.NormalizedScore,
      },
    });
    await recordAudit(tx, actor, {
      patientId,
      resourceType: 'PromReport',
      resourceId: id,
      action: 'Update',
      before: auditablePromReport(before),
      after: auditablePromReport(after),
    });
    const extra = derived.isCompleted ? await afterComplete(tx, actor, after, null) : { removedIds: [], filledRequestId: null };
    return { report: toPromReport(after), ...extra };
  });
  publishSave(deps, patientId, outcome, PromReportEvents.updated);
  return outcome.report;
}

/** One page of live reports, newest first, without answers (partial records: AnswerCount says how many). */
export async function listMyPromReports(deps: Deps, ctx: RequestContext, query: PromReportsQuery): Promise<PromReportView[]> {
  const patientId = requirePatientId(ctx);
  const rows = await deps.db.query<PromReportRow>(
    `SELECT ${PROM_REPORT_SUMMARY_COLUMNS} FROM prom_reports
      WHERE patient_id = $1 AND deleted_date IS NULL AND ($2::text IS NULL OR prom_id = $2)
      ORDER BY created_date DESC, id DESC ${pageClause(query, '$3')}`,
    [patientId, query.promId ?? null, ...offsetParams(query)],
  );
  return rows.map(toPromReport);
}

export async function getMyPromReport(deps: Deps, ctx: RequestContext, id: string): Promise<PromReportView> {
  return toPromReport(await loadLiveReport(deps.db, requirePatientId(ctx), id));
}

/** `GET my/promreports/purge`: empties the PROM reports in the caller's trash; answers how many went. */
export async function purgeAllMyPromReports(deps: Deps, ctx: RequestContext): Promise<number> {
  const patientId = requirePatientId(ctx);
  const ids = await deps.db.query<{ id: string }>('SELECT id FROM prom_reports WHERE patient_id = $1 AND deleted_date IS NOT NULL', [
    patientId,
  ]);
  if (ids.length === 0) return 0;
  return (
    await purgeFromTrash(
      deps,
      ctx,
      forType(TRASHABLE, 'PromReport'),
      ids.map((r) => r.id),
    )
  ).length;
}
