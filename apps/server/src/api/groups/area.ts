import { defineArea } from '../../platform/areas';
import { groupPatientGrant } from '../../platform/records/grants';
import { groupRoutes } from './routes';

/** Groups: the caller's memberships, and a group's patients as a grant to its staff (a study's participants). */
export const groupsArea = defineArea({ name: 'groups', service: 'api', routes: groupRoutes, grants: [groupPatientGrant] });
