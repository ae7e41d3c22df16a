import { lazy, Suspense, useEffect, useState } from 'react';
import { setTwoFactorPrompt } from '../../api/client';

// The dialog, its texts and the code input are fetched when a request first needs the second factor.
const TwoFactorDialog = lazy(async () => ({ default: (await import('./TwoFactorDialog')).TwoFactorDialog }));

/**
 * Spec 2 §7: a request answered 417 (or 400 with 4006) in the middle of a session opens the
 * two-factor prompt; once the code is accepted and the token renewed the request is asked again.
 * Logging out instead lets the request fail. Lives in the signed-in frame.
 */
export function TwoFactorPrompt() {
  const [answer, setAnswer] = useState<((given: boolean) => void) | null>(null);

  useEffect(() => {
    let pending: ((given: boolean) => void) | null = null;
    setTwoFactorPrompt(
      () =>
        new Promise<boolean>((resolve) => {
          pending = resolve;
          setAnswer(() => resolve);
        }),
    );
    return () => {
      setTwoFactorPrompt(null);
      pending?.(false);
    };
  }, []);

  if (!answer) return null;
  const finish = (given: boolean) => {
    setAnswer(null);
    answer(given);
  };
  return (
    <Suspense fallback={null}>
      <TwoFactorDialog onDone={finish} />
    </Suspense>
  );
}
