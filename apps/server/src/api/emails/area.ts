import { defineArea } from '../../platform/areas';
import { emailRoutes } from './routes';

export const emailsArea = defineArea({ name: 'emails', service: 'api', routes: emailRoutes });
