import { defineArea } from '../../platform/areas';
import { inviteRoutes } from './routes';

export const invitesArea = defineArea({ name: 'invites', service: 'identity', routes: inviteRoutes });
