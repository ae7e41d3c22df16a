import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { IconNotes } from '@tabler/icons-react';
import { NoteEvents, capability } from '@symptoms/domain';
import { historyKeys } from '../../api/history';
import { notesKeys } from '../../api/notes';
import { trashKeys } from '../../api/trash';
import { defineFeature } from '../../app/feature-module';

const NotesPage = lazy(() => import('./NotesPage'));

const page = (
  <Suspense fallback={<Loader />}>
    <NotesPage />
  </Suspense>
);

const can = capability('notes', 'read', 'own');

export default defineFeature({
  routes: [
    { path: '/notes', access: 'signedIn', module: 'notes', can, element: page },
    { path: '/notes/:noteId', access: 'signedIn', module: 'notes', can, element: page },
  ],
  // A note written, changed or deleted in another tab or device shows up here without a reload.
  realtime: {
    [NoteEvents.created]: [notesKeys.all, historyKeys.all, trashKeys.all],
    [NoteEvents.updated]: [notesKeys.all, historyKeys.all],
    [NoteEvents.deleted]: [notesKeys.all, historyKeys.all, trashKeys.all],
  },
  menu: [
    {
      id: 'notes',
      path: '/notes',
      label: 'menu:notes',
      icon: IconNotes,
      order: 40,
      placement: 'more',
      can,
      module: 'notes',
    },
  ],
});
