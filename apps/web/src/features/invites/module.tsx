import { IconMailPlus } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('invites', 'write', 'own', 'group');

export default defineFeature({
  routes: [
    {
      path: '/invites',
      access: 'signedIn',
      module: 'invites',
      can,
      element: lazyPage(async () => (await import('./InvitesPage')).InvitesPage),
    },
  ],
  menu: [
    { id: 'invites', path: '/invites', label: 'invites:menu', icon: IconMailPlus, order: 893, placement: 'more', module: 'invites', can },
  ],
});
