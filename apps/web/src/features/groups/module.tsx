import { IconUsersGroup } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const can = capability('groups', 'read', 'group', 'system');

export default defineFeature({
  routes: [
    { path: '/admin/groups', access: 'signedIn', can, element: lazyPage(async () => (await import('./GroupsPage')).GroupsPage) },
    { path: '/admin/groups/:groupId', access: 'signedIn', can, element: lazyPage(async () => (await import('./GroupPage')).GroupPage) },
  ],
  menu: [
    { id: 'admin-groups', path: '/admin/groups', label: 'menu:admin-groups', icon: IconUsersGroup, order: 110, placement: 'main', can },
  ],
});
