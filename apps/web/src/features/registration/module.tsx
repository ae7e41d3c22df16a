import { defineFeature } from '../../app/feature-module';
import { RegisterPage } from './RegisterPage';
import { VerifyEmailPage } from './VerifyEmailPage';

export default defineFeature({
  routes: [
    { path: '/register/:inviteKey?', access: 'public', element: <RegisterPage /> },
    { path: '/verify-email/:verifyCode', access: 'public', element: <VerifyEmailPage /> },
  ],
});
