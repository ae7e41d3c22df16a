import { defineArea } from '../../platform/areas';
import { bugReportRoutes } from './routes';

export const bugReportsArea = defineArea({ name: 'bugreports', service: 'api', routes: bugReportRoutes });
