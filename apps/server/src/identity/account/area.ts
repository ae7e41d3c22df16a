import { defineArea } from '../../platform/areas';
import { accountRoutes } from './routes';

export const accountArea = defineArea({ name: 'account', service: 'identity', routes: accountRoutes });
