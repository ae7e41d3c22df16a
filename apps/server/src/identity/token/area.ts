import { defineArea } from '../../platform/areas';
import { tokenRoutes } from './routes';

export const tokenArea = defineArea({ name: 'token', service: 'identity', routes: tokenRoutes });
