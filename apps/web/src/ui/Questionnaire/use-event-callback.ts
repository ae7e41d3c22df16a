import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders but always runs the latest `fn`, so a memoised
 * child given it as a handler does not re-render when only the state the handler reads changes.
 */
export function useEventCallback<Args extends unknown[]>(fn: (...args: Args) => void): (...args: Args) => void {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
