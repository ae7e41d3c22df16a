import type { Answer, AnsweredQuestion, Conditional, Info, Prom, Question } from './schemas';
import { END_OF_PROM } from './schemas';

/**
 * The questionnaire engine (spec 1 §4 stepwise mode, spec 3 §4 questionnaire inputs). Pure: every
 * function takes a Prom and the answers so far and returns new values; nothing is mutated.
 *
 * Items are the questions and info items of a Prom in Index order. The visible items are found by
 * walking from the first item: after a question, its first matching Conditional jumps forward to
 * its RedirectQuestionId (0 = end); otherwise the walk goes on with the next item. Everything the
 * walk jumps over is hidden (skipped). Conditionals only ever see answers of questions already on
 * the walk, so stale answers of a skipped question never steer it, and because a jump always moves
 * forward the walk cannot loop.
 */

export type PromItem =
  { kind: 'question'; Id: string; Index: number; question: Question } | { kind: 'info'; Id: string; Index: number; info: Info };

const itemCache = new WeakMap<Prom, PromItem[]>();

/** Questions and infos in Index order (questions first on equal Index). */
export function promItems(prom: Prom): PromItem[] {
  const cached = itemCache.get(prom);
  if (cached) return cached;
  const items: PromItem[] = [
    ...prom.Questions.map((question) => ({ kind: 'question' as const, Id: question.Id, Index: question.Index, question })),
    ...prom.Infos.map((info) => ({ kind: 'info' as const, Id: info.Id, Index: info.Index, info })),
  ];
  items.sort((a, b) => a.Index - b.Index || (a.kind === b.kind ? 0 : a.kind === 'question' ? -1 : 1));
  itemCache.set(prom, items);
  return items;
}

export function findQuestion(prom: Prom, questionId: string): Question | undefined {
  return prom.Questions.find((q) => q.Id === questionId);
}

export function isChoice(q: Question): boolean {
  return q.AnswerType === 'answer' || q.AnswerType === 'multi';
}

/** The answer entry of each question (the first one that is not a NotApplicable mark wins). */
export function answersByQuestion(answers: readonly AnsweredQuestion[]): Map<string, AnsweredQuestion> {
  const map = new Map<string, AnsweredQuestion>();
  for (const a of answers) {
    const existing = map.get(a.QuestionId);
    if (!existing || (existing.NotApplicable && !a.NotApplicable)) map.set(a.QuestionId, a);
  }
  return map;
}

/** Ids chosen in an answer entry: AnswerId and AnswerIds together. */
export function chosenAnswerIds(a: AnsweredQuestion | undefined): string[] {
  if (!a || a.NotApplicable) return [];
  const ids = new Set<string>();
  if (a.AnswerId) ids.add(a.AnswerId);
  for (const id of a.AnswerIds ?? []) if (id) ids.add(id);
  return [...ids];
}

function numericValue(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** True when the entry holds an answer for the question (a NotApplicable mark is not an answer). */
export function hasAnswer(question: Question, a: AnsweredQuestion | undefined): boolean {
  if (!a || a.NotApplicable) return false;
  if (isChoice(question)) return chosenAnswerIds(a).length > 0;
  if (question.AnswerType === 'integer') return numericValue(a.Value) !== null;
  return typeof a.Value === 'string' ? a.Value.trim() !== '' : a.Value != null;
}

/** Answers sorted by Index (the order they are shown). */
export function sortedAnswers(question: Question): Answer[] {
  return [...question.Answers].sort((a, b) => a.Index - b.Index);
}

/** The level-1 answer a sub-answer (Level above 1) belongs to: the nearest level-1 answer before it. */
export function parentAnswerOf(question: Question, answerId: string): Answer | null {
  const list = sortedAnswers(question);
  const at = list.findIndex((a) => a.Id === answerId);
  if (at < 0 || list[at]!.Level <= 1) return null;
  for (let i = at - 1; i >= 0; i--) if (list[i]!.Level === 1) return list[i]!;
  return null;
}

/** The answer that decides a choice question's value: AnswerId, else the deepest of AnswerIds. */
function decisiveAnswer(question: Question, a: AnsweredQuestion): Answer | undefined {
  const ids = chosenAnswerIds(a);
  const id = a.AnswerId ?? ids[ids.length - 1];
  return question.Answers.find((x) => x.Id === id);
}

/** The numeric value of an answered question: chosen answer's ExportValue, or the number typed. */
export function questionValue(question: Question, a: AnsweredQuestion | undefined): number | null {
  if (!a || !hasAnswer(question, a)) return null;
  if (isChoice(question)) {
    if (question.AnswerType === 'multi') {
      const values = chosenAnswerIds(a)
        .map((id) => question.Answers.find((x) => x.Id === id))
        .map((x) => numericValue(x?.ExportValue));
      if (values.some((v) => v === null)) return null;
      return (values as number[]).reduce((s, v) => s + v, 0);
    }
    return numericValue(decisiveAnswer(question, a)?.ExportValue);
  }
  return numericValue(a.Value);
}

/** Does a Conditional match, given the answers of the questions already on the walk? */
export function conditionalMatches(prom: Prom, c: Conditional, onWalk: ReadonlyMap<string, AnsweredQuestion>): boolean {
  const cq = findQuestion(prom, c.CompareQuestionId);
  if (!cq) return false;
  const a = onWalk.get(cq.Id);
  if (!hasAnswer(cq, a)) return false;
  const target = cq.Answers.find((x) => x.Id === c.CompareAnswerId);
  if (c.ComparisonOperator === 'eq' || c.ComparisonOperator === 'ne') {
    let equal: boolean;
    if (isChoice(cq)) equal = chosenAnswerIds(a).includes(c.CompareAnswerId);
    else {
      const right = target ? numericValue(target.ExportValue) : numericValue(c.CompareAnswerId);
      equal = right !== null && questionValue(cq, a) === right;
    }
    return c.ComparisonOperator === 'eq' ? equal : !equal;
  }
  const left = questionValue(cq, a);
  const right = target ? numericValue(target.ExportValue) : numericValue(c.CompareAnswerId);
  if (left === null || right === null) return false;
  switch (c.ComparisonOperator) {
    case 'lt':
      return left < right;
    case 'le':
      return left <= right;
    case 'gt':
      return left > right;
    default:
      return left >= right;
  }
}

interface Visibility {
  /** Visible items (questions and infos) in the order they are asked. */
  items: PromItem[];
  visibleQuestionIds: Set<string>;
  hiddenQuestionIds: Set<string>;
}

/** The ordered visible items and the hidden (skipped) questions for the answers so far. */
export function visibility(prom: Prom, answers: readonly AnsweredQuestion[]): Visibility {
  const all = promItems(prom);
  const byQuestion = answersByQuestion(answers);
  const position = new Map(all.map((item, i) => [item.Id, i]));
  const onWalk = new Map<string, AnsweredQuestion>();
  const items: PromItem[] = [];
  const visibleQuestionIds = new Set<string>();
  let pos = 0;
  walk: while (pos < all.length) {
    const item = all[pos]!;
    items.push(item);
    let next = pos + 1;
    if (item.kind === 'question') {
      visibleQuestionIds.add(item.Id);
      const own = byQuestion.get(item.Id);
      if (own) onWalk.set(item.Id, own);
      for (const c of item.question.Conditionals) {
        if (!conditionalMatches(prom, c, onWalk)) continue;
        if (c.RedirectQuestionId === END_OF_PROM || c.RedirectQuestionId === '0') break walk;
        const target = position.get(String(c.RedirectQuestionId));
        // A jump to an unknown or earlier item is ignored (the Prom schema rejects both).
        if (target !== undefined && target > pos) next = target;
        break;
      }
    }
    pos = next;
  }
  const hiddenQuestionIds = new Set(prom.Questions.filter((q) => !visibleQuestionIds.has(q.Id)).map((q) => q.Id));
  return { items, visibleQuestionIds, hiddenQuestionIds };
}

/** The visible questions in the order they are asked. */
export function visibleQuestions(prom: Prom, answers: readonly AnsweredQuestion[]): Question[] {
  return visibility(prom, answers).items.flatMap((i) => (i.kind === 'question' ? [i.question] : []));
}

// ---------------------------------------------------------------------------------------------
// Stepwise (CAT) mode

/** The first item of the stepwise display (null only for an empty Prom). */
export function firstItem(prom: Prom, answers: readonly AnsweredQuestion[]): PromItem | null {
  return visibility(prom, answers).items[0] ?? null;
}

function indexOfItem(prom: Prom, itemId: string): number | undefined {
  return promItems(prom).find((i) => i.Id === itemId)?.Index;
}

/**
 * The item after `currentId`: the redirect target when a Conditional of the current question
 * matches, else the next visible item. Null means the end (save is shown).
 */
export function nextItem(prom: Prom, answers: readonly AnsweredQuestion[], currentId: string): PromItem | null {
  const { items } = visibility(prom, answers);
  const at = items.findIndex((i) => i.Id === currentId);
  if (at >= 0) return items[at + 1] ?? null;
  const index = indexOfItem(prom, currentId);
  if (index === undefined) return items[0] ?? null;
  return items.find((i) => i.Index > index) ?? null;
}

/** The visible item before `currentId` (Previous skips hidden questions); null on the first item. */
export function previousItem(prom: Prom, answers: readonly AnsweredQuestion[], currentId: string): PromItem | null {
  const { items } = visibility(prom, answers);
  const at = items.findIndex((i) => i.Id === currentId);
  if (at >= 0) return items[at - 1] ?? null;
  const index = indexOfItem(prom, currentId);
  if (index === undefined) return null;
  const before = items.filter((i) => i.Index < index);
  return before[before.length - 1] ?? null;
}

/** Next is enabled on an info item, a question that is not required, or an answered question. */
export function canGoNext(prom: Prom, answers: readonly AnsweredQuestion[], itemId: string): boolean {
  const item = promItems(prom).find((i) => i.Id === itemId);
  if (!item) return false;
  if (item.kind === 'info' || !item.question.Required) return true;
  return hasAnswer(item.question, answersByQuestion(answers).get(item.Id));
}

/** A question with MinAnswerCount and fewer chosen answers asks for a confirmation before Next. */
export function needsMinAnswerConfirmation(question: Question, a: AnsweredQuestion | undefined): boolean {
  const min = question.MinAnswerCount ?? 0;
  if (min <= 0) return false;
  return chosenAnswerIds(a).length < min;
}

/** Where a stepwise fill-in resumes: the first visible question without an answer, else the last item. */
export function resumeItem(prom: Prom, answers: readonly AnsweredQuestion[]): PromItem | null {
  const { items } = visibility(prom, answers);
  const byQuestion = answersByQuestion(answers);
  return items.find((i) => i.kind === 'question' && !hasAnswer(i.question, byQuestion.get(i.Id))) ?? items[items.length - 1] ?? null;
}

// ---------------------------------------------------------------------------------------------
// NotApplicable

/**
 * Marks every hidden question NotApplicable and clears its answers; removes marks from visible
 * questions. Idempotent.
 */
export function markNotApplicable(prom: Prom, answers: readonly AnsweredQuestion[]): AnsweredQuestion[] {
  const { hiddenQuestionIds } = visibility(prom, answers);
  const kept = answers.filter((a) => !hiddenQuestionIds.has(a.QuestionId) && !a.NotApplicable);
  const marks = prom.Questions.filter((q) => hiddenQuestionIds.has(q.Id)).map((q): AnsweredQuestion => ({
    QuestionId: q.Id,
    AnswerId: null,
    AnswerIds: [],
    Value: null,
    NotApplicable: true,
  }));
  return [...kept, ...marks];
}

/** Showing skipped questions again removes the NotApplicable marks (their answers stay cleared). */
export function clearNotApplicable(answers: readonly AnsweredQuestion[]): AnsweredQuestion[] {
  return answers.filter((a) => !a.NotApplicable);
}

// ---------------------------------------------------------------------------------------------
// Completeness

export interface Completeness {
  /** Questions that are done: answered, hidden (skipped), or not required once every required one is done. */
  answeredCount: number;
  questionCount: number;
  /** Whole percent, 100 only when every question is done. */
  percentCompleted: number;
  isCompleted: boolean;
  visibleCount: number;
  hiddenCount: number;
  /** Visible questions with an answer (for the progress bar's text). */
  visibleAnsweredCount: number;
}

/**
 * Completeness (spec 1 §4): complete when the answered count reaches the question count. A hidden
 * question never counts as unanswered, and neither does one that is not required (docs/decisions.md)
 * once the required ones are done: before that an unanswered optional question is not counted as
 * done, so an untouched PHQ-9 reads "0 av 10 frågor klara", not "1 av 10".
 */
export function completeness(prom: Prom, answers: readonly AnsweredQuestion[]): Completeness {
  const { hiddenQuestionIds, visibleQuestionIds } = visibility(prom, answers);
  const byQuestion = answersByQuestion(answers);
  let answeredCount = 0;
  let visibleAnsweredCount = 0;
  let optionalOpen = 0;
  let requiredOpen = 0;
  for (const q of prom.Questions) {
    const answered = visibleQuestionIds.has(q.Id) && hasAnswer(q, byQuestion.get(q.Id));
    if (answered) visibleAnsweredCount++;
    if (answered || hiddenQuestionIds.has(q.Id)) answeredCount++;
    else if (q.Required) requiredOpen++;
    else optionalOpen++;
  }
  if (requiredOpen === 0) answeredCount += optionalOpen;
  const questionCount = prom.Questions.length;
  const percentCompleted = questionCount === 0 ? 100 : Math.floor((answeredCount / questionCount) * 100);
  return {
    answeredCount,
    questionCount,
    percentCompleted,
    isCompleted: answeredCount >= questionCount,
    visibleCount: visibleQuestionIds.size,
    hiddenCount: hiddenQuestionIds.size,
    visibleAnsweredCount,
  };
}
