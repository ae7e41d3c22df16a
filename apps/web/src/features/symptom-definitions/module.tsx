import { IconListDetails } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

// The standard list is the product's setting, not a patient's data.
const manage = capability('settings', 'write', 'system');

export default defineFeature({
  routes: [
    {
      path: '/admin/symptom-definitions',
      access: 'signedIn',
      can: manage,
      element: lazyPage(async () => (await import('./SystemDefinitionsPage')).default),
    },
  ],
  menu: [
    {
      id: 'admin-symptom-definitions',
      path: '/admin/symptom-definitions',
      label: 'menu:admin-symptom-definitions',
      icon: IconListDetails,
      order: 165,
      placement: 'more',
      can: manage,
    },
  ],
});
