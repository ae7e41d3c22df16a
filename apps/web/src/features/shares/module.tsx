import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { queryKeys } from '../../api/query-keys';
import { defineFeature } from '../../app/feature-module';
import { SHARES_PATH } from './paths';

const SharesPage = lazy(() => import('./SharesPage'));
// The alert listens on the realtime socket: loaded with the signed-in frame, not with the login screen.
const ShareRequestAlert = lazy(async () => ({ default: (await import('./ShareRequestAlert')).ShareRequestAlert }));
function LazyShareRequestAlert() {
  return (
    <Suspense fallback={null}>
      <ShareRequestAlert />
    </Suspense>
  );
}

const can = capability('shares', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: SHARES_PATH,
      access: 'signedIn',
      module: 'shares',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <SharesPage />
        </Suspense>
      ),
    },
  ],
  menu: [{ id: 'shares', path: SHARES_PATH, label: 'menu:shares', icon: IconShare, order: 85, placement: 'more', can, module: 'shares' }],
  // The patient's shares changed in another tab or device, or a clinician asked for one.
  realtime: Object.fromEntries(
    ['ShareRequestCreated', 'ShareCreated', 'ShareUpdated', 'ShareDeleted'].map((event) => [event, [queryKeys.myShares]]),
  ),
  alerts: { component: LazyShareRequestAlert, can, module: 'shares' },
});
