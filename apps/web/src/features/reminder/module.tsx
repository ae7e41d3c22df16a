import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconAlarm } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const ReminderPage = lazy(() => import('./ReminderPage'));

const can = capability('patient', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/reminder',
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <ReminderPage />
        </Suspense>
      ),
    },
  ],
  menu: [{ id: 'reminder', path: '/reminder', label: 'menu:reminder', icon: IconAlarm, order: 62, placement: 'more', can }],
});
