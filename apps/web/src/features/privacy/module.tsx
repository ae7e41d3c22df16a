import { IconShieldLock } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export default defineFeature({
  routes: [
    { path: '/privacy', access: 'open', element: lazyPage(async () => (await import('./PrivacyPage')).PrivacyPage) },
    { path: '/privacy2', access: 'signedIn', element: lazyPage(async () => (await import('./PrivacyPage')).PrivacyPage) },
  ],
  menu: [{ id: 'privacy', path: '/privacy', label: 'menu:privacy', icon: IconShieldLock, order: 910, placement: 'more' }],
});
