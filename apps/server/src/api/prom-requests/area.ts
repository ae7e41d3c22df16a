import { defineArea } from '../../platform/areas';
import { researchPromRequestRoutes } from './routes';

export const researchPromRequestsArea = defineArea({ name: 'prom-requests', service: 'api', routes: researchPromRequestRoutes });
