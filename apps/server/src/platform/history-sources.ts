import type { HistoryItem, HistoryResourceType } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import { notFound } from './errors';

/**
 * A kind of patient item that the history lists (notes, symptom reports, PROM reports; each area
 * adds its source in api/history-sources.ts).
 *
 * `table` holds the items with `id`, `patient_id`, `created_date` and `deleted_date`, and an index
 * on (patient_id, created_date DESC, id DESC) WHERE deleted_date IS NULL: the history takes the
 * page's keys from each source's index (a Merge Append of index-only scans, each stopping after
 * the page) and then asks each source to load just the page's items.
 */
export interface HistorySource {
  resourceType: HistoryResourceType;
  table: string;
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

const LIVE = 'patient_id = $1 AND deleted_date IS NULL';

/**
 * The page's keys over every source, newest first. With `after` (keyset) each branch starts right
 * after that item, so the hundredth page costs what the first does; `page` skips whole pages and
 * costs more the deeper it goes.
 */
function keysQuery(sources: readonly HistorySource[], keyset: boolean, firstRows: number | null): string {
  // The first page and keyset pages write their small row count into the text: with a parameter
  // there, PostgreSQL's generic plan cannot know the branches stop early and reads every item.
  const limit = firstRows === null ? '$2' : String(Math.max(1, Math.trunc(firstRows)));
  const after = `$${sources.length + 4}`;
  const cursor = keyset
    ? `WITH cursor AS (${sources.map((s) => `SELECT created_date, id FROM ${s.table} WHERE id = ${after} AND ${LIVE}`).join(' UNION ALL ')} LIMIT 1) `
    : '';
  const older = keyset ? ' AND (created_date, id) < (SELECT created_date, id FROM cursor)' : '';
  const branches = sources.map(
    (s, i) =>
      `(SELECT $${i + 4}::text AS resource_type, id AS resource_id, created_date FROM ${s.table}
         WHERE ${LIVE}${older} ORDER BY created_date DESC, id DESC LIMIT ${limit})`,
  );
  return `${cursor}SELECT resource_type, resource_id, created_date FROM (${branches.join(' UNION ALL ')}) h
          ORDER BY created_date DESC, resource_id DESC OFFSET $3 LIMIT $2 - $3`;
}

/** One page of the patient's history over every source, newest first. */
export async function listHistory(
  q: Queryable,
  sources: readonly HistorySource[],
  patientId: string,
  paging: { page: number; take: number; after?: string | undefined },
): Promise<HistoryItem[]> {
  if (sources.length === 0) return [];
  const skip = paging.after ? 0 : paging.page * paging.take;
  const keys = await q.query<KeyRow>(keysQuery(sources, !!paging.after, skip === 0 ? paging.take : null), [
    patientId,
    skip + paging.take,
    skip,
    ...sources.map((s) => s.resourceType),
    ...(paging.after ? [paging.after] : []),
  ]);
  if (keys.length === 0 && paging.after) {
    // A cursor item that is gone (deleted or purged) or not the caller's: the client reloads from the top.
    const found = await q.query(sources.map((s) => `SELECT 1 FROM ${s.table} WHERE id = $2 AND ${LIVE}`).join(' UNION ALL '), [
      patientId,
      paging.after,
    ]);
    if (found.length === 0) throw notFound();
  }
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
