import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { PromReportEvents, capability } from '@symptoms/domain';
import { studyTasksKeys } from '../../api/studytasks';
import { defineFeature } from '../../app/feature-module';
import { DueTasksBadge } from './DueTasksBadge';

const StudyTasksPage = lazy(() => import('./StudyTasksPage'));
const can = capability('studytasks', 'read', 'own');

export default defineFeature({
  routes: [
    {
      path: '/study-schemas',
      access: 'signedIn',
      can,
      element: (
        <Suspense fallback={<Loader />}>
          <StudyTasksPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'study-schemas',
      path: '/study-schemas',
      label: 'menu:study-schemas',
      icon: IconListCheck,
      order: 15,
      placement: 'main',
      can,
      badge: DueTasksBadge,
    },
  ],
  // A report saved in another tab may do a task.
  realtime: Object.fromEntries(
    [PromReportEvents.created, PromReportEvents.updated, 'SymptomReportCreated'].map((event) => [event, [studyTasksKeys.all]]),
  ),
});
