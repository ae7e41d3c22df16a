import { defineArea } from '../../platform/areas';
import { appVersionRoutes } from './routes';

export const appVersionsArea = defineArea({ name: 'app-versions', service: 'api', routes: appVersionRoutes });
