import type { HistorySource, LoadedHistoryItem } from '../../platform/history-sources';
import { NOTE_COLUMNS, toNote, type NoteRow } from './mapping';

/** Notes in the history: live notes by the notes_patient_live index. */
export const noteHistorySource: HistorySource = {
  resourceType: 'Note',
  table: 'notes',
  async load(q, patientId, ids) {
    const rows = await q.query<NoteRow>(
      `SELECT ${NOTE_COLUMNS} FROM notes WHERE id = ANY($1::uuid[]) AND patient_id = $2 AND deleted_date IS NULL`,
      [ids, patientId],
    );
    return new Map<string, LoadedHistoryItem>(
      rows.map((row) => [row.id, { createdDate: row.created_date, modifiedDate: row.modified_date, item: toNote(row) }]),
    );
  },
};
