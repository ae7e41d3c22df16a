import { defineFeature } from '../../app/feature-module';
import { ResetPage } from './ResetPage';
import { ResetRequestPage } from './ResetRequestPage';

export default defineFeature({
  routes: [
    { path: '/reset-password/:resetKey?', access: 'public', element: <ResetRequestPage /> },
    { path: '/reset/:code', access: 'public', element: <ResetPage /> },
  ],
});
