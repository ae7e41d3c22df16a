import { IconUserCog } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { ProfilePage } from './ProfilePage';

const can = capability('account', 'write', 'own');

export default defineFeature({
  routes: [{ path: '/profile', access: 'signedIn', element: <ProfilePage />, can }],
  menu: [{ id: 'profile', path: '/profile', label: 'profile:menu', icon: IconUserCog, order: 890, placement: 'more', can }],
});
