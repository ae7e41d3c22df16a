import { fromStockholmWallMs, stockholmWallMs } from '../stockholm-time';
import {
  DOT_AGE_DAYS,
  IGNORED_IN_SUMMARY_STATUS_TYPES,
  INVERTED_STATUS_TYPES,
  PAIN_FOLLOWUP_MIN_INTENSITY,
  PAIN_FOLLOWUP_WEIGHT,
  SCALE_MAX,
} from '../constants';
import type { StatusArea } from '../entities/env';
import { PAIN_FOLLOWUP_ID } from './constants';
import type { HistoryRangeName, StatusThreshold, SuggestionKind, ThresholdOperator, StatusTrend } from './schemas';

/**
 * All status-scale arithmetic in one pure module (spec 1 §9): inversion, summary exclusions, drawn
 * values, dot sizes, trend, thresholds and the pain rule, and the bands of the history graph.
 * The server and the web both use it, so a graph and a suggestion never disagree.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const INVERTED: ReadonlySet<string> = new Set(INVERTED_STATUS_TYPES);
const IGNORED_IN_SUMMARY: ReadonlySet<string> = new Set(IGNORED_IN_SUMMARY_STATUS_TYPES);

/** Inverted scales: a high answer is good (wellbeing, quality of life, physical and sexual functioning, appetite). */
export function isInverted(type: StatusArea): boolean {
  return INVERTED.has(type);
}

/** The value a graph draws: 10 − intensity for an inverted type, so higher always means worse. */
export function drawnValue(type: StatusArea, intensity: number): number {
  return isInverted(type) ? SCALE_MAX - intensity : intensity;
}

/** Wellbeing and quality of life are left out of the summary graph. */
export function inSummary(type: StatusArea): boolean {
  return !IGNORED_IN_SUMMARY.has(type);
}

/** The summary graph's items: the excluded types dropped, each with its drawn value. */
export function summaryItems<T extends { Type: StatusArea; Intensity: number }>(items: readonly T[]): (T & { Drawn: number })[] {
  return items.filter((item) => inSummary(item.Type)).map((item) => ({ ...item, Drawn: drawnValue(item.Type, item.Intensity) }));
}

/** A removed item stays in the report with intensity 0 (spec 1 §4). */
export function removedItem<T extends { Intensity: number }>(item: T): T {
  return { ...item, Intensity: 0 };
}

type DotSize = 'small' | 'medium' | 'large';

/** Dot size by a report's age: up to 3 days small, up to 2 weeks medium, older large (future dates count as new). */
export function dotSize(createdDate: string | Date, now: Date = new Date()): DotSize {
  const ageMs = now.getTime() - new Date(createdDate).getTime();
  if (ageMs <= DOT_AGE_DAYS.small * DAY_MS) return 'small';
  if (ageMs <= DOT_AGE_DAYS.medium * DAY_MS) return 'medium';
  return 'large';
}

/** Direction of an answer against the previous answer of the same area (raw intensity; none before: 0). */
export function statusTrend(previous: number | null | undefined, current: number): StatusTrend {
  if (previous === null || previous === undefined || previous === current) return 0;
  return current > previous ? 1 : -1;
}

export function compareThreshold(intensity: number, operator: ThresholdOperator, threshold: number): boolean {
  switch (operator) {
    case '>':
      return intensity > threshold;
    case '>=':
      return intensity >= threshold;
    case '<':
      return intensity < threshold;
    case '<=':
      return intensity <= threshold;
    case '==':
      return intensity === threshold;
  }
}

/** A suggestion before it is tied to a saved report. */
export interface Suggestion {
  PromId: string;
  Weight: number;
  Kind: SuggestionKind;
  Reason: { Type: StatusArea; Intensity: number };
}

type Answer = { Type: StatusArea; Intensity: number };

/**
 * Weight of a threshold suggestion: how bad the triggering answer is on the drawn scale, 0–100
 * (10 per step). The pain follow-up's 100 ties only with the worst possible answer.
 */
function thresholdWeight(type: StatusArea, intensity: number): number {
  return drawnValue(type, intensity) * 10;
}

/**
 * The PROMs the answers' thresholds suggest (thresholds compare the intensity as answered). A PROM
 * suggested by several answers appears once, with the highest weight. Only PROMs in `existingPromIds`
 * are kept: a threshold that points at a PROM that does not exist suggests nothing.
 */
export function thresholdSuggestions(
  items: readonly Answer[],
  thresholds: readonly StatusThreshold[],
  existingPromIds: ReadonlySet<string>,
): Suggestion[] {
  const byProm = new Map<string, Suggestion>();
  for (const threshold of thresholds) {
    if (!existingPromIds.has(threshold.PromId)) continue;
    for (const item of items) {
      if (item.Type !== threshold.Name || !compareThreshold(item.Intensity, threshold.Operator, threshold.Threshold)) continue;
      const weight = thresholdWeight(item.Type, item.Intensity);
      const current = byProm.get(threshold.PromId);
      if (!current || weight > current.Weight) {
        byProm.set(threshold.PromId, {
          PromId: threshold.PromId,
          Weight: weight,
          Kind: 'Prom',
          Reason: { Type: item.Type, Intensity: item.Intensity },
        });
      }
    }
  }
  return [...byProm.values()];
}

/** The pain rule: the report's pain answer at least 1 → mark the pain on the body figure, weight 100. */
export function painFollowUp(items: readonly Answer[]): Suggestion | null {
  const pain = items.find((item) => item.Type === 'pain');
  if (!pain || pain.Intensity < PAIN_FOLLOWUP_MIN_INTENSITY) return null;
  return {
    PromId: PAIN_FOLLOWUP_ID,
    Weight: PAIN_FOLLOWUP_WEIGHT,
    Kind: 'PainFollowUp',
    Reason: { Type: 'pain', Intensity: pain.Intensity },
  };
}

/** Everything a saved report suggests, heaviest first (then by PromId, so the order is stable). */
export function suggestionsFor(
  items: readonly Answer[],
  thresholds: readonly StatusThreshold[],
  existingPromIds: ReadonlySet<string>,
): Suggestion[] {
  const pain = painFollowUp(items);
  const all = [
    ...(pain ? [pain] : []),
    ...thresholdSuggestions(items, thresholds, existingPromIds).filter((s) => s.PromId !== PAIN_FOLLOWUP_ID),
  ];
  return all.sort((a, b) => b.Weight - a.Weight || a.PromId.localeCompare(b.PromId));
}

/** Suggestions still shown: those whose PromId the patient has not hidden for now. */
export function visibleSuggestions<T extends { PromId: string }>(suggestions: readonly T[], hidden: ReadonlySet<string>): T[] {
  return suggestions.filter((s) => !hidden.has(s.PromId));
}

/** Length of each history graph range, and the width of one band when the range aggregates. */
export const HISTORY_RANGE_SPECS: Readonly<Record<HistoryRangeName, { spanMs: number; bucketMs: number }>> = {
  '1d': { spanMs: DAY_MS, bucketMs: HOUR_MS },
  '1w': { spanMs: 7 * DAY_MS, bucketMs: 6 * HOUR_MS },
  '1m': { spanMs: 30 * DAY_MS, bucketMs: DAY_MS },
  '3m': { spanMs: 91 * DAY_MS, bucketMs: DAY_MS },
  '6m': { spanMs: 182 * DAY_MS, bucketMs: 2 * DAY_MS },
  '1y': { spanMs: 365 * DAY_MS, bucketMs: 7 * DAY_MS },
  '3y': { spanMs: 3 * 365 * DAY_MS, bucketMs: 14 * DAY_MS },
};

/** The [from, to) a range shows, ending at `now`. */
export function rangeBounds(range: HistoryRangeName, now: Date = new Date()): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - HISTORY_RANGE_SPECS[range].spanMs), to: now };
}

export interface StatusValuePoint {
  Date: string | Date;
  Value: number;
}

export interface SeriesBand {
  /** Start of the bucket (inclusive) and its end (exclusive), on Stockholm's clock. */
  Start: Date;
  End: Date;
  /** Where the band is drawn: the answer's own time when the bucket holds one, else the bucket's middle. */
  At: Date;
  Min: number;
  Max: number;
  Average: number;
  Count: number;
}

/** Buckets are counted on Stockholm's wall clock from a Monday midnight, so a day is a Stockholm day and a week starts on Monday. */
const BUCKET_ORIGIN_WALL_MS = Date.UTC(1970, 0, 5);

/**
 * Aggregates a series into bands of the range's bucket width, on Stockholm's calendar (a day band is
 * a Stockholm day, whatever the zone of the browser): min, max and average of the values in each
 * bucket; empty buckets are left out, points outside [from, to) too. A band with Count 1 is a single
 * answer (Min = Max = Average), drawn at its own time.
 */
export function aggregateSeries(
  points: readonly StatusValuePoint[],
  range: HistoryRangeName,
  bounds: { from: Date; to: Date },
): SeriesBand[] {
  const { bucketMs } = HISTORY_RANGE_SPECS[range];
  const start = bounds.from.getTime();
  const end = bounds.to.getTime();
  const buckets = new Map<number, { min: number; max: number; sum: number; count: number; at: number }>();
  for (const point of points) {
    const t = new Date(point.Date).getTime();
    if (!(t >= start && t < end)) continue;
    const index = Math.floor((stockholmWallMs(t) - BUCKET_ORIGIN_WALL_MS) / bucketMs);
    const b = buckets.get(index);
    if (b) {
      b.min = Math.min(b.min, point.Value);
      b.max = Math.max(b.max, point.Value);
      b.sum += point.Value;
      b.count++;
    } else buckets.set(index, { min: point.Value, max: point.Value, sum: point.Value, count: 1, at: t });
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([index, b]) => {
      const bucketStart = fromStockholmWallMs(BUCKET_ORIGIN_WALL_MS + index * bucketMs);
      const bucketEnd = Math.min(fromStockholmWallMs(BUCKET_ORIGIN_WALL_MS + (index + 1) * bucketMs), end);
      return {
        Start: new Date(bucketStart),
        End: new Date(bucketEnd),
        At: new Date(b.count === 1 ? b.at : bucketStart + (bucketEnd - bucketStart) / 2),
        Min: b.min,
        Max: b.max,
        Average: b.sum / b.count,
        Count: b.count,
      };
    });
}
