import { z } from 'zod';
import { StatusReport, StatusReportsQuery, StatusSeriesList, StatusSeriesQuery } from '@symptoms/domain';
import { defineArea } from '../../platform/areas';
import { statusReportRecords } from './records';
import { statusReportRoutes } from './routes';
import { statusReportOf, statusReportsOf, statusSeriesOf } from './service';

const sinceYesterday = () => ({ from: new Date(Date.now() - 86_400_000).toISOString(), to: new Date(Date.now() + 60_000).toISOString() });

export const statusReportsArea = defineArea({
  name: 'statusreports',
  service: 'api',
  routes: statusReportRoutes,
  records: [statusReportRecords],
  patientReads: [
    {
      path: 'statusreports',
      area: 'statusreports',
      summary: 'A patient’s live status reports under a grant, newest first, 30 a page',
      querystring: StatusReportsQuery,
      response: z.array(StatusReport),
      serves: 'statusReport',
      read: (scope, { query }) => statusReportsOf(scope, query),
    },
    {
      path: 'statusreports/series',
      area: 'statusreports',
      summary: 'Graph data of a patient under a grant, as my/statusreports/series',
      querystring: StatusSeriesQuery,
      response: StatusSeriesList,
      serves: 'statusReport',
      probeQuery: sinceYesterday,
      read: (scope, { query }) => statusSeriesOf(scope, query),
    },
    {
      path: 'statusreports/:id',
      area: 'statusreports',
      summary: 'One live status report of a patient',
      response: StatusReport,
      serves: 'statusReport',
      read: (scope, { id }) => statusReportOf(scope, id!),
    },
  ],
});
