import { defineArea } from '../../platform/areas';
import { symptomRecords } from './records';
import { symptomRoutes } from './routes';

export const symptomsArea = defineArea({ name: 'symptoms', service: 'api', routes: symptomRoutes, records: [symptomRecords] });
