import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconMicroscope } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const ResearchPage = lazy(() => import('./ResearchPage'));
const can = capability('research', 'read', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/research',
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <ResearchPage />
        </Suspense>
      ),
    },
  ],
  menu: [{ id: 'research', path: '/admin/research', label: 'menu:research', icon: IconMicroscope, order: 101, placement: 'main', can }],
});
