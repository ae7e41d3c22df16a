import { useCallback, useEffect, useRef } from 'react';

/** Spec 1 §4: the answer timer ticks every 100 ms. */
const ANSWER_TIMER_TICK_MS = 100;

/**
 * The time spent on the current answer. It counts in a ref, so its ticks never re-render; `take`
 * reads it and starts it again (each answer resets it).
 */
export function useAnswerTimer(): () => number {
  const elapsed = useRef(0);
  useEffect(() => {
    const timer = setInterval(() => {
      elapsed.current += ANSWER_TIMER_TICK_MS;
    }, ANSWER_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return useCallback(() => {
    const value = elapsed.current;
    elapsed.current = 0;
    return value;
  }, []);
}
