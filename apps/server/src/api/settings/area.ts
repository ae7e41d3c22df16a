import { defineArea } from '../../platform/areas';
import { settingsRoutes } from './routes';

/** Module flags per group (admin/settings): what the web app shows a group's members. */
export const settingsArea = defineArea({ name: 'settings', service: 'api', routes: settingsRoutes });
