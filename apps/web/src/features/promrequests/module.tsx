import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { defineFeature } from '../../app/feature-module';

const RequestPage = lazy(() => import('./RequestPage'));

// The public PROM request link: no login, the unguessable request id is the key (spec 1 §2, §6).
export default defineFeature({
  routes: [
    {
      path: '/request/:id',
      access: 'open',
      element: (
        <Suspense fallback={<Loader />}>
          <RequestPage />
        </Suspense>
      ),
    },
  ],
});
