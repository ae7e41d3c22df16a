import { IconDownload } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

/** Researchers and statisticians of the active group (the access table's exports export); admins export nothing. */
const can = capability('exports', 'export', 'group');

export default defineFeature({
  routes: [{ path: '/admin/exports', access: 'signedIn', can, element: lazyPage(async () => (await import('./ExportsPage')).default) }],
  menu: [{ id: 'exports', path: '/admin/exports', label: 'menu:exports', icon: IconDownload, order: 112, placement: 'main', can }],
});
