import { stringify } from 'csv-stringify/sync';
import { neutraliseCell, stockholmOffsetMs } from '@symptoms/domain';

export type Cell = string | number | boolean | null | undefined;

/**
 * CSV as Swedish Excel opens it (spec 3 §7): `;` between cells, CRLF between rows, a byte-order
 * mark before the first row, and no cell a spreadsheet would run as a formula.
 */
export function csvRows(rows: readonly (readonly Cell[])[], first: boolean): string {
  return stringify(
    rows.map((row) => row.map(neutraliseCell)),
    { delimiter: ';', record_delimiter: '\r\n', bom: first },
  );
}

/** A personnummer as exported: digits only (no hyphen or plus). */
export const exportedPersonnummer = (personnummer: string) => personnummer.replace(/\D/g, '');

/** A time as written in Stockholm, `YYYY-MM-DD HH:mm:ss` (what a spreadsheet reads as a date and time). */
export function stockholmDateTime(date: Date | string | null): string {
  if (date === null) return '';
  const t = new Date(date).getTime();
  const wall = new Date(t + offsetAt(t)).toISOString();
  return `${wall.slice(0, 10)} ${wall.slice(11, 19)}`;
}

const HOUR_MS = 3_600_000;
const offsets = new Map<number, number>();
/** Stockholm's offset from UTC at `t`: it changes only on whole UTC hours, so an export asks Intl once an hour of data. */
function offsetAt(t: number): number {
  const hour = Math.floor(t / HOUR_MS);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    if (offsets.size > 100_000) offsets.clear();
    offset = stockholmOffsetMs(hour * HOUR_MS);
    offsets.set(hour, offset);
  }
  return offset;
}
