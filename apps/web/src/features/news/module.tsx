import { IconNews, IconSpeakerphone } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';
import { newsKeys } from '../../api/news';

const read = capability('news', 'read', 'anyone');
const write = capability('news', 'write', 'group', 'organization');

export default defineFeature({
  routes: [
    { path: '/news', access: 'signedIn', module: 'news', can: read, element: lazyPage(async () => (await import('./NewsPage')).NewsPage) },
    {
      path: '/admin/news/:newsItemId?',
      access: 'signedIn',
      can: write,
      element: lazyPage(async () => (await import('./AdminNewsPage')).default),
    },
  ],
  menu: [
    { id: 'news', path: '/news', label: 'menu:news', icon: IconNews, order: 880, placement: 'more', module: 'news', can: read },
    { id: 'admin-news', path: '/admin/news', label: 'menu:admin-news', icon: IconSpeakerphone, order: 110, placement: 'more', can: write },
  ],
  // A news item was published, changed or removed: the list and the header's badge fetch again.
  realtime: { NewsChanged: [newsKeys.all] },
});
