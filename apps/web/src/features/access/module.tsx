import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export const ACCESS_PATH = '/access';

// A patient's own overview, in the user menu beside consents and shares.
export default defineFeature({
  routes: [
    {
      path: ACCESS_PATH,
      access: 'signedIn',
      can: capability('patient', 'read', 'own'),
      element: lazyPage(async () => (await import('./AccessPage')).default),
    },
  ],
});
