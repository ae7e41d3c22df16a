import type { CalendarItem, CalendarKind } from '@symptoms/domain';
import type { Queryable } from '../db/client';

/**
 * A span of time as local dates in Europe/Stockholm: `first` inclusive, `next` exclusive
 * (YYYY-MM-DD). Sources turn them into instants in SQL (`$2::timestamp AT TIME ZONE ...`), so a range
 * scan on (patient_id, created_date) stays indexed and the day boundaries follow daylight saving.
 */
export interface LocalDateRange {
  first: string;
  next: string;
}

export interface DayCount {
  /** Stockholm-local day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/**
 * A kind of patient item (status, symptom and PROM reports, notes) shown in the calendar. Each area
 * adds its source to CALENDAR_SOURCES (api/calendar-sources.ts). Count only live rows (not in the
 * trash), and only the given patient's.
 */
export interface CalendarSource {
  kind: CalendarKind;
  countByDay(q: Queryable, patientId: string, range: LocalDateRange): Promise<DayCount[]>;
  itemsInRange(q: Queryable, patientId: string, range: LocalDateRange): Promise<CalendarItem[]>;
}

/** SQL that makes a local date parameter into the instant that day starts in Stockholm. */
export const stockholmStart = (param: string) => `(${param}::timestamp AT TIME ZONE 'Europe/Stockholm')`;
/** SQL for the Stockholm-local day of a timestamptz column, as YYYY-MM-DD. */
export const stockholmDay = (column: string) => `to_char(${column} AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM-DD')`;

/** `countByDay` for a table with `patient_id`, `created_date` and `deleted_date` (an index on the first two). */
export function countByDayIn(table: string): CalendarSource['countByDay'] {
  return (q, patientId, range) =>
    q.query<DayCount & Record<string, unknown>>(
      `SELECT ${stockholmDay('created_date')} AS day, count(*)::int AS count
         FROM ${table}
        WHERE patient_id = $1 AND deleted_date IS NULL
          AND created_date >= ${stockholmStart('$2')} AND created_date < ${stockholmStart('$3')}
        GROUP BY 1`,
      [patientId, range.first, range.next],
    );
}
