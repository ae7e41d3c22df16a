import { defineArea } from '../../platform/areas';
import { newsRoutes } from './routes';

export const newsArea = defineArea({ name: 'news', service: 'api', routes: newsRoutes });
