import { Note, NoteEvents } from '@symptoms/domain';
import { sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords } from '../../platform/records';
import { describeNote, toNote, type NoteRow } from './mapping';

const NOTE_TITLE_MAX = 120;

/** The patient's notes (migration 0002): in the trash, the history and the calendar. */
export const noteRecords = defineRecords<NoteRow, 'NoteId'>({
  area: 'notes',
  resourceType: 'Note',
  table: 'notes',
  columns: ['id', 'content', 'created_date', 'modified_date', 'version'],
  // Its identity, version, dates and length, never the text: a purge really removes what the patient wrote.
  audit: sql`jsonb_build_object('Id', id, 'Version', version, 'Length', char_length(content),
    'CreatedDate', ${isoText('created_date')}, 'ModifiedDate', ${isoText('modified_date')})`,
  events: { idKey: 'NoteId', ...NoteEvents },
  trash: { resourceType: 'Note', describe: (row) => describeNote(row.content) },
  history: { resourceType: 'Note', schema: Note, items: (_scope, rows) => rows.map(toNote) },
  calendar: { kind: 'Note', title: sql`left(content, ${NOTE_TITLE_MAX})` },
});
