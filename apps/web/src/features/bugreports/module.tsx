import { IconBug } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const send = capability('bugreports', 'write', 'own');
const handle = capability('bugreports', 'read', 'group');

export default defineFeature({
  routes: [
    {
      path: '/bugreport',
      access: 'signedIn',
      module: 'bugreport',
      can: send,
      element: lazyPage(async () => (await import('./BugReportPage')).BugReportPage),
    },
    {
      path: '/admin/bug-reports/:bugReportId?',
      access: 'signedIn',
      can: handle,
      element: lazyPage(async () => (await import('./BugReportsPage')).default),
    },
  ],
  menu: [
    {
      id: 'bugreport',
      path: '/bugreport',
      label: 'menu:bugreport',
      icon: IconBug,
      order: 895,
      placement: 'more',
      module: 'bugreport',
      can: send,
    },
    {
      id: 'admin-bug-reports',
      path: '/admin/bug-reports',
      label: 'menu:admin-bug-reports',
      icon: IconBug,
      order: 180,
      placement: 'more',
      can: handle,
    },
  ],
});
