import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Loader } from '@mantine/core';

/**
 * A route's page loaded when the route opens, in a chunk of its own: the login screen and the
 * signed-in home load only what they show (scripts/check-budgets.mjs holds them to their budgets).
 */
export function lazyPage(load: () => Promise<ComponentType>): ReactNode {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <Suspense fallback={<Loader m="xl" />}>
      <Page />
    </Suspense>
  );
}
