import { useCallback, useMemo } from 'react';
import { chooseAnswer, setValue, type AnsweredQuestion, type Prom } from '@symptoms/domain';
import { useAnswerTimer } from './use-answer-timer';

export interface AnswerActions {
  choose: (questionId: string, answerId: string) => void;
  value: (questionId: string, value: string | number | null) => void;
}

/** Answer changes through the engine, stamped with the time and the answer timer's Milliseconds. */
export function useAnswerActions(
  prom: Prom,
  onChange: (update: (answers: AnsweredQuestion[]) => AnsweredQuestion[]) => void,
): AnswerActions {
  const takeMilliseconds = useAnswerTimer();
  const choose = useCallback(
    (questionId: string, answerId: string) => {
      const stamp = { now: new Date().toISOString(), milliseconds: takeMilliseconds() };
      onChange((answers) => chooseAnswer(prom, answers, questionId, answerId, stamp));
    },
    [prom, onChange, takeMilliseconds],
  );
  const value = useCallback(
    (questionId: string, next: string | number | null) => {
      const stamp = { now: new Date().toISOString(), milliseconds: takeMilliseconds() };
      onChange((answers) => setValue(prom, answers, questionId, next, stamp));
    },
    [prom, onChange, takeMilliseconds],
  );
  return useMemo(() => ({ choose, value }), [choose, value]);
}
