import { defineArea } from '../../platform/areas';
import { studySchemaRoutes } from './routes';

export const studySchemaArea = defineArea({ name: 'study-schema', service: 'api', routes: studySchemaRoutes });
