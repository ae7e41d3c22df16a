import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { IconChartLine, IconClipboardList, IconForms } from '@tabler/icons-react';
import { PromReportEvents, PromRequestEvents, capability } from '@symptoms/domain';
import { promRequestsKeys } from '../../api/promrequests';
import { queryKeys } from '../../api/query-keys';
import { promsKeys } from '../../api/proms';
import { defineFeature } from '../../app/feature-module';
import { OpenRequestsBadge } from './OpenRequestsBadge';

const PromListPage = lazy(() => import('./PromListPage'));
const PromReportsPage = lazy(() => import('./PromReportsPage'));
const GraphsPage = lazy(() => import('./GraphsPage'));
const SearchPage = lazy(() => import('./SearchPage'));
// PROM authoring (staff): its own chunks, never in the patient's.
const PromAdminListPage = lazy(() => import('./authoring/PromAdminListPage'));
const PromEditPage = lazy(() => import('./authoring/PromEditPage'));
const PromQuestionsPage = lazy(() => import('./authoring/PromQuestionsPage'));

const wrap = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;
const can = capability('promreports', 'read', 'own');
const canAuthor = capability('proms', 'write', 'group');

export default defineFeature({
  routes: [
    { path: '/proms', access: 'signedIn', can, module: 'proms', element: wrap(<PromListPage />) },
    { path: '/promreports/prom/:promId', access: 'signedIn', can, module: 'promReports', element: wrap(<PromReportsPage />) },
    { path: '/graphs', access: 'signedIn', can, module: 'graphs', element: wrap(<GraphsPage />) },
    { path: '/search', access: 'signedIn', can, module: 'proms', element: wrap(<SearchPage />) },
    { path: '/admin/proms', access: 'signedIn', can: canAuthor, element: wrap(<PromAdminListPage />) },
    { path: '/admin/proms/edit/:promid?', access: 'signedIn', can: canAuthor, element: wrap(<PromEditPage />) },
    { path: '/admin/proms/edit/:promid/questions', access: 'signedIn', can: canAuthor, element: wrap(<PromQuestionsPage />) },
  ],
  // A request created for the patient (or filled through its link) shows on the list and the badge
  // without a reload; reports saved elsewhere update the lists and graphs.
  realtime: {
    [PromRequestEvents.created]: [promRequestsKeys.all],
    [PromRequestEvents.deleted]: [promRequestsKeys.all],
    [PromRequestEvents.filled]: [promRequestsKeys.all, queryKeys.myPromReports],
    [PromReportEvents.created]: [queryKeys.myPromReports, promRequestsKeys.all, promsKeys.suggestedAll()],
    [PromReportEvents.updated]: [queryKeys.myPromReports, promRequestsKeys.all],
    [PromReportEvents.deleted]: [queryKeys.myPromReports],
  },
  menu: [
    {
      id: 'admin-proms',
      path: '/admin/proms',
      label: 'menu:admin-proms',
      icon: IconForms,
      order: 110,
      placement: 'main',
      can: canAuthor,
    },
    {
      id: 'proms',
      path: '/proms',
      label: 'menu:proms',
      icon: IconClipboardList,
      order: 45,
      placement: 'main',
      can,
      module: 'proms',
      badge: OpenRequestsBadge,
    },
    {
      id: 'graphs',
      path: '/graphs',
      label: 'menu:graphs',
      icon: IconChartLine,
      order: 50,
      placement: 'more',
      can,
      module: 'graphs',
    },
  ],
});
