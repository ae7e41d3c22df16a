import type { HistoryItem, HistoryResourceType } from '@symptoms/domain';
import type { Queryable } from '../db/client';

/**
 * A kind of patient item that the history lists (notes now; symptom and PROM reports add their
 * own source in api/history-sources.ts when they land).
 *
 * `keysSql` selects the patient's live items as `(resource_id uuid, created_date timestamptz)`,
 * with `$1` the patient id, from an index ordered by (created_date DESC, id DESC): the history
 * merges the sources by that order (a Merge Append of index-only scans) and pages on it, then asks
 * each source to load just the page's items.
 */
export interface HistorySource {
  resourceType: HistoryResourceType;
  keysSql: string;
  /** The items with these ids, by id, with their dates and the embedded item. */
  load(q: Queryable, patientId: string, ids: readonly string[]): Promise<Map<string, LoadedHistoryItem>>;
}

export interface LoadedHistoryItem {
  createdDate: Date;
  modifiedDate: Date;
  item: Record<string, unknown>;
}

interface KeyRow extends Record<string, unknown> {
  resource_type: HistoryResourceType;
  resource_id: string;
  created_date: Date;
}

/** One page of the patient's history over every source, newest first. */
export async function listHistory(
  q: Queryable,
  sources: readonly HistorySource[],
  patientId: string,
  paging: { page: number; take: number },
): Promise<HistoryItem[]> {
  if (sources.length === 0) return [];
  const branches = sources.map((s, i) => `(SELECT $${i + 4}::text AS resource_type, k.resource_id, k.created_date FROM (${s.keysSql}) k)`);
  const keys = await q.query<KeyRow>(
    `SELECT resource_type, resource_id, created_date FROM (${branches.join(' UNION ALL ')}) h
     ORDER BY created_date DESC, resource_id DESC OFFSET $2 LIMIT $3`,
    [patientId, paging.page * paging.take, paging.take, ...sources.map((s) => s.resourceType)],
  );
  const loaded = new Map<HistoryResourceType, Map<string, LoadedHistoryItem>>();
  await Promise.all(
    sources.map(async (source) => {
      const ids = keys.filter((k) => k.resource_type === source.resourceType).map((k) => k.resource_id);
      if (ids.length) loaded.set(source.resourceType, await source.load(q, patientId, ids));
    }),
  );
  const items: HistoryItem[] = [];
  for (const key of keys) {
    // An item deleted between the two reads is simply left out of this page.
    const found = loaded.get(key.resource_type)?.get(key.resource_id);
    if (!found) continue;
    items.push({
      ResourceId: key.resource_id,
      ResourceType: key.resource_type,
      CreatedDate: found.createdDate.toISOString(),
      ModifiedDate: found.modifiedDate.toISOString(),
      Item: found.item,
    });
  }
  return items;
}
