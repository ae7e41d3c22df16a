import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconCalendarCheck } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

// Staff screens load on demand so the patient's first screen stays small.
const StudySchemaPage = lazy(() => import('./StudySchemaPage'));
const can = capability('study-schema', 'read', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/study-schema',
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <StudySchemaPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'study-schema',
      path: '/admin/study-schema',
      label: 'menu:study-schema',
      icon: IconCalendarCheck,
      order: 102,
      placement: 'main',
      can,
    },
  ],
});
