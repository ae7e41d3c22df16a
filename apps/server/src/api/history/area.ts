import { defineArea } from '../../platform/areas';
import { historyRoutes } from './routes';

/** The patient's history over every area that declares a part in it (notes, symptom and PROM reports). */
export const historyArea = defineArea({ name: 'history', service: 'api', routes: historyRoutes });
