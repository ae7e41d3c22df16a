import type { Note } from '@symptoms/domain';
import type { Row } from '../../db/client';

export interface NoteRow extends Row {
  id: string;
  content: string;
  created_date: Date;
  modified_date: Date;
  version: number;
}

export function toNote(row: NoteRow): Note {
  return {
    Id: row.id,
    Content: row.content,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    Version: row.version,
  };
}

const DESCRIPTION_LETTERS = 80;

/** The trash shows the beginning of a note: its first 80 letters on one line. */
export function describeNote(content: string): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  const letters = Array.from(oneLine);
  return letters.length > DESCRIPTION_LETTERS ? `${letters.slice(0, DESCRIPTION_LETTERS).join('')}…` : oneLine;
}
