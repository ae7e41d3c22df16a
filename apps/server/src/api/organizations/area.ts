import { defineArea } from '../../platform/areas';
import { organizationRoutes } from './routes';

/** Organizations as their admins see them: the admin's own, or every one for an admin of the global organization. */
export const organizationsArea = defineArea({ name: 'organizations', service: 'api', routes: organizationRoutes });
