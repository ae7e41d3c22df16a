import { useMemo } from 'react';
import { answersByQuestion, completeness, visibility, type AnsweredQuestion, type Prom } from '@symptoms/domain';

/**
 * What the screens derive from the answers, computed once per change of the answers (the engine's
 * visibility walk is the costly part; every item reads from these maps instead of walking again).
 */
export function useQuestionnaireState(prom: Prom, answers: readonly AnsweredQuestion[]) {
  return useMemo(
    () => ({
      visibility: visibility(prom, answers),
      byQuestion: answersByQuestion(answers),
      completeness: completeness(prom, answers),
    }),
    [prom, answers],
  );
}
