import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';

/** Asks before leaving the page while `active` (spec 1 §2: unsaved savable answers). `release` lets a save leave at once. */
export function useLeaveGuard(active: boolean) {
  const guard = useRef(false);
  useEffect(() => {
    guard.current = active;
  }, [active]);
  // Stable, so the router does not register the blocker again on every render.
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => guard.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return useMemo(
    () => ({
      blocked: blocker.state === 'blocked',
      stay: () => blocker.reset?.(),
      leave: () => blocker.proceed?.(),
      release: () => {
        guard.current = false;
      },
    }),
    [blocker],
  );
}
