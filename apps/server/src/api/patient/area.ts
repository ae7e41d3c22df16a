import { defineArea } from '../../platform/areas';
import { patientRecords } from './records';
import { patientRoutes } from './routes';

export const patientArea = defineArea({ name: 'patient', service: 'api', routes: patientRoutes, records: [patientRecords] });
