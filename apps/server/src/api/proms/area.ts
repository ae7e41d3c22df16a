import { defineArea } from '../../platform/areas';
import { promRoutes } from './routes';

/** The questionnaire catalogue (spec 1 §7 PROMs): not patient data. */
export const promsArea = defineArea({ name: 'proms', service: 'api', routes: promRoutes });
