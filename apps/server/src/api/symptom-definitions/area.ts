import { defineArea } from '../../platform/areas';
import { symptomDefinitionRecords } from './records';
import { symptomDefinitionRoutes } from './routes';

export const symptomDefinitionsArea = defineArea({
  name: 'symptom-definitions',
  service: 'api',
  routes: symptomDefinitionRoutes,
  records: [symptomDefinitionRecords],
});
