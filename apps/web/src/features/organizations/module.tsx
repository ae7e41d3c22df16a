import { IconBuildingHospital } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('organizations', 'read', 'group', 'system');

export default defineFeature({
  routes: [
    {
      path: '/admin/organizations',
      access: 'signedIn',
      can,
      element: lazyPage(async () => (await import('./OrganizationsPage')).OrganizationsPage),
    },
    {
      path: '/admin/organizations/:organizationId',
      access: 'signedIn',
      can,
      element: lazyPage(async () => (await import('./OrganizationPage')).OrganizationPage),
    },
  ],
  menu: [
    {
      id: 'admin-organizations',
      path: '/admin/organizations',
      label: 'menu:admin-organizations',
      icon: IconBuildingHospital,
      order: 120,
      placement: 'more',
      can,
    },
  ],
});
