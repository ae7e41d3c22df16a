import { defineFeature } from '../../app/feature-module';
import { GroupLoginPage } from './GroupLoginPage';
import { LoginLoadingPage } from './LoginLoadingPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';

export default defineFeature({
  routes: [
    { path: '/login', access: 'public', element: <LoginPage /> },
    { path: '/login-loading', access: 'public', element: <LoginLoadingPage /> },
    { path: '/logout', access: 'public', element: <LogoutPage /> },
    { path: '/:groupUrlSlug', access: 'public', element: <GroupLoginPage /> },
  ],
});
