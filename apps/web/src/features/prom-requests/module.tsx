import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { studyTasksKeys } from '../../api/studytasks';
import { defineFeature } from '../../app/feature-module';

const PromRequestsPage = lazy(() => import('./PromRequestsPage'));
const can = capability('research', 'read', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/prom-requests',
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <PromRequestsPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    { id: 'prom-requests', path: '/admin/prom-requests', label: 'menu:prom-requests', icon: IconSend, order: 103, placement: 'main', can },
  ],
  realtime: { PromRequestFilled: [studyTasksKeys.all] },
});
