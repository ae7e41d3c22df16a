/**
 * Europe/Stockholm wall time, whatever the zone of the machine that runs this: every date the
 * product shows is a Stockholm day (docs/decisions.md), in the browser and on the server alike.
 */
const STOCKHOLM = 'Europe/Stockholm';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: STOCKHOLM,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** Stockholm's offset from UTC at an instant, in ms (1 h in winter, 2 h in summer). */
export function stockholmOffsetMs(t: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(t)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return asUtc - Math.floor(t / 1000) * 1000;
}

/** The Stockholm wall clock of an instant, as ms since 1970-01-01 00:00 on that clock. */
export function stockholmWallMs(t: number): number {
  return t + stockholmOffsetMs(t);
}

/** The instant a Stockholm wall-clock time happens (the later one when the clock repeats an hour). */
export function fromStockholmWallMs(wall: number): number {
  const guess = wall - stockholmOffsetMs(wall);
  return wall - stockholmOffsetMs(guess);
}

/** The instant the Stockholm day of `t` starts (local midnight). */
export function stockholmDayStart(t: number): number {
  const wall = stockholmWallMs(t);
  return fromStockholmWallMs(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS));
}

/** YYYY-MM-DD: the Stockholm day of an instant. */
export function stockholmDay(t: number | Date | string): string {
  const wall = stockholmWallMs(new Date(t).getTime());
  return new Date(wall).toISOString().slice(0, 10);
}
