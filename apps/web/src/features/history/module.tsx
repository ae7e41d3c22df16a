import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';

const HistoryPage = lazy(() => import('./HistoryPage'));

export default defineFeature({
  routes: [
    {
      path: '/history',
      access: 'signedIn',
      module: 'history',
      roles: ['pat', 'test'],
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
      label: 'history:menu',
      icon: IconHistory,
      order: 30,
      placement: 'more',
      roles: ['pat', 'test'],
      module: 'history',
    },
  ],
});
