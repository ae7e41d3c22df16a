import { fromStockholmWallMs, stockholmWallMs, type HistoryRangeName } from '@symptoms/domain';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The wall-clock step of each range's axis labels: hours, days, Mondays or first days of months. */
const STEP: Readonly<Record<HistoryRangeName, { hours?: number; days?: number; weeks?: true; months?: number }>> = {
  '1d': { hours: 3 },
  '1w': { days: 1 },
  '1m': { days: 1 },
  '3m': { weeks: true },
  '6m': { months: 1 },
  '1y': { months: 1 },
  '3y': { months: 3 },
};

/**
 * The instants the time axis is labelled at: Stockholm midnights, Mondays, months or hours, so a
 * label stands where its Stockholm day begins whatever the browser's zone (a report at 00:30 is
 * right of its day's label, not before yesterday's).
 */
export function stockholmTicks(range: HistoryRangeName, bounds: { from: Date; to: Date }): number[] {
  const step = STEP[range];
  const fromWall = stockholmWallMs(bounds.from.getTime());
  const toWall = stockholmWallMs(bounds.to.getTime());
  const walls: number[] = [];
  if (step.hours) {
    const stepMs = step.hours * HOUR_MS;
    for (let w = Math.ceil(fromWall / stepMs) * stepMs; w <= toWall; w += stepMs) walls.push(w);
  } else if (step.days || step.weeks) {
    let w = Math.ceil(fromWall / DAY_MS) * DAY_MS;
    // 1970-01-01 was a Thursday: a Monday is (days since then + 3) % 7 === 0.
    if (step.weeks) while ((Math.round(w / DAY_MS) + 3) % 7 !== 0) w += DAY_MS;
    for (; w <= toWall; w += (step.weeks ? 7 : step.days!) * DAY_MS) walls.push(w);
  } else {
    const first = new Date(fromWall);
    let year = first.getUTCFullYear();
    let month = first.getUTCMonth() + (first.getUTCDate() === 1 && fromWall % DAY_MS === 0 ? 0 : 1);
    const every = step.months!;
    month = Math.ceil(month / every) * every;
    for (;;) {
      const w = Date.UTC(year, month, 1);
      if (w > toWall) break;
      walls.push(w);
      month += every;
      if (month >= 12) {
        year += Math.floor(month / 12);
        month %= 12;
      }
    }
  }
  return walls.map(fromStockholmWallMs);
}
