import { defineArea } from '../../platform/areas';
import { addressRoutes } from './routes';

export const addressesArea = defineArea({ name: 'addresses', service: 'api', routes: addressRoutes });
