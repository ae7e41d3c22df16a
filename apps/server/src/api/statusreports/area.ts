import { defineArea } from '../../platform/areas';
import { statusReportRecords } from './records';
import { statusReportRoutes } from './routes';

export const statusReportsArea = defineArea({
  name: 'statusreports',
  service: 'api',
  routes: statusReportRoutes,
  records: [statusReportRecords],
});
