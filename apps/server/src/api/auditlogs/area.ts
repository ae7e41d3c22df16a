import { defineArea } from '../../platform/areas';
import { auditLogRoutes } from './routes';

export const auditLogsArea = defineArea({ name: 'auditlogs', service: 'api', routes: auditLogRoutes });
