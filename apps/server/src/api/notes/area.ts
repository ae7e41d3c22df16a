import { defineArea } from '../../platform/areas';
import { noteRecords } from './records';
import { noteRoutes } from './routes';

export const notesArea = defineArea({ name: 'notes', service: 'api', routes: noteRoutes, records: [noteRecords] });
