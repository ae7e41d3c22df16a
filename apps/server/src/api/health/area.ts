import { defineArea } from '../../platform/areas';
import { healthRoutes } from './routes';

export const healthArea = defineArea({ name: 'health', service: 'api', routes: healthRoutes });
