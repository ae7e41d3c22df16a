import { useEffect, useRef } from 'react';

const WAIT_MS = 3_000;

/** The page's main heading: the first h1 in the main region (or in the page when there is none). */
function mainHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('#main h1') ?? document.querySelector<HTMLElement>('main h1, h1');
}

/** Something the user or the page already put the focus on (a field, an open dialog) keeps it. */
function focusTaken(): boolean {
  const active = document.activeElement;
  if (document.querySelector('[role="dialog"]')) return true;
  return !!active && active !== document.body && !active.classList.contains('skip-link') && !!active.closest('#main');
}

/**
 * WCAG 2.4.3: after each navigation (a link, a save that moves on) the focus goes to the new page's
 * main heading, so keyboard and screen-reader users start at the top of what changed. The heading may
 * come after the page's data, so it is waited for (at most 3 s). Not on the first load.
 */
export function useFocusMainHeading(pathname: string): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    let done = false;
    const tryFocus = () => {
      if (done) return true;
      if (focusTaken()) return (done = true);
      const heading = mainHeading();
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return (done = true);
    };
    // Once the old page's heading is gone: the new page renders in the same task as the location.
    const frame = requestAnimationFrame(() => {
      if (tryFocus()) return;
      observer.observe(document.body, { childList: true, subtree: true });
    });
    const observer = new MutationObserver(() => {
      if (tryFocus()) observer.disconnect();
    });
    const timer = setTimeout(() => {
      done = true;
      observer.disconnect();
    }, WAIT_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname]);
}
