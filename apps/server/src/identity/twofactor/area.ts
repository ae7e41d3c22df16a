import { defineArea } from '../../platform/areas';
import { twoFactorRoutes } from './routes';

export const twoFactorArea = defineArea({ name: 'twofactor', service: 'identity', routes: twoFactorRoutes });
