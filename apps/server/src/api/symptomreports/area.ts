import { z } from 'zod';
import { SymptomReport, SymptomReportsQuery } from '@symptoms/domain';
import { defineArea } from '../../platform/areas';
import { symptomReportRecords } from './records';
import { symptomReportRoutes } from './routes';
import { symptomReportOf, symptomReportsOf } from './service';

export const symptomReportsArea = defineArea({
  name: 'symptomreports',
  service: 'api',
  routes: symptomReportRoutes,
  records: [symptomReportRecords],
  patientReads: [
    {
      path: 'symptomreports',
      area: 'symptomreports',
      summary: 'A patient’s live symptom reports, newest first (page, take, from)',
      querystring: SymptomReportsQuery,
      response: z.array(SymptomReport),
      serves: 'symptomReport',
      read: (scope, { query }) => symptomReportsOf(scope, query),
    },
    {
      path: 'symptomreports/:id',
      area: 'symptomreports',
      summary: 'One live symptom report of a patient',
      response: SymptomReport,
      serves: 'symptomReport',
      read: (scope, { id }) => symptomReportOf(scope, id!),
    },
  ],
});
