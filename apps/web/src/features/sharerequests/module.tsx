import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconShare } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { queryKeys } from '../../api/query-keys';
import { defineFeature } from '../../app/feature-module';
import { SHARE_REQUESTS_PATH } from './paths';

const ShareRequestsPage = lazy(() => import('./ShareRequestsPage'));
/** Physicians and researchers (the access table's sharerequests): the requests they make and the shares they receive. */
const can = capability('sharerequests', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: SHARE_REQUESTS_PATH,
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <ShareRequestsPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    { id: 'sharerequests', path: SHARE_REQUESTS_PATH, label: 'menu:sharerequests', icon: IconShare, order: 96, placement: 'main', can },
  ],
  // A request answered or declined, a share made, changed or removed: the lists are read again.
  realtime: Object.fromEntries(
    ['ShareRequestAccepted', 'ShareRequestDeleted', 'ShareCreated', 'ShareUpdated', 'ShareDeleted'].map((event) => [
      event,
      [queryKeys.shareRequests],
    ]),
  ),
});
