import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { studyTasksKeys } from '../../api/studytasks';
import { defineFeature } from '../../app/feature-module';

const RequestPage = lazy(() => import('./RequestPage'));
const PromRequestsPage = lazy(() => import('./PromRequestsPage'));
const can = capability('research', 'read', 'group');

// PROM requests: the public link a patient answers (no login, the unguessable request id is the key,
// spec 1 §2, §6), and the requests a study group's staff send its participants (spec 3 §2).
// The staff page keeps its `/admin/prom-requests` address and its `prom-requests` texts, which
// admins' language overrides name (`prom-requests:…`).
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
