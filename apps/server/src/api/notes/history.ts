import { Note } from '@symptoms/domain';
import type { HistorySource } from '../../platform/history-sources';
import { toNote, type NoteRow } from './mapping';

/** Notes in the history: live notes by the notes_patient_live index. */
export const noteHistorySource: HistorySource<NoteRow> = {
  resourceType: 'Note',
  table: 'notes',
  itemSchema: Note,
  columns: { content: 'text', version: 'integer' },
  items: (_q, _patientId, rows) => rows.map(toNote),
};
