import { NoteEvents, noteLength, type Note } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { tableTrashable, type TrashRow } from '../../platform/trash';

export interface NoteRow extends Row {
  id: string;
  content: string;
  created_date: Date;
  modified_date: Date;
  version: number;
}

export const NOTE_COLUMNS = 'id, content, created_date, modified_date, version';

export function toNote(row: NoteRow): Note {
  return {
    Id: row.id,
    Content: row.content,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    Version: row.version,
  };
}

/**
 * What audit rows keep of a note: its identity, version, dates and length, never the text, so a
 * purge really removes what the patient wrote while the log still says who did what and when.
 */
export function auditableNote(row: NoteRow): Record<string, unknown> {
  return {
    Id: row.id,
    Version: row.version,
    Length: noteLength(row.content),
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
  };
}

const DESCRIPTION_LETTERS = 80;

/** The trash shows the beginning of a note: its first 80 letters on one line. */
export function describeNote(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  const letters = Array.from(oneLine);
  return letters.length > DESCRIPTION_LETTERS ? `${letters.slice(0, DESCRIPTION_LETTERS).join('')}…` : oneLine;
}

/** Notes in the trash (the table follows the trash convention of migration 0002). */
export const noteTrash = tableTrashable<NoteRow & TrashRow>({
  resourceType: 'Note',
  table: 'notes',
  events: { restored: NoteEvents.created, deleted: NoteEvents.deleted },
  eventIdKey: 'NoteId',
  columns: ['content', 'created_date', 'modified_date', 'version'],
  describe: (row) => describeNote(row.content),
  snapshot: (row) => auditableNote(row),
});
