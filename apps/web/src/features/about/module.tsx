import { IconInfoCircle } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';
import { AboutPage } from './AboutPage';

export default defineFeature({
  routes: [{ path: '/about', access: 'open', element: <AboutPage /> }],
  menu: [{ id: 'about', path: '/about', label: 'about:menu', icon: IconInfoCircle, order: 900, placement: 'more' }],
});
