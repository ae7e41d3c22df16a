/**
 * Runs `fn` after `delay` ms, once the browser is idle (after it has painted what a click changed);
 * returns a function that cancels it. Browsers without requestIdleCallback run it after the delay.
 */
export function whenIdle(fn: () => void, delay = 0): () => void {
  let idle: number | undefined;
  const timer = setTimeout(() => {
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(fn, { timeout: 500 });
    else fn();
  }, delay);
  return () => {
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
