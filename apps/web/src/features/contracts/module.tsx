import { IconFileCertificate } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('contracts', 'write', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/contracts/:contractId?',
      access: 'signedIn',
      can,
      element: lazyPage(async () => (await import('./ContractsPage')).default),
    },
  ],
  menu: [
    {
      id: 'admin-contracts',
      path: '/admin/contracts',
      label: 'menu:admin-contracts',
      icon: IconFileCertificate,
      order: 160,
      placement: 'more',
      can,
    },
  ],
});
