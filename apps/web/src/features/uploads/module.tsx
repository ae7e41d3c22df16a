import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';

const UploadsPage = lazy(() => import('./UploadsPage'));

export default defineFeature({
  routes: [
    {
      path: '/fileuploads',
      access: 'signedIn',
      roles: ['pat', 'test'],
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
      label: 'uploads:menu',
      icon: IconFileUpload,
      order: 75,
      placement: 'more',
      roles: ['pat', 'test'],
    },
  ],
});
