import { defineFeature } from '../../app/feature-module';
import { lazyPage } from '../../app/lazy-page';

const loginPage = lazyPage(async () => (await import('./LoginPage')).LoginPage);

// Spec 2 §1: `/` is the login area; `/login` is where the guard and every link send a visitor.
export default defineFeature({
  routes: [
    { path: '/', access: 'public', element: loginPage },
    { path: '/login', access: 'public', element: loginPage },
    { path: '/login-loading', access: 'public', element: lazyPage(async () => (await import('./LoginLoadingPage')).LoginLoadingPage) },
    { path: '/logout', access: 'public', element: lazyPage(async () => (await import('./LogoutPage')).LogoutPage) },
    { path: '/:groupUrlSlug', access: 'public', element: lazyPage(async () => (await import('./LoginPage')).GroupLoginPage) },
  ],
});
