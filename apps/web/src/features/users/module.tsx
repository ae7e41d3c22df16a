import { IconUsers } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('users', 'read', 'group');

export default defineFeature({
  routes: [
    { path: '/admin/users', access: 'signedIn', can, element: lazyPage(async () => (await import('./UsersPage')).default) },
    { path: '/admin/users/:userId', access: 'signedIn', can, element: lazyPage(async () => (await import('./UserPage')).default) },
  ],
  menu: [{ id: 'admin-users', path: '/admin/users', label: 'menu:admin-users', icon: IconUsers, order: 110, placement: 'main', can }],
});
