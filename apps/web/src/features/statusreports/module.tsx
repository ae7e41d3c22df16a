import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconChartDots } from '@tabler/icons-react';
import { StatusReportEvents, capability } from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { statusReportsKeys } from '../../api/statusreports';
import { trashKeys } from '../../api/trash';
import { defineFeature } from '../../app/feature-module';

const StatusReportPage = lazy(() => import('./StatusReportPage'));
const FollowUpPage = lazy(() => import('./FollowUpPage'));
const ItemGraphPage = lazy(() => import('./ItemGraphPage'));
const SummaryGraphPage = lazy(() => import('./SummaryGraphPage').then((m) => ({ default: m.SummaryGraphPage })));
const StatusReportListPage = lazy(() => import('./StatusReportListPage'));
const ReportGraphPage = lazy(() => import('./SummaryGraphPage').then((m) => ({ default: m.ReportGraphPage })));

const wrap = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;
const can = capability('statusreports', 'read', 'own');

// Status reports: patients and test users, while the `status` module is on (the token's use_status).
export default defineFeature({
  routes: [
    { path: '/statusreport', access: 'signedIn', can, module: 'status', element: wrap(<StatusReportPage />) },
    { path: '/statusreport/followup', access: 'signedIn', can, module: 'status', element: wrap(<FollowUpPage />) },
    { path: '/statusreport/graph', access: 'signedIn', can, module: 'status', element: wrap(<SummaryGraphPage />) },
    { path: '/statusreport/graph/:statusItem', access: 'signedIn', can, module: 'status', element: wrap(<ItemGraphPage />) },
    { path: '/statusreports', access: 'signedIn', can, module: 'status', element: wrap(<StatusReportListPage />) },
    { path: '/statusreport/:id', access: 'signedIn', can, module: 'status', element: wrap(<ReportGraphPage />) },
    { path: '/statusreport/:id/edit', access: 'signedIn', can, module: 'status', element: wrap(<StatusReportPage editing />) },
  ],
  // A report saved, changed or deleted in another tab or device updates the graphs and the home page.
  realtime: {
    [StatusReportEvents.created]: [statusReportsKeys.all, historyKeys.all],
    [StatusReportEvents.updated]: [statusReportsKeys.all, historyKeys.all],
    [StatusReportEvents.deleted]: [statusReportsKeys.all, historyKeys.all, trashKeys.all],
  },
  menu: [
    {
      id: 'statusreport',
      path: '/statusreport',
      label: 'menu:statusreport',
      icon: IconChartDots,
      order: 10,
      placement: 'main',
      can,
      module: 'status',
    },
  ],
});
