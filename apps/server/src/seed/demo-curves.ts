import { fromStockholmWallMs, stockholmWallMs, type StatusArea } from '@symptoms/domain';

const DAY_MS = 86_400_000;

/** A small deterministic generator (mulberry32): the same history on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

/** `daysAgo` days before `now`, at a Stockholm wall-clock time (hours, minutes). */
export function stockholmMoment(now: Date, daysAgo: number, hour: number, minute: number): Date {
  const wall = stockholmWallMs(now.getTime());
  const midnight = wall - (wall % DAY_MS) - daysAgo * DAY_MS;
  return new Date(fromStockholmWallMs(midnight + hour * 3_600_000 + minute * 60_000));
}

/**
 * The demo patient's six months: a flare of back pain in the second month that eases with
 * treatment, tiredness and low mood that lift slowly, worry that peaks on Mondays, and wellbeing
 * and quality of life that rise. `progress` runs from 0 (six months ago) to 1 (yesterday).
 */
export function statusAnswers(progress: number, day: number, noise: () => number): Partial<Record<StatusArea, number>> {
  const flare = progress > 0.18 && progress < 0.34 ? 2.5 * Math.sin(((progress - 0.18) / 0.16) * Math.PI) : 0;
  const jitter = () => (noise() - 0.5) * 2;
  const monday = day % 7 === 0 ? 1 : 0;
  return {
    pain: clamp(6 - 3.5 * progress + flare + jitter(), 0, 10),
    tiredness: clamp(6.5 - 2.5 * progress + flare / 2 + jitter(), 0, 10),
    anxiety: clamp(5 - 2 * progress + monday + jitter(), 0, 10),
    depression: clamp(5.5 - 3 * progress + flare / 2 + jitter(), 0, 10),
    stress: clamp(5 - 1.5 * progress + monday + jitter(), 0, 10),
    wellbeing: clamp(3.5 + 4 * progress - flare / 2 + jitter(), 0, 10),
    qualityoflife: clamp(4 + 3 * progress - flare / 2 + jitter(), 0, 10),
    appetite: clamp(6 + 2 * progress + jitter(), 0, 10),
  };
}

/** `total` spread over `items` answers of 0–3, the larger ones first in a shuffled order (a PHQ or GAD sum). */
export function spread(total: number, items: number, noise: () => number): number[] {
  const values = new Array<number>(items).fill(0);
  const order = Array.from({ length: items }, (_, i) => i).sort(() => noise() - 0.5);
  let left = Math.min(total, items * 3);
  for (let round = 0; left > 0; round++) {
    for (const i of order) {
      if (left === 0) break;
      if (values[i]! < 3 && (round > 0 || noise() < 0.8)) {
        values[i]!++;
        left--;
      }
    }
  }
  return values;
}
