import { IconShieldLock } from '@tabler/icons-react';
import { defineFeature } from '../../app/feature-module';
import { PrivacyPage } from './PrivacyPage';

export default defineFeature({
  routes: [
    { path: '/privacy', access: 'open', element: <PrivacyPage /> },
    { path: '/privacy2', access: 'signedIn', element: <PrivacyPage /> },
  ],
  menu: [{ id: 'privacy', path: '/privacy', label: 'privacy:menu', icon: IconShieldLock, order: 910, placement: 'more' }],
});
