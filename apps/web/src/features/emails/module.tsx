import { IconMail } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const read = capability('emails', 'read', 'organization', 'system');

export default defineFeature({
  routes: [{ path: '/admin/emails', access: 'signedIn', can: read, element: lazyPage(async () => (await import('./EmailsPage')).default) }],
  menu: [
    { id: 'admin-emails', path: '/admin/emails', label: 'menu:admin-emails', icon: IconMail, order: 170, placement: 'more', can: read },
  ],
});
