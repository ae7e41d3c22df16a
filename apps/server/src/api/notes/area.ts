import { z } from 'zod';
import { Note, NotesQuery } from '@symptoms/domain';
import { defineArea } from '../../platform/areas';
import { noteRecords } from './records';
import { noteRoutes } from './routes';
import { notesOf } from './service';

export const notesArea = defineArea({
  name: 'notes',
  service: 'api',
  routes: noteRoutes,
  records: [noteRecords],
  patientReads: [
    {
      path: 'notes',
      area: 'notes',
      summary: 'A patient’s live notes, newest first, under a share whose Notes flag is on or a consent that names notes',
      querystring: NotesQuery,
      response: z.array(Note),
      serves: 'note',
      read: (scope, { query }) => notesOf(scope, query),
    },
  ],
});
