import { IconAdjustments } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('settings', 'read', 'group', 'system');

export default defineFeature({
  routes: [
    { path: '/admin/settings', access: 'signedIn', can, element: lazyPage(async () => (await import('./SettingsPage')).SettingsPage) },
  ],
  menu: [
    {
      id: 'admin-settings',
      path: '/admin/settings',
      label: 'menu:admin-settings',
      icon: IconAdjustments,
      order: 140,
      placement: 'more',
      can,
    },
  ],
});
