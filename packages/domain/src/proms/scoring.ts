import { answersByQuestion, findQuestion, questionValue, visibility } from './engine';
import type { AnsweredQuestion, Prom, PromReport, ScoreBand, ScoringMethod } from './schemas';

/**
 * Scoring per questionnaire through a registry keyed by Prom.Scoring.Method. A scoring function gets
 * the numeric values of the scored questions (null when unanswered or hidden) and returns the Score
 * or null. No pro-rating: a Score exists only when every scored question has a value.
 */
type ScoringFunction = (values: readonly (number | null)[], prom: Prom) => number | null;

function complete(values: readonly (number | null)[]): values is number[] {
  return values.length > 0 && values.every((v) => v !== null);
}

const sum = (values: readonly number[]) => values.reduce((s, v) => s + v, 0);

export const SCORING_FUNCTIONS: Readonly<Record<ScoringMethod, ScoringFunction>> = {
  /** PHQ-9, GAD-7: the sum of the item values. */
  sum: (values) => (complete(values) ? sum(values) : null),
  /** WHO-5: the raw sum (0–25) × 4 = the percentage score 0–100. */
  sum_times_4: (values) => (complete(values) ? sum(values) * 4 : null),
  /** One scored question whose value is the score ("health today"). */
  value: (values) => (complete(values) && values.length === 1 ? values[0]! : null),
  /** No total score (ESAS-r defines none; the screening questionnaire). */
  none: () => null,
};

interface PromScore {
  Score: number | null;
  /** Score on 0–100 over the Prom's Scoring Min–Max, one decimal. */
  NormalizedScore: number | null;
}

export function normalizeScore(prom: Prom, score: number | null): number | null {
  if (score === null) return null;
  const { Min, Max } = prom.Scoring;
  if (Max <= Min) return null;
  const n = ((score - Min) / (Max - Min)) * 100;
  return Math.round(Math.min(100, Math.max(0, n)) * 10) / 10;
}

/** Score and NormalizedScore of answers to a Prom; answers of hidden questions do not count. */
export function scoreAnswers(prom: Prom, answers: readonly AnsweredQuestion[]): PromScore {
  const { hiddenQuestionIds } = visibility(prom, answers);
  const byQuestion = answersByQuestion(answers);
  const values = prom.Scoring.QuestionIds.map((id) => {
    const q = findQuestion(prom, id);
    if (!q || hiddenQuestionIds.has(id)) return null;
    return questionValue(q, byQuestion.get(id));
  });
  const Score = SCORING_FUNCTIONS[prom.Scoring.Method](values, prom);
  return { Score, NormalizedScore: normalizeScore(prom, Score) };
}

/** The score as shown: null when the Prom hides its score (HideScore). */
export function displayedScore(prom: Prom, report: Pick<PromReport, 'Score' | 'NormalizedScore'>): PromScore | null {
  if (prom.HideScore || prom.PromMeta?.HideScore) return null;
  if (report.Score == null) return null;
  return { Score: report.Score, NormalizedScore: report.NormalizedScore ?? normalizeScore(prom, report.Score) };
}

/** The published band a score falls in (PHQ-9 severity etc.), if any. */
export function scoreBand(prom: Prom, score: number | null): ScoreBand | null {
  if (score === null) return null;
  return prom.Scoring.Bands.find((b) => score >= b.Min && score <= b.Max) ?? null;
}
