import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

const CalendarPage = lazy(() => import('./CalendarPage'));

const can = capability('calendar', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/calendar',
      access: 'signedIn',
      module: 'calendar',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <CalendarPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'calendar',
      path: '/calendar',
      label: 'menu:calendar',
      icon: IconCalendar,
      order: 60,
      placement: 'more',
      can,
      module: 'calendar',
    },
  ],
});
