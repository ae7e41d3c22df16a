import { stringify, type Stringifier } from 'csv-stringify';

/** A cell a spreadsheet would read as a formula: `=`, `+`, `-`, `@`, a tab or a carriage return first. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe to open in a spreadsheet: a formula-like one is kept as text behind an apostrophe (OWASP, CSV injection). */
export function neutralised(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/**
 * A CSV writer as Swedish Excel opens it: UTF-8 with a byte-order mark, `;` between cells, CRLF
 * between rows, every text cell neutralised. Write rows of `columns`' keys to it; it is a stream.
 */
export function csvWriter(columns: { key: string; header: string }[]): Stringifier {
  return stringify({
    bom: true,
    delimiter: ';',
    record_delimiter: 'windows',
    header: true,
    columns,
    cast: { string: neutralised },
  });
}
