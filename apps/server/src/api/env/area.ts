import { defineArea } from '../../platform/areas';
import { envRoutes } from './routes';

export const envArea = defineArea({ name: 'env', service: 'api', routes: envRoutes });
