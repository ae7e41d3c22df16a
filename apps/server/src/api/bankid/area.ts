import { defineArea } from '../../platform/areas';
import { removeOldOrders } from './orders';
import { bankIdRoutes } from './routes';

export const bankIdArea = defineArea({
  name: 'bankid',
  service: 'api',
  routes: bankIdRoutes,
  jobs: [{ name: 'bankid-orders-cleanup', everyMs: 10 * 60_000, run: (tx) => removeOldOrders(tx) }],
});
