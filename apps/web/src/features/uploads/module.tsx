import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const UploadsPage = lazy(() => import('./UploadsPage'));

const can = capability('uploads', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/fileuploads',
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <UploadsPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'fileuploads',
      path: '/fileuploads',
      label: 'menu:fileuploads',
      icon: IconFileUpload,
      order: 75,
      placement: 'more',
      can,
    },
  ],
});
