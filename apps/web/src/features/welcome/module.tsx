import { IconHome } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export default defineFeature({
  routes: [{ path: '/welcome', access: 'signedIn', element: lazyPage(async () => (await import('./WelcomePage')).WelcomePage) }],
  menu: [
    {
      id: 'welcome',
      path: '/welcome',
      label: 'menu:welcome',
      icon: IconHome,
      order: 0,
      placement: 'main',
      can: capability('patient', 'read', 'own'),
    },
  ],
});
