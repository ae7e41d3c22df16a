import { lazy, Suspense } from 'react';
import { Navigate } from 'react-router';
import { Loader } from '@mantine/core';
import { IconChartLine, IconLayoutDashboard } from '@tabler/icons-react';
import { capability } from '@symptoms/domain';
import { defineFeature } from '../../app/feature-module';

// Staff screens load on demand so the patient's first screen stays small.
const DashboardPage = lazy(() => import('./DashboardPage'));
const StatisticsPage = lazy(() => import('./StatisticsPage'));

const statistics = capability('statistics', 'read', 'group', 'organization', 'system');

export default defineFeature({
  routes: [
    { path: '/admin', access: 'signedIn', staffOnly: true, element: <Navigate to="/admin/dashboard" replace /> },
    {
      path: '/admin/dashboard',
      access: 'signedIn',
      staffOnly: true,
      element: (
        <Suspense fallback={<Loader />}>
          <DashboardPage />
        </Suspense>
      ),
    },
    {
      path: '/admin/statistics',
      access: 'signedIn',
      can: statistics,
      element: (
        <Suspense fallback={<Loader />}>
          <StatisticsPage />
        </Suspense>
      ),
    },
  ],
  menu: [
    {
      id: 'admin-dashboard',
      path: '/admin/dashboard',
      label: 'menu:admin-dashboard',
      icon: IconLayoutDashboard,
      order: 100,
      placement: 'main',
      staffOnly: true,
    },
    {
      id: 'admin-statistics',
      path: '/admin/statistics',
      label: 'menu:admin-statistics',
      icon: IconChartLine,
      order: 105,
      placement: 'main',
      can: statistics,
    },
  ],
});
