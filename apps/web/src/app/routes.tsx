import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Loader } from '@mantine/core';
import type { FeatureRoute } from './feature-module';
import { RequireSession, RouteGate } from './guards';
import { HomeRedirect } from './HomeRedirect';
import { PublicLayout } from './PublicLayout';
import { RootLayout } from './RootLayout';
import { UnauthorizedPage } from './UnauthorizedPage';
import { useSession } from './session-hooks';

/**
 * The signed-in frame (menus, realtime) loads in a chunk of its own: the login screen never needs it
 * (scripts/check-budgets.mjs).
 */
const LazyAppLayout = lazy(async () => ({ default: (await import('./AppLayout')).AppLayout }));
function AppLayout() {
  return (
    <Suspense fallback={<Loader m="xl" />}>
      <LazyAppLayout />
    </Suspense>
  );
}

/** Open routes (about, privacy) wear the app frame when signed in and the public frame otherwise. */
function OpenLayout() {
  return useSession() ? <AppLayout /> : <PublicLayout />;
}

const plain = (route: FeatureRoute): RouteObject => ({ path: route.path, element: route.element });
const gate = (route: FeatureRoute): RouteObject => ({ path: route.path, element: <RouteGate route={route} /> });

export function buildRoutes(featureRoutes: readonly FeatureRoute[]): RouteObject[] {
  const of = (access: FeatureRoute['access']) => featureRoutes.filter((r) => r.access === access);
  return [
    {
      element: <RootLayout />,
      children: [
        { element: <PublicLayout />, children: of('public').map(plain) },
        { element: <OpenLayout />, children: of('open').map(plain) },
        {
          element: (
            <RequireSession>
              <AppLayout />
            </RequireSession>
          ),
          children: [...of('signedIn').map(gate), { path: '/unauthorized', element: <UnauthorizedPage /> }],
        },
        { path: '*', element: <HomeRedirect /> },
      ],
    },
  ];
}
