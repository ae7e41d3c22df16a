import { defineArea } from '../../platform/areas';
import { userRoutes } from './routes';

export const usersArea = defineArea({ name: 'users', service: 'identity', routes: userRoutes });
