import { IconUserCog } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('account', 'write', 'own');

export default defineFeature({
  routes: [{ path: '/profile', access: 'signedIn', element: lazyPage(async () => (await import('./ProfilePage')).ProfilePage), can }],
  menu: [{ id: 'profile', path: '/profile', label: 'menu:profile', icon: IconUserCog, order: 890, placement: 'more', can }],
});
