import { defineArea } from '../../platform/areas';
import { groupSymptomRoutes } from './routes';

/** The group's symptom map (spec 3 §2 groupsymptoms): its patients' marks on one body model, gathered into cells. */
export const groupSymptomsArea = defineArea({ name: 'groupsymptoms', service: 'api', routes: groupSymptomRoutes });
