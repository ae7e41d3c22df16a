import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/** Asks before leaving the page while `active` (spec 1 §2: unsaved savable answers). `release` lets a save leave at once. */
export function useLeaveGuard(active: boolean) {
  const guard = useRef(false);
  useEffect(() => {
    guard.current = active;
  }, [active]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => guard.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return {
    blocked: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
    release: () => {
      guard.current = false;
    },
  };
}
