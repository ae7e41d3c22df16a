import type { LanguageId } from '../constants';
import { PROM_RECENT_DAYS } from '../constants';
import { validationMessage } from '../validation';
import { chosenAnswerIds, completeness, findQuestion, hasAnswer, parentAnswerOf } from './engine';
import { scoreAnswers } from './scoring';
import type { AnsweredQuestion, Prom, PromReport } from './schemas';

/** Rules on PROM reports (spec 1 §4 and §5). */

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_ANSWER = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date answer is a real calendar day written YYYY-MM-DD. */
export function isDateAnswer(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_ANSWER.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

type FieldErrors = Record<string, string[]>;

/**
 * Validates answers against their Prom. Keys are dotted paths into the report (`Answers.2.Value`).
 * Checked: the question exists and is answered once; chosen answer ids belong to the question; a
 * single-choice question has one answer (plus the level-1 parent its sub-answer registers); numbers
 * are whole and within MinValue–MaxValue; dates are YYYY-MM-DD. NotApplicable marks are not checked.
 */
export function validateAnswers(prom: Prom, answers: readonly AnsweredQuestion[], language: LanguageId = 'sv'): FieldErrors {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const seen = new Set<string>();
  answers.forEach((a, i) => {
    const at = `Answers.${i}`;
    const q = findQuestion(prom, a.QuestionId);
    if (!q) return add(`${at}.QuestionId`, validationMessage('value', language));
    if (seen.has(q.Id)) return add(`${at}.QuestionId`, validationMessage('value', language));
    seen.add(q.Id);
    if (a.NotApplicable) return;
    const known = new Set(q.Answers.map((x) => x.Id));
    if (a.AnswerId != null && a.AnswerId !== '' && !known.has(a.AnswerId)) add(`${at}.AnswerId`, validationMessage('value', language));
    (a.AnswerIds ?? []).forEach((id, j) => {
      if (!known.has(id)) add(`${at}.AnswerIds.${j}`, validationMessage('value', language));
    });
    if (q.AnswerType === 'answer') {
      const ids = chosenAnswerIds(a);
      const decisive = a.AnswerId ?? ids[ids.length - 1];
      const allowed = new Set([decisive, decisive ? parentAnswerOf(q, decisive)?.Id : undefined]);
      if (ids.some((id) => !allowed.has(id))) add(`${at}.AnswerIds`, validationMessage('value', language));
    } else if (q.AnswerType === 'integer') {
      if (a.Value == null) return;
      if (typeof a.Value !== 'number' || !Number.isFinite(a.Value)) return add(`${at}.Value`, validationMessage('type', language));
      if (!Number.isInteger(a.Value)) add(`${at}.Value`, validationMessage('integer', language));
      if (q.MinValue != null && a.Value < q.MinValue) add(`${at}.Value`, validationMessage('min', language, q.MinValue));
      if (q.MaxValue != null && a.Value > q.MaxValue) add(`${at}.Value`, validationMessage('max', language, q.MaxValue));
    } else if (q.AnswerType === 'string') {
      if (a.Value == null) return;
      if (typeof a.Value !== 'string') return add(`${at}.Value`, validationMessage('type', language));
      if (q.QuestionType === 'date' && !isDateAnswer(a.Value)) add(`${at}.Value`, validationMessage('date', language));
    }
  });
  return errors;
}

/** Validates a report against its Prom: the right Prom, and every answer (see validateAnswers). */
export function validateReport(prom: Prom, report: Pick<PromReport, 'PromId' | 'Answers'>, language: LanguageId = 'sv'): FieldErrors {
  const errors = validateAnswers(prom, report.Answers, language);
  if (report.PromId !== prom.Id) errors.PromId = [validationMessage('value', language)];
  return errors;
}

/** Answer entries that hold an answer (NotApplicable marks and empty entries excluded). */
export function realAnswerCount(prom: Prom, answers: readonly AnsweredQuestion[]): number {
  return answers.filter((a) => {
    const q = findQuestion(prom, a.QuestionId);
    return q !== undefined && hasAnswer(q, a);
  }).length;
}

/** A partial record: the server counted more answers (AnswerCount) than were loaded; fetch the full report. */
export function isPartialRecord(report: Pick<PromReport, 'AnswerCount' | 'Answers'>): boolean {
  return (report.AnswerCount ?? 0) > report.Answers.length;
}

/** Recent: modified (else created) within the last 30 days. */
export function isRecent(report: Pick<PromReport, 'ModifiedDate' | 'CreatedDate'>, now: Date = new Date()): boolean {
  const when = report.ModifiedDate ?? report.CreatedDate;
  if (!when) return false;
  const t = Date.parse(when);
  return Number.isFinite(t) && now.getTime() - t <= PROM_RECENT_DAYS * DAY_MS;
}

/** A server Version above 0 counts as saved; ids with a dash are remote (spec 1 §4). */
export function isSavedReport(report: Pick<PromReport, 'Version' | 'Id'>): boolean {
  return report.Version > 0 || (report.Id?.includes('-') ?? false);
}

/** Savable: not locked, at least one answer, and valid against its Prom. */
export function isSavable(prom: Prom, report: Pick<PromReport, 'PromId' | 'Answers'>, locked: boolean): boolean {
  if (locked) return false;
  if (realAnswerCount(prom, report.Answers) < 1) return false;
  return Object.keys(validateReport(prom, report)).length === 0;
}

/** A saved complete report opens locked (spec 1 §4). */
export function opensLocked(prom: Prom, report: PromReport): boolean {
  return isSavedReport(report) && completeness(prom, report.Answers).isCompleted;
}

interface DerivedReportFields {
  AnswerCount: number;
  QuestionCount: number;
  percentCompleted: number;
  isCompleted: boolean;
  Score: number | null;
  NormalizedScore: number | null;
}

/** What a save computes from the answers: counts, completeness and score. */
export function deriveReportFields(prom: Prom, answers: readonly AnsweredQuestion[]): DerivedReportFields {
  const c = completeness(prom, answers);
  const s = scoreAnswers(prom, answers);
  return {
    AnswerCount: answers.length,
    QuestionCount: c.questionCount,
    percentCompleted: c.percentCompleted,
    isCompleted: c.isCompleted,
    Score: s.Score,
    NormalizedScore: s.NormalizedScore,
  };
}

/**
 * The outgoing payload of a report (spec 1 §5): local (dash-less) ids are dropped, NotApplicable
 * answers lose their answer ids, and client-only flags stay home.
 */
export function toOutgoingReport(report: PromReport): PromReport {
  const isLocal = (id: string | undefined) => id !== undefined && !id.includes('-');
  const out: PromReport = { ...report, Answers: report.Answers.map((a) => toOutgoingAnswer(a, isLocal)) };
  if (isLocal(out.Id)) delete out.Id;
  delete out.isCompleted;
  delete out.isRecent;
  delete out.isFromRemote;
  delete out.needFullReport;
  return out;
}

function toOutgoingAnswer(a: AnsweredQuestion, isLocal: (id: string | undefined) => boolean): AnsweredQuestion {
  const out: AnsweredQuestion = { ...a };
  if (isLocal(out.Id)) delete out.Id;
  delete out.saved;
  if (out.NotApplicable) {
    delete out.AnswerId;
    delete out.AnswerIds;
    out.Value = null;
  }
  return out;
}
