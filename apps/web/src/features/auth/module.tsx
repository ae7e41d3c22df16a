import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

export default defineFeature({
  routes: [
    { path: '/login', access: 'public', element: lazyPage(async () => (await import('./LoginPage')).LoginPage) },
    { path: '/login-loading', access: 'public', element: lazyPage(async () => (await import('./LoginLoadingPage')).LoginLoadingPage) },
    { path: '/logout', access: 'public', element: lazyPage(async () => (await import('./LogoutPage')).LogoutPage) },
    { path: '/:groupUrlSlug', access: 'public', element: lazyPage(async () => (await import('./LoginPage')).GroupLoginPage) },
  ],
});
