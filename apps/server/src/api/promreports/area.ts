import { defineArea } from '../../platform/areas';
import { promReportRecords } from './records';
import { promReportRoutes } from './routes';

export const promReportsArea = defineArea({ name: 'promreports', service: 'api', routes: promReportRoutes, records: [promReportRecords] });
