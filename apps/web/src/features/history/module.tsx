import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const HistoryPage = lazy(() => import('./HistoryPage'));

const can = capability('history', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/history',
      access: 'signedIn',
      module: 'history',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <HistoryPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'history',
      path: '/history',
      label: 'menu:history',
      icon: IconHistory,
      order: 30,
      placement: 'more',
      can,
      module: 'history',
    },
  ],
});
