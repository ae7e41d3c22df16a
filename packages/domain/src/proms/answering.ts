import { answersByQuestion, chosenAnswerIds, findQuestion, isChoice, markNotApplicable, parentAnswerOf, sortedAnswers } from './engine';
import type { AnsweredQuestion, Prom } from './schemas';

/** Answer inputs (spec 3 §4): choosing, unchoosing and typing answers, each returning the new answers with what they now skip marked. */

interface AnswerStamp {
  /** ISO time of the answer (CreatedDate). */
  now?: string;
  /** The answer timer's value, stored as Milliseconds. */
  milliseconds?: number;
}

function replaceAnswer(
  prom: Prom,
  answers: readonly AnsweredQuestion[],
  questionId: string,
  entry: AnsweredQuestion | null,
): AnsweredQuestion[] {
  const rest = answers.filter((a) => a.QuestionId !== questionId);
  return markNotApplicable(prom, entry ? [...rest, entry] : rest);
}

function stamped(base: AnsweredQuestion | undefined, questionId: string, stamp: AnswerStamp): AnsweredQuestion {
  const entry: AnsweredQuestion = { ...(base && !base.NotApplicable ? base : {}), QuestionId: questionId, saved: false };
  delete entry.NotApplicable;
  if (stamp.now) entry.CreatedDate = stamp.now;
  if (stamp.milliseconds !== undefined) entry.Milliseconds = Math.max(0, Math.round(stamp.milliseconds));
  return entry;
}

/**
 * Chooses a choice answer. Single choice: choosing the selected answer again unselects it. Multiple
 * choice: toggles it. A sub-answer (Level above 1) also registers its level-1 parent; unselecting a
 * level-1 answer of a multiple-choice question also drops its sub-answers.
 */
export function chooseAnswer(
  prom: Prom,
  answers: readonly AnsweredQuestion[],
  questionId: string,
  answerId: string,
  stamp: AnswerStamp = {},
): AnsweredQuestion[] {
  const q = findQuestion(prom, questionId);
  if (!q || !isChoice(q)) throw new Error(`${questionId} is not a choice question`);
  const chosen = q.Answers.find((a) => a.Id === answerId);
  if (!chosen) throw new Error(`${answerId} is not an answer of ${questionId}`);
  const current = answersByQuestion(answers).get(questionId);
  const parent = parentAnswerOf(q, answerId);
  if (q.AnswerType === 'answer') {
    if (current && !current.NotApplicable && current.AnswerId === answerId) return replaceAnswer(prom, answers, questionId, null);
    const entry = stamped(current, questionId, stamp);
    entry.AnswerId = answerId;
    entry.AnswerIds = parent ? [parent.Id, answerId] : [answerId];
    return replaceAnswer(prom, answers, questionId, entry);
  }
  let ids = chosenAnswerIds(current);
  if (ids.includes(answerId)) {
    const children = new Set(q.Answers.filter((a) => parentAnswerOf(q, a.Id)?.Id === answerId).map((a) => a.Id));
    ids = ids.filter((id) => id !== answerId && !children.has(id));
  } else {
    if (parent && !ids.includes(parent.Id)) ids.push(parent.Id);
    ids.push(answerId);
  }
  if (ids.length === 0) return replaceAnswer(prom, answers, questionId, null);
  const order = new Map(sortedAnswers(q).map((a, i) => [a.Id, i]));
  ids.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
  const entry = stamped(current, questionId, stamp);
  entry.AnswerId = null;
  entry.AnswerIds = ids;
  return replaceAnswer(prom, answers, questionId, entry);
}

/** A Date or ISO string as a date answer YYYY-MM-DD (the local calendar day of a Date). */
export function toDateAnswer(value: Date | string): string {
  if (typeof value === 'string') return value.slice(0, 10);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${value.getFullYear()}-${p(value.getMonth() + 1)}-${p(value.getDate())}`;
}

/**
 * Sets a text, date, number or slider value, or a dropdown's answer id. An empty value (null, '',
 * NaN) removes the answer. Slider values snap to whole steps within MinValue–MaxValue; a number
 * outside its range is kept so that the form can show the validation message.
 */
export function setValue(
  prom: Prom,
  answers: readonly AnsweredQuestion[],
  questionId: string,
  value: string | number | Date | null | undefined,
  stamp: AnswerStamp = {},
): AnsweredQuestion[] {
  const q = findQuestion(prom, questionId);
  if (!q) throw new Error(`unknown question ${questionId}`);
  const empty = value == null || (typeof value === 'string' && value.trim() === '') || (typeof value === 'number' && Number.isNaN(value));
  if (empty) return replaceAnswer(prom, answers, questionId, null);
  const current = answersByQuestion(answers).get(questionId);
  const entry = stamped(current, questionId, stamp);
  if (q.AnswerType === 'answer') {
    const id = String(value);
    if (!q.Answers.some((a) => a.Id === id)) throw new Error(`${id} is not an answer of ${questionId}`);
    const parent = parentAnswerOf(q, id);
    entry.AnswerId = id;
    entry.AnswerIds = parent ? [parent.Id, id] : [id];
  } else if (q.AnswerType === 'integer') {
    let n = typeof value === 'number' ? value : Number(value instanceof Date ? NaN : value);
    if (!Number.isFinite(n)) return replaceAnswer(prom, answers, questionId, null);
    if (q.QuestionType === 'slider') {
      n = Math.round(n);
      if (q.MinValue != null) n = Math.max(q.MinValue, n);
      if (q.MaxValue != null) n = Math.min(q.MaxValue, n);
    }
    entry.Value = n;
  } else if (q.AnswerType === 'string') {
    entry.Value = q.QuestionType === 'date' && (value instanceof Date || typeof value === 'string') ? toDateAnswer(value) : String(value);
  } else {
    throw new Error(`${questionId} is a multiple-choice question: use chooseAnswer`);
  }
  return replaceAnswer(prom, answers, questionId, entry);
}
