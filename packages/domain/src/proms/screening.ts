import { answersByQuestion, chosenAnswerIds, visibility } from './engine';
import type { AnsweredQuestion, Prom } from './schemas';

/**
 * The screening questionnaire of the demo study group (spec 1 §4: "if the screening questionnaire
 * answers fail the criteria the user goes to start with the screening flag").
 *
 * Q1 "Are you currently in contact with healthcare for your mental health?"  Yes / No.
 *   No  → a Conditional ends the questionnaire: Q2 is skipped. Passed.
 *   Yes → Q2 "Does your healthcare contact know that you want to take part in the study?"
 *         Yes → passed.  No → failed: the start page opens with the screening flag
 *         (`/welcome?diatesthelpscreening=1`), whose dialog asks the patient to talk to their care
 *         contact before taking part.
 * Anything else (not yet answered) is undecided and raises no flag.
 */
export const SCREENING_PROM_ID = 'screening';
export const SCREENING_IDS = {
  q1: 'Q1-',
  q1Yes: 'Q1A1-',
  q1No: 'Q1A2-',
  q2: 'Q2-',
  q2Yes: 'Q2A1-',
  q2No: 'Q2A2-',
} as const;
/** The start page query that shows the screening information dialog (spec 1 §2). */
export const SCREENING_FLAG_QUERY = 'diatesthelpscreening=1';

type ScreeningResult = 'passed' | 'failed' | 'undecided';

export function screeningResult(prom: Prom, answers: readonly AnsweredQuestion[]): ScreeningResult {
  const { visibleQuestionIds } = visibility(prom, answers);
  const byQuestion = answersByQuestion(answers);
  const q1 = chosenAnswerIds(byQuestion.get(SCREENING_IDS.q1));
  if (q1.includes(SCREENING_IDS.q1No)) return 'passed';
  if (!q1.includes(SCREENING_IDS.q1Yes)) return 'undecided';
  if (!visibleQuestionIds.has(SCREENING_IDS.q2)) return 'undecided';
  const q2 = chosenAnswerIds(byQuestion.get(SCREENING_IDS.q2));
  if (q2.includes(SCREENING_IDS.q2Yes)) return 'passed';
  if (q2.includes(SCREENING_IDS.q2No)) return 'failed';
  return 'undecided';
}

/** True when saving these answers should send the patient to start with the screening flag. */
export function screeningFlag(prom: Prom, answers: readonly AnsweredQuestion[]): boolean {
  return prom.Id === SCREENING_PROM_ID && screeningResult(prom, answers) === 'failed';
}
