import { ANSWER_INDEX_STEP, QUESTION_INDEX_STEP } from '../constants';

/**
 * PROM id conventions (spec 1 §3, spec 3 §5): question `Q<n>[letter]-…`, answer
 * `Q<n>[letter]A<n>-…`, info `I<n>-…`. Question Index steps by 1000, answer Index by 10.
 * The part after the dash is free (often empty in shipped questionnaires).
 */
export const QUESTION_ID_PATTERN = /^Q\d+[A-Z]?-/;
export const ANSWER_ID_PATTERN = /^Q\d+[A-Z]?A\d+-/;
export const INFO_ID_PATTERN = /^I\d+-/;

/** Letters for lettered sub-questions (Level 2): the first sub-question of Q3 is Q3A-. */
export function subQuestionLetter(position: number): string {
  if (!Number.isInteger(position) || position < 1 || position > 26) throw new RangeError('sub-question position 1–26');
  return String.fromCharCode(64 + position);
}

/** The `Q<n>[letter]` stem of a question id (without the dash), or null when the id breaks the convention. */
export function questionStem(questionId: string): string | null {
  const m = /^(Q\d+[A-Z]?)-/.exec(questionId);
  return m ? m[1]! : null;
}

/** `Q<sequence>-` is put in front of a question id unless it already matches `^Q\d+[A-Z]?-` (spec 3 §5). */
export function prefixQuestionId(id: string, sequence: number, letter?: string): string {
  if (QUESTION_ID_PATTERN.test(id)) return id;
  return `Q${sequence}${letter ?? ''}-${id}`;
}

/** `I<sequence>-` is put in front of an info id unless it already matches `^I\d+-`. */
export function prefixInfoId(id: string, sequence: number): string {
  if (INFO_ID_PATTERN.test(id)) return id;
  return `I${sequence}-${id}`;
}

/**
 * An answer id gets the question's stem and the answer number (`Q3A2-`) unless it already matches
 * the answer pattern. A question id that breaks the convention is prefixed first as question 1's
 * caller would: pass the already-prefixed question id.
 */
export function prefixAnswerId(id: string, questionId: string, answerNumber: number): string {
  if (ANSWER_ID_PATTERN.test(id)) return id;
  const stem = questionStem(questionId);
  if (stem === null) throw new Error(`question id ${questionId} does not follow Q<n>[letter]-`);
  return `${stem}A${answerNumber}-${id}`;
}

/** Index of the n-th question (1-based): 1000, 2000, … */
export function questionIndex(position: number): number {
  return position * QUESTION_INDEX_STEP;
}

/** Index of the n-th answer (1-based): 10, 20, … */
export function answerIndex(position: number): number {
  return position * ANSWER_INDEX_STEP;
}
