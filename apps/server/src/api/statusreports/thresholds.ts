import type { StatusThreshold } from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { cacheOf } from '../../platform/cache';

/** Thresholds change only with configuration; a save reads them from memory, at most a minute old (an administrator's change invalidates them). */
export const THRESHOLDS = cacheOf<StatusThreshold[]>('status-thresholds', { ttlMs: 60_000 });

/** The status type thresholds (status_type_thresholds). */
export function loadThresholds(deps: Deps): Promise<StatusThreshold[]> {
  return deps.caches.of(THRESHOLDS).get('all', async () => {
    const rows = await deps.db.query<StatusThreshold & Record<string, unknown>>(
      sql`SELECT name AS "Name", threshold AS "Threshold", operator AS "Operator", prom_id AS "PromId" FROM status_type_thresholds ORDER BY name, prom_id`,
    );
    return rows.map((r) => ({ Name: r.Name, Threshold: r.Threshold, Operator: r.Operator, PromId: r.PromId }));
  });
}
