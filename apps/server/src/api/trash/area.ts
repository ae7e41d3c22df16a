import { defineArea } from '../../platform/areas';
import { TRASH_PURGE_JOB } from '../../platform/records/trash';
import { trashRoutes } from './routes';

/** The trash over every area that declares one, and the job that purges what is past its date. */
export const trashArea = defineArea({ name: 'trash', service: 'api', routes: trashRoutes, jobs: [TRASH_PURGE_JOB] });
