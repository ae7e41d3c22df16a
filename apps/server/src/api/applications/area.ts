import { defineArea } from '../../platform/areas';
import { applicationRoutes } from './routes';

export const applicationsArea = defineArea({ name: 'applications', service: 'api', routes: applicationRoutes });
