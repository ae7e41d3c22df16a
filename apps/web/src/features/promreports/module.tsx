import { lazy, Suspense, type ReactNode } from 'react';
import { Loader } from '@mantine/core';
import { PromReportEvents, PromRequestEvents, capability } from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { promRequestsKeys } from '../../api/promrequests';
import { queryKeys } from '../../api/query-keys';
import { trashKeys } from '../../api/trash';
import { defineFeature } from '../../app/feature-module';

const PromReportEditPage = lazy(() => import('./PromReportEditPage'));
const FollowUpPage = lazy(() => import('./FollowUpPage'));

const wrap = (element: ReactNode) => <Suspense fallback={<Loader />}>{element}</Suspense>;
const can = capability('promreports', 'write', 'own');

// Filling in and following up PROM reports; the PROM list and graphs live in features/proms.
export default defineFeature({
  routes: [
    { path: '/promreport/edit/:promId', access: 'signedIn', can, module: 'promReports', element: wrap(<PromReportEditPage />) },
    { path: '/promreport/edit/:promId/:reportId', access: 'signedIn', can, module: 'promReports', element: wrap(<PromReportEditPage />) },
    { path: '/promreport/followup/:id', access: 'signedIn', can, module: 'promReports', element: wrap(<FollowUpPage />) },
  ],
  // A report saved in another tab or through a request link updates the open report, history and trash.
  realtime: {
    [PromReportEvents.created]: [queryKeys.myPromReports, historyKeys.all],
    [PromReportEvents.updated]: [queryKeys.myPromReports, historyKeys.all],
    [PromReportEvents.deleted]: [queryKeys.myPromReports, historyKeys.all, trashKeys.all],
    [PromRequestEvents.created]: [promRequestsKeys.all],
    [PromRequestEvents.filled]: [promRequestsKeys.all],
    [PromRequestEvents.deleted]: [promRequestsKeys.all],
  },
});
