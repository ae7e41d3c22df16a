import { defineArea } from '../../platform/areas';
import { participantGrant } from '../../platform/records/grants';
import { groupRoutes } from './routes';

/** Groups: the caller's memberships, and a group's consenting participants as a grant to its staff. */
export const groupsArea = defineArea({ name: 'groups', service: 'api', routes: groupRoutes, grants: [participantGrant] });
