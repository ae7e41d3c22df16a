import { defineArea } from '../../platform/areas';
import { promRequestRecords } from './records';
import { promRequestRoutes } from './routes';

export const promRequestsArea = defineArea({
  name: 'promrequests',
  service: 'api',
  routes: promRequestRoutes,
  records: [promRequestRecords],
});
