import { defineArea } from '../../platform/areas';
import { calendarRoutes } from './routes';

/** The patient's calendar over every area that declares a part in it. */
export const calendarArea = defineArea({ name: 'calendar', service: 'api', routes: calendarRoutes });
