import { IconMailPlus } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('invites', 'write', 'own', 'group');
const canAdmin = capability('users', 'write', 'group');

export default defineFeature({
  routes: [
    {
      path: '/invites',
      access: 'signedIn',
      module: 'invites',
      can,
      element: lazyPage(async () => (await import('./InvitesPage')).InvitesPage),
    },
    {
      path: '/admin/invites',
      access: 'signedIn',
      can: canAdmin,
      element: lazyPage(async () => (await import('./AdminInvitesPage')).default),
    },
  ],
  menu: [
    { id: 'invites', path: '/invites', label: 'menu:invites', icon: IconMailPlus, order: 893, placement: 'more', module: 'invites', can },
    {
      id: 'admin-invites',
      path: '/admin/invites',
      label: 'menu:admin-invites',
      icon: IconMailPlus,
      order: 115,
      placement: 'main',
      can: canAdmin,
    },
  ],
});
