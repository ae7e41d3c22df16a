import { CALENDAR_KINDS, monthRange, type CalendarDay, type CalendarDayItems, type CalendarMonth } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { CalendarSource } from '../../platform/calendar-sources';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { CALENDAR_SOURCES } from '../calendar-sources';

/** The day after a YYYY-MM-DD date, as YYYY-MM-DD. */
function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

/** Per Stockholm-local day of the month, how many items of each kind the caller has: one indexed query per source. */
export async function getMyCalendarMonth(
  deps: Deps,
  ctx: RequestContext,
  year: number,
  month: number,
  sources: readonly CalendarSource[] = CALENDAR_SOURCES,
): Promise<CalendarMonth> {
  const patientId = requirePatientId(ctx);
  const range = monthRange(year, month);
  const perSource = await Promise.all(sources.map(async (s) => ({ kind: s.kind, counts: await s.countByDay(deps.db, patientId, range) })));
  const days = new Map<string, CalendarDay>();
  for (const { kind, counts } of perSource) {
    for (const { day, count } of counts) {
      if (count < 1) continue;
      const entry = days.get(day) ?? { Date: day, Counts: {} };
      entry.Counts[kind] = (entry.Counts[kind] ?? 0) + count;
      days.set(day, entry);
    }
  }
  return { Year: year, Month: month, Days: [...days.values()].sort((a, b) => a.Date.localeCompare(b.Date)) };
}

/** Everything the caller has on one Stockholm-local day, in the order it happened. */
export async function getMyCalendarDay(
  deps: Deps,
  ctx: RequestContext,
  date: string,
  sources: readonly CalendarSource[] = CALENDAR_SOURCES,
): Promise<CalendarDayItems> {
  const patientId = requirePatientId(ctx);
  const range = { first: date, next: nextDay(date) };
  const lists = await Promise.all(sources.map((s) => s.itemsInRange(deps.db, patientId, range)));
  const order = (kind: string) => CALENDAR_KINDS.indexOf(kind as (typeof CALENDAR_KINDS)[number]);
  const items = lists.flat().sort((a, b) => a.CreatedDate.localeCompare(b.CreatedDate) || order(a.ResourceType) - order(b.ResourceType));
  return { Date: date, Items: items };
}
