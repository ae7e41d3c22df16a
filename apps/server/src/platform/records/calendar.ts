import {
  CALENDAR_KINDS,
  monthRange,
  type CalendarDay,
  type CalendarDayItems,
  type CalendarItem,
  type CalendarMonth,
} from '@symptoms/domain';
import { sql, type Sql } from '../../db/sql';
import { internal, type RecordScope, type Scope } from './scope';
import { tableOf, type CalendarPart, type DeclaredTable, type RecordTable } from './table';

/**
 * The calendar over every table that declares a part in it. A day is a Europe/Stockholm day: the
 * bounds are computed in SQL from local dates, so each table answers with one range scan on its
 * (patient_id, created_date) index and the days follow daylight saving.
 */
type CalendarTable = DeclaredTable & { calendar: CalendarPart };

const stockholmStart = (date: string): Sql => sql`(${date}::timestamp AT TIME ZONE 'Europe/Stockholm')`;

/** The records the caller may see, created from local date `first` (inclusive) to `next` (exclusive). */
function inRange(scope: RecordScope, table: CalendarTable, first: string, next: string): Sql {
  return sql`${scope.visible(table)} AND created_date >= ${stockholmStart(first)} AND created_date < ${stockholmStart(next)}`;
}

function readable(scope: Scope, tables: readonly RecordTable[]): CalendarTable[] {
  return tables.map((t) => tableOf(t)).filter((t): t is CalendarTable => !!t.calendar && scope.may(t.area, 'read'));
}

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD. */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Per Stockholm day of the month, how many records of each kind the patient has: one indexed query per table. */
export async function calendarMonth(outer: Scope, tables: readonly RecordTable[], year: number, month: number): Promise<CalendarMonth> {
  const scope = internal(outer);
  const { first, next } = monthRange(year, month);
  const perTable = await Promise.all(
    readable(scope, tables).map(async (table) => ({
      kind: table.calendar.kind,
      counts: await scope.run<{ day: string; count: number }>(
        sql`SELECT to_char(created_date AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM-DD') AS day, count(*)::int AS count
              FROM ${table.name} WHERE ${inRange(scope, table, first, next)} GROUP BY 1`,
      ),
    })),
  );
  await scope.served('Calendar', [`${year}-${String(month).padStart(2, '0')}`]);
  const days = new Map<string, CalendarDay>();
  for (const { kind, counts } of perTable) {
    for (const { day, count } of counts) {
      const entry = days.get(day) ?? { Date: day, Counts: {} };
      entry.Counts[kind] = (entry.Counts[kind] ?? 0) + count;
      days.set(day, entry);
    }
  }
  return { Year: year, Month: month, Days: [...days.values()].sort((a, b) => a.Date.localeCompare(b.Date)) };
}

/** Everything the patient has on one Stockholm day, in the order it happened. */
export async function calendarDay(outer: Scope, tables: readonly RecordTable[], date: string): Promise<CalendarDayItems> {
  const scope = internal(outer);
  const lists = await Promise.all(
    readable(scope, tables).map(async (table) => {
      const rows = await scope.serve<{ id: string; created_date: Date; title: string | null }>(
        table.resourceType,
        sql`SELECT id, created_date, ${table.calendar.title} AS title FROM ${table.name}
             WHERE ${inRange(scope, table, date, nextDay(date))} ORDER BY created_date, id`,
      );
      return rows.map((row): CalendarItem => ({
        ResourceType: table.calendar.kind,
        ResourceId: row.id,
        CreatedDate: row.created_date.toISOString(),
        Title: row.title ?? '',
      }));
    }),
  );
  const order = (kind: string) => CALENDAR_KINDS.indexOf(kind as (typeof CALENDAR_KINDS)[number]);
  const items = lists.flat().sort((a, b) => a.CreatedDate.localeCompare(b.CreatedDate) || order(a.ResourceType) - order(b.ResourceType));
  return { Date: date, Items: items };
}
