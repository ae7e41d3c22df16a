import type { StatusThreshold } from '@symptoms/domain';
import type { Queryable } from '../../db/client';

/** Thresholds change only with configuration; a save reads them from memory, at most this old. */
export const THRESHOLD_CACHE_MS = 60_000;

let cached: { at: number; thresholds: Promise<StatusThreshold[]> } | null = null;

/** The status type thresholds (status_type_thresholds), cached for THRESHOLD_CACHE_MS per process. */
export function loadThresholds(q: Queryable, now = Date.now()): Promise<StatusThreshold[]> {
  if (!cached || now - cached.at > THRESHOLD_CACHE_MS) {
    const thresholds = q
      .query<StatusThreshold & Record<string, unknown>>(
        'SELECT name AS "Name", threshold AS "Threshold", operator AS "Operator", prom_id AS "PromId" FROM status_type_thresholds ORDER BY name, prom_id',
      )
      .then((rows) => rows.map((r) => ({ Name: r.Name, Threshold: r.Threshold, Operator: r.Operator, PromId: r.PromId })));
    cached = { at: now, thresholds };
    thresholds.catch(() => {
      cached = null;
    });
  }
  return cached.thresholds;
}

/** Forget the cached thresholds (after they are changed, and in tests). */
export function clearThresholdCache(): void {
  cached = null;
}
