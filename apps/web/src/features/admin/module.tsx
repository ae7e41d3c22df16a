import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loader } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { ADMIN_ROLES } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

// Staff screens load on demand so the patient's first screen stays small.
const DashboardPage = lazy(() => import('./DashboardPage'));

export default defineFeature({
  routes: [
    { path: '/admin', access: 'signedIn', roles: ADMIN_ROLES, element: <Navigate to="/admin/dashboard" replace /> },
    {
      path: '/admin/dashboard',
      access: 'signedIn',
      roles: ADMIN_ROLES,
      element: (
        <Suspense fallback={<Loader />}>
          <DashboardPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'admin-dashboard',
      path: '/admin/dashboard',
      label: 'admin:menu.dashboard',
      icon: IconLayoutDashboard,
      order: 100,
      placement: 'main',
      roles: ADMIN_ROLES,
    },
  ],
});
