import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export default defineFeature({
  routes: [
    {
      path: '/reset-password/:resetKey?',
      access: 'public',
      element: lazyPage(async () => (await import('./ResetRequestPage')).ResetRequestPage),
    },
    { path: '/reset/:code', access: 'public', element: lazyPage(async () => (await import('./ResetPage')).ResetPage) },
  ],
});
