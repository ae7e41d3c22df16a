import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const TrashPage = lazy(() => import('./TrashPage'));

const can = capability('trash', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/trash',
      access: 'signedIn',
      module: 'trash',
      can,
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
      label: 'menu:trash',
      icon: IconTrash,
      order: 90,
      placement: 'more',
      can,
      module: 'trash',
    },
  ],
});
