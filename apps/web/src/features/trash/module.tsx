import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';

const TrashPage = lazy(() => import('./TrashPage'));

export default defineFeature({
  routes: [
    {
      path: '/trash',
      access: 'signedIn',
      module: 'trash',
      roles: ['pat', 'test'],
      element: (
        <Suspense fallback={<Loader />}>
          <TrashPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'trash',
      path: '/trash',
      label: 'trash:menu',
      icon: IconTrash,
      order: 90,
      placement: 'more',
      roles: ['pat', 'test'],
      module: 'trash',
    },
  ],
});
