import { defineArea } from '../../platform/areas';
import { uploadRecords } from './records';
import { uploadRoutes } from './routes';

export const uploadsArea = defineArea({ name: 'uploads', service: 'api', routes: uploadRoutes, records: [uploadRecords] });
