import { IconInfoCircle } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export default defineFeature({
  routes: [{ path: '/about', access: 'open', element: lazyPage(async () => (await import('./AboutPage')).AboutPage) }],
  menu: [{ id: 'about', path: '/about', label: 'menu:about', icon: IconInfoCircle, order: 900, placement: 'more' }],
});
