import { defineArea } from '../../platform/areas';
import { registrationRoutes } from './routes';

export const registrationArea = defineArea({ name: 'registration', service: 'identity', routes: registrationRoutes });
