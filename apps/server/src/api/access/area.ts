import { defineArea } from '../../platform/areas';
import { accessRoutes } from './routes';

/** The patient's overview of who sees their data (docs/decisions.md, "Consent gates every read by a group"). */
export const accessArea = defineArea({ name: 'access', service: 'api', routes: accessRoutes });
