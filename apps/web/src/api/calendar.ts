import { CalendarDayItems, CalendarMonth } from '@symptoms/domain';
import { apiRequest } from './client';

export const calendarKeys = {
  all: ['my', 'calendar'] as const,
  month: (year: number, month: number) => [...calendarKeys.all, 'month', year, month] as const,
  day: (date: string) => [...calendarKeys.all, 'day', date] as const,
};

export function getCalendarMonth(year: number, month: number, signal?: AbortSignal): Promise<CalendarMonth> {
  return apiRequest(`/api/my/calendar?year=${year}&month=${month}`, { signal }, CalendarMonth);
}

export function getCalendarDay(date: string, signal?: AbortSignal): Promise<CalendarDayItems> {
  return apiRequest(`/api/my/calendar/day?date=${encodeURIComponent(date)}`, { signal }, CalendarDayItems);
}
