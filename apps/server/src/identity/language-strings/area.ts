import { defineArea } from '../../platform/areas';
import { languageStringRoutes } from './routes';

export const languageStringsArea = defineArea({ name: 'language-strings', service: 'identity', routes: languageStringRoutes });
