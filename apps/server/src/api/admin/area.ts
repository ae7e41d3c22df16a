import { defineArea } from '../../platform/areas';
import { adminRoutes } from './routes';

export const adminArea = defineArea({ name: 'admin', service: 'api', routes: adminRoutes });
