import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';

const CalendarPage = lazy(() => import('./CalendarPage'));

export default defineFeature({
  routes: [
    {
      path: '/calendar',
      access: 'signedIn',
      module: 'calendar',
      roles: ['pat', 'test'],
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
      label: 'calendar:menu',
      icon: IconCalendar,
      order: 60,
      placement: 'more',
      roles: ['pat', 'test'],
      module: 'calendar',
    },
  ],
});
