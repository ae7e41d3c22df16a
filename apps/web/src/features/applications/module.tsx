import { IconApps } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const manage = capability('applications', 'write', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/applications/:applicationId?',
      access: 'signedIn',
      can: manage,
      element: lazyPage(async () => (await import('./ApplicationsPage')).default),
    },
  ],
  menu: [
    {
      id: 'admin-applications',
      path: '/admin/applications',
      label: 'menu:admin-applications',
      icon: IconApps,
      order: 120,
      placement: 'more',
      can: manage,
    },
  ],
});
