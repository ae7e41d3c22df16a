import { z } from '../zod';
import { IsoDate, IsoDateTime } from './common';

/** The kinds of items a calendar day can hold; each reporting area plugs in a source for its kind. */
export const CALENDAR_KINDS = ['PromReport', 'SymptomReport', 'StatusReport', 'Note'] as const;
export const CalendarKind = z.enum(CALENDAR_KINDS);
export type CalendarKind = z.infer<typeof CalendarKind>;

export const CalendarMonthQuery = z.object({
  year: z.coerce.number().int().min(1900).max(2200),
  month: z.coerce.number().int().min(1).max(12),
});
export type CalendarMonthQuery = z.infer<typeof CalendarMonthQuery>;

export const CalendarDayQuery = z.object({ date: IsoDate });
export type CalendarDayQuery = z.infer<typeof CalendarDayQuery>;

/** One day of a month that has something: how many items of each kind. Kinds with none are left out. */
export const CalendarDay = z.object({
  Date: IsoDate,
  Counts: z.partialRecord(CalendarKind, z.number().int().min(1)),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const CalendarMonth = z.object({
  Year: z.number().int(),
  Month: z.number().int().min(1).max(12),
  /** Only days with items, in date order. */
  Days: z.array(CalendarDay),
});
export type CalendarMonth = z.infer<typeof CalendarMonth>;

/** One item of a day, enough to list it and link to it. */
export const CalendarItem = z.object({
  ResourceType: CalendarKind,
  ResourceId: z.string(),
  CreatedDate: IsoDateTime,
  /** A short text to show: the start of a note, a questionnaire's name, a symptom's name. */
  Title: z.string(),
});
export type CalendarItem = z.infer<typeof CalendarItem>;

export const CalendarDayItems = z.object({
  Date: IsoDate,
  /** Oldest first, as the day went. */
  Items: z.array(CalendarItem),
});
export type CalendarDayItems = z.infer<typeof CalendarDayItems>;

/** First and last day (inclusive) of a month as YYYY-MM-DD, and the first day of the next month. */
export function monthRange(year: number, month: number): { first: string; next: string } {
  const pad = (n: number) => String(n).padStart(2, '0');
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  return { first: `${year}-${pad(month)}-01`, next: `${nextYear}-${pad(nextMonth)}-01` };
}
