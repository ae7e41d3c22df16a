import type { HourlyStatistic } from '@symptoms/domain';

export const SERIES = ['NewUsers', 'ActiveUsers', 'StatusReports', 'SymptomReports', 'PromReports'] as const;
export type Series = (typeof SERIES)[number];

/** Colours that each hold 3:1 against white (graph lines), one per series. */
export const SERIES_COLOURS: Record<Series, string> = {
  NewUsers: '#0b7285',
  ActiveUsers: '#5f3dc4',
  StatusReports: '#c92a2a',
  SymptomReports: '#e8590c',
  PromReports: '#2b8a3e',
};

export interface DayPoint {
  day: string;
  counts: Record<Series, number>;
}

const zero = (): Record<Series, number> => ({ NewUsers: 0, ActiveUsers: 0, StatusReports: 0, SymptomReports: 0, PromReports: 0 });

const dayOf = (row: HourlyStatistic) => `${row.Year}-${String(row.Month).padStart(2, '0')}-${String(row.Day).padStart(2, '0')}`;

/** The hours summed per day, every day from `from` to `to` present (a day without activity is zero). */
export function perDay(rows: readonly HourlyStatistic[], from: string, to: string): DayPoint[] {
  const days: DayPoint[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); d <= new Date(`${to}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + 1)) {
    days.push({ day: d.toISOString().slice(0, 10), counts: zero() });
  }
  const byDay = new Map(days.map((p) => [p.day, p]));
  for (const row of rows) {
    const point = byDay.get(dayOf(row));
    if (!point) continue;
    for (const s of SERIES) point.counts[s] += row[s];
  }
  return days;
}

/** Totals per group over the whole range. */
export function perGroup(rows: readonly HourlyStatistic[]): { groupId: string; counts: Record<Series, number> }[] {
  const groups = new Map<string, Record<Series, number>>();
  for (const row of rows) {
    const counts = groups.get(row.GroupId) ?? zero();
    for (const s of SERIES) counts[s] += row[s];
    groups.set(row.GroupId, counts);
  }
  return [...groups.entries()].map(([groupId, counts]) => ({ groupId, counts })).sort((a, b) => a.groupId.localeCompare(b.groupId));
}

/** Whole days between two dates (to − from). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
