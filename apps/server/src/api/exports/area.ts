import { defineArea } from '../../platform/areas';
import { exportRoutes } from './routes';

/** Data exports of a group (spec 3 §7 Exports, §4 Export logging). */
export const exportsArea = defineArea({ name: 'exports', service: 'api', routes: exportRoutes });
