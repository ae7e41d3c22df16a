import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loader } from '@mantine/core';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

// Staff screens load on demand so the patient's first screen stays small.
const DashboardPage = lazy(() => import('./DashboardPage'));

const can = capability('statistics', 'read', 'organization');

export default defineFeature({
  routes: [
    { path: '/admin', access: 'signedIn', can, element: <Navigate to="/admin/dashboard" replace /> },
    {
      path: '/admin/dashboard',
      access: 'signedIn',
      can,
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
      can,
    },
  ],
});
