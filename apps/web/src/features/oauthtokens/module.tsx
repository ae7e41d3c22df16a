import { IconKey } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const manage = capability('oauthtokens', 'write', 'group');

export default defineFeature({
  routes: [
    {
      path: '/admin/oauthtokens/:oAuthTokenId?',
      access: 'signedIn',
      can: manage,
      element: lazyPage(async () => (await import('./OAuthTokensPage')).default),
    },
  ],
  menu: [
    {
      id: 'admin-oauthtokens',
      path: '/admin/oauthtokens',
      label: 'menu:admin-oauthtokens',
      icon: IconKey,
      order: 115,
      placement: 'main',
      can: manage,
    },
  ],
});
