import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export default defineFeature({
  routes: [
    { path: '/register/:inviteKey?', access: 'public', element: lazyPage(async () => (await import('./RegisterPage')).RegisterPage) },
    {
      path: '/verify-email/:verifyCode',
      access: 'public',
      element: lazyPage(async () => (await import('./VerifyEmailPage')).VerifyEmailPage),
    },
  ],
});
