import { defineArea } from '../../platform/areas';
import { shareGrant } from './grants';
import { shareRoutes } from './routes';

export const sharesArea = defineArea({ name: 'shares', service: 'api', routes: shareRoutes, grants: [shareGrant] });
