import { defineArea } from '../../platform/areas';
import { symptomReportRecords } from './records';
import { symptomReportRoutes } from './routes';

export const symptomReportsArea = defineArea({
  name: 'symptomreports',
  service: 'api',
  routes: symptomReportRoutes,
  records: [symptomReportRecords],
});
