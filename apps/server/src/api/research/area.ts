import { defineArea } from '../../platform/areas';
import { researchRoutes } from './routes';

export const researchArea = defineArea({ name: 'research', service: 'api', routes: researchRoutes });
