import {
  ErrorCode,
  deriveReportFields,
  errorMessage,
  realAnswerCount,
  validateReport,
  validationMessage,
  type LanguageId,
  type Prom,
  type PromReportCreate,
  type PromReportsQuery,
  type PromReportUpdate,
  type PromReportView,
} from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { ownRecords, REFUSED, type Scope } from '../../platform/records';
import { listTrash, purgeFromTrash } from '../../platform/records/trash';
import { pickLanguage, promVersion } from '../proms/catalog';
import { toPromReport } from './mapping';
import {
  followUpComplete,
  lockPromReports,
  nothingToFollowUp,
  promChecks,
  promReportRecords,
  WITH_ANSWERS,
  type PromChecks,
} from './records';

function invalid(errors: Record<string, string[]>): AppError {
  return new AppError(ErrorCode.ValidationFailed, undefined, errors);
}

/** The PROM version to save against, after the checks: unknown, not the patient's to answer, or without a language version → 400 on PromId. */
async function promToAnswer(deps: Deps, checks: PromChecks | undefined, promId: string, language: LanguageId, errorLanguage: LanguageId) {
  const ref = checks?.allowed ? pickLanguage(checks.versions ?? [], language) : undefined;
  if (!checks || !ref) throw invalid({ PromId: [validationMessage('value', errorLanguage)] });
  return promVersion(deps, promId, ref);
}

/** Validates answers against the PROM (field errors in the caller's language) and derives counts and score. */
function checkAnswers(prom: Prom, input: PromReportCreate, language: LanguageId) {
  const errors = validateReport(prom, { PromId: input.PromId, Answers: input.Answers }, language);
  if (Object.keys(errors).length) throw invalid(errors);
  if (realAnswerCount(prom, input.Answers) < 1) throw invalid({ Answers: [validationMessage('required', language)] });
  return deriveReportFields(prom, input.Answers);
}

/** The columns of a report's answers as the engine derived them. */
function answerColumns(prom: Prom, input: PromReportCreate, derived: ReturnType<typeof checkAnswers>) {
  return {
    language_id: prom.Language,
    note: input.Note ?? null,
    answers: JSON.stringify(input.Answers),
    answer_count: derived.AnswerCount,
    question_count: derived.QuestionCount,
    percent_completed: derived.percentCompleted,
    score: derived.Score,
    normalized_score: derived.NormalizedScore,
  };
}

interface SaveOptions {
  /** Language of the questionnaire version when the body names none, and of the error texts. */
  language: LanguageId;
  /** A public fill: the request it answers (locked by the caller's transaction). */
  requestId?: string;
  /** A public fill must be complete. */
  requireComplete?: { message: string };
}

/**
 * Saves a new report of the scope's patient: the PROM and access checked (one query), the answers
 * validated and scored by the domain's engine, the report limit kept (4004), and after a complete
 * save the other incomplete reports of that PROM trashed and its request filled. Most saves have
 * no limit and nothing to follow up: one statement writes the report and its audit row.
 */
export async function saveReport(
  scope: Scope,
  input: PromReportCreate,
  options: SaveOptions,
): Promise<PromReportView & { filledRequestId: string | null }> {
  const checks = await promChecks(scope, input.PromId);
  const prom = await promToAnswer(scope.deps, checks, input.PromId, input.LanguageId ?? options.language, options.language);
  const derived = checkAnswers(prom, input, options.language);
  if (options.requireComplete && !derived.isCompleted) throw new AppError(ErrorCode.ValidationFailed, options.requireComplete.message);
  const { now, max_report_count: limit, follow_up: followUp } = checks!;
  const values = {
    prom_id: prom.Id,
    ...answerColumns(prom, input, derived),
    completed_date: derived.isCompleted ? now : null,
    created_date: now,
    modified_date: now,
  };
  if (limit === null && !options.requestId && !(derived.isCompleted && followUp)) {
    // Written only while there is still nothing to follow up; else the transaction below does it.
    const records = scope.of(promReportRecords);
    const row = derived.isCompleted
      ? await records.insertWhen(values, nothingToFollowUp(scope, prom.Id), { also: WITH_ANSWERS })
      : await records.insert(values, { also: WITH_ANSWERS });
    if (row !== REFUSED) return { ...toPromReport(row), filledRequestId: null };
  }
  return scope.transaction(async (tx) => {
    if (limit !== null) {
      await lockPromReports(tx, input.PromId);
      if ((await tx.of(promReportRecords).count(sql`prom_id = ${input.PromId}`)) >= limit) {
        throw new AppError(ErrorCode.PromMaxReports, errorMessage(ErrorCode.PromMaxReports, options.language));
      }
    }
    const row = await tx.of(promReportRecords).insert(values, { also: WITH_ANSWERS });
    const { filledRequestId } = derived.isCompleted
      ? await followUpComplete(tx, row, options.requestId ?? null)
      : { filledRequestId: null };
    return { ...toPromReport(row), filledRequestId };
  });
}

export async function createMyPromReport(deps: Deps, ctx: RequestContext, input: PromReportCreate): Promise<PromReportView> {
  const { filledRequestId: _filled, ...report } = await saveReport(ownRecords(deps, ctx), input, { language: ctx.language });
  return report;
}

/** Replaces the answers; a stale Version answers 409/4003; the PROM of a report never changes. */
export async function updateMyPromReport(deps: Deps, ctx: RequestContext, id: string, input: PromReportUpdate): Promise<PromReportView> {
  return ownRecords(deps, ctx).transaction(async (scope) => {
    const reports = scope.of(promReportRecords);
    const before = await reports.get(id, { lock: true });
    if (before.prom_id !== input.PromId) throw invalid({ PromId: [validationMessage('value', ctx.language)] });
    const checks = await promChecks(scope, input.PromId);
    const prom = await promToAnswer(deps, checks, input.PromId, input.LanguageId ?? before.language_id, ctx.language);
    const derived = checkAnswers(prom, input, ctx.language);
    const after = await reports.update(
      id,
      { ...answerColumns(prom, input, derived), completed_date: derived.isCompleted ? sql`coalesce(completed_date, now())` : null },
      { version: input.Version, also: WITH_ANSWERS },
    );
    if (derived.isCompleted) await followUpComplete(scope, after, null);
    return toPromReport(after);
  });
}

/** One page of live reports, newest first, without answers (partial records: AnswerCount says how many). */
export function listMyPromReports(deps: Deps, ctx: RequestContext, query: PromReportsQuery): Promise<PromReportView[]> {
  return promReportsOf(ownRecords(deps, ctx), query);
}

/** A page of the scope's patient's live reports, newest first, without answers. */
export async function promReportsOf(scope: Scope, query: PromReportsQuery): Promise<PromReportView[]> {
  const where = query.promId ? sql`prom_id = ${query.promId}` : undefined;
  return (await scope.of(promReportRecords).page(query, where)).map(toPromReport);
}

export function getMyPromReport(deps: Deps, ctx: RequestContext, id: string): Promise<PromReportView> {
  return promReportOf(ownRecords(deps, ctx), id);
}

/** One live report of the scope's patient, with its answers. */
export async function promReportOf(scope: Scope, id: string): Promise<PromReportView> {
  return toPromReport(await scope.of(promReportRecords).get(id, { also: WITH_ANSWERS }));
}

/** `GET my/promreports/purge`: empties the PROM reports in the caller's trash; answers how many went. */
export async function purgeAllMyPromReports(deps: Deps, ctx: RequestContext): Promise<number> {
  const scope = ownRecords(deps, ctx);
  const deleted = (await listTrash(scope, [promReportRecords])).map((item) => item.Id);
  return deleted.length ? (await purgeFromTrash(scope, [promReportRecords], deleted)).length : 0;
}
