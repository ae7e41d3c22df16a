import { IconVersions } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const manage = capability('app-versions', 'write', 'organization', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/app-versions/:appVersionId?',
      access: 'signedIn',
      can: manage,
      element: lazyPage(async () => (await import('./AppVersionsPage')).default),
    },
  ],
  menu: [
    {
      id: 'admin-app-versions',
      path: '/admin/app-versions',
      label: 'menu:admin-app-versions',
      icon: IconVersions,
      order: 160,
      placement: 'more',
      can: manage,
    },
  ],
});
