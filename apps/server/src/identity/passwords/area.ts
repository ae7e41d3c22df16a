import { defineArea } from '../../platform/areas';
import { passwordRoutes } from './routes';

export const passwordsArea = defineArea({ name: 'passwords', service: 'identity', routes: passwordRoutes });
