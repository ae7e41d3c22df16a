import { z } from 'zod';
import { PromReportsQuery, PromReportView } from '@symptoms/domain';
import { defineArea } from '../../platform/areas';
import { promReportRecords } from './records';
import { promReportRoutes } from './routes';
import { promReportOf, promReportsOf } from './service';

export const promReportsArea = defineArea({
  name: 'promreports',
  service: 'api',
  routes: promReportRoutes,
  records: [promReportRecords],
  patientReads: [
    {
      path: 'promreports',
      area: 'promreports',
      summary: 'A patient’s live PROM reports, newest first, without answers',
      querystring: PromReportsQuery,
      response: z.array(PromReportView),
      serves: 'promReport',
      read: (scope, { query }) => promReportsOf(scope, query),
    },
    {
      path: 'promreports/:id',
      area: 'promreports',
      summary: 'One live PROM report of a patient with its answers',
      response: PromReportView,
      serves: 'promReport',
      read: (scope, { id }) => promReportOf(scope, id!),
    },
  ],
});
