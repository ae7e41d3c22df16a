import { HistoryItem, type HistoryResourceType } from '@symptoms/domain';
import type { z } from 'zod';
import type { Queryable, Row } from '../db/client';
import { notFound } from './errors';
import { compileSerializer } from './serialization';

/**
 * A kind of patient item that the history lists (notes, symptom reports, PROM reports; each area
 * adds its source in api/history-sources.ts).
 *
 * `table` holds the items with `id`, `patient_id`, `created_date`, `modified_date` and
 * `deleted_date`, and an index on (patient_id, created_date DESC, id DESC) WHERE deleted_date IS
 * NULL. A page is one statement: a Merge Append of each source's index scan, each branch reading
 * the source's `columns` for the rows it gives (about one page in all, not one page per source).
 */
export interface HistorySource<R extends HistorySourceRow = HistorySourceRow> {
  resourceType: HistoryResourceType;
  table: string;
  /** What the embedded item is: the history writes it by this schema. */
  itemSchema: z.ZodType;
  /** The columns the item is made from, beyond id and the dates, with their SQL types. */
  columns: Readonly<Record<string, string>>;
  /** The embedded items of this source's rows on the page, in their order (a source may read more). */
  items(q: Queryable, patientId: string, rows: R[]): Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
}

export interface HistorySourceRow extends Row {
  id: string;
  created_date: Date;
  modified_date: Date;
}

interface PageRow extends Record<string, unknown> {
  resource_type: HistoryResourceType;
  resource_id: string;
  created_date: Date;
  modified_date: Date;
}

const LIVE = 'patient_id = $1 AND deleted_date IS NULL';

/**
 * Where each source's columns sit in the page's rows. Every branch of the page's UNION has the same
 * columns, so sources share them by type: a source's n-th text column is the page's n-th text
 * column, whichever source it comes from, and the branches fill what they do not use with NULL.
 */
interface Layout {
  /** The page's item columns, c0, c1, …, by SQL type. */
  types: string[];
  /** Per source, its column names and the page column each one is read from. */
  sources: { name: string; column: string }[][];
}

const layouts = new WeakMap<readonly HistorySource[], Layout>();

function layoutOf(sources: readonly HistorySource[]): Layout {
  let layout = layouts.get(sources);
  if (layout) return layout;
  const types: string[] = [];
  const placed = sources.map((source) => {
    const used = new Set<number>();
    return Object.entries(source.columns).map(([name, type]) => {
      let k = types.findIndex((t, i) => t === type && !used.has(i));
      if (k < 0) k = types.push(type) - 1;
      used.add(k);
      return { name, column: `c${k}` };
    });
  });
  layout = { types, sources: placed };
  layouts.set(sources, layout);
  return layout;
}

/**
 * The page's rows over every source, newest first. With `after` (keyset) each branch starts right
 * after that item, so the hundredth page costs what the first does; `page` skips whole pages and
 * costs more the deeper it goes.
 */
function pageQuery(sources: readonly HistorySource[], keyset: boolean, firstRows: number | null): string {
  // The first page and keyset pages write their small row count into the text: with a parameter
  // there, PostgreSQL's generic plan cannot know the branches stop early and reads every item.
  const limit = firstRows === null ? '$2' : String(Math.max(1, Math.trunc(firstRows)));
  const after = `$${sources.length + 4}`;
  const cursor = keyset
    ? `WITH cursor AS (${sources.map((s) => `SELECT created_date, id FROM ${s.table} WHERE id = ${after} AND ${LIVE}`).join(' UNION ALL ')} LIMIT 1) `
    : '';
  const older = keyset ? ' AND (created_date, id) < (SELECT created_date, id FROM cursor)' : '';
  const layout = layoutOf(sources);
  const branches = sources.map((s, i) => {
    const mine = new Map(layout.sources[i]!.map((c) => [c.column, c.name]));
    const columns = layout.types.map((type, k) => `, ${mine.get(`c${k}`) ?? `NULL::${type}`} AS c${k}`).join('');
    return `(SELECT $${i + 4}::text AS resource_type, id AS resource_id, created_date, modified_date${columns}
               FROM ${s.table} WHERE ${LIVE}${older} ORDER BY created_date DESC, id DESC LIMIT ${limit})`;
  });
  return `${cursor}SELECT * FROM (${branches.join(' UNION ALL ')}) h ORDER BY created_date DESC, resource_id DESC OFFSET $3 LIMIT $2 - $3`;
}

/** Page rows of one source, with that source's column names back. */
function sourceRows(sources: readonly HistorySource[], index: number, rows: PageRow[]): HistorySourceRow[] {
  const columns = layoutOf(sources).sources[index]!;
  return rows.map((page) => {
    const row: HistorySourceRow = { id: page.resource_id, created_date: page.created_date, modified_date: page.modified_date };
    for (const { name, column } of columns) row[name] = page[column];
    return row;
  });
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
  const page = await q.query<PageRow>(pageQuery(sources, !!paging.after, skip === 0 ? paging.take : null), [
    patientId,
    skip + paging.take,
    skip,
    ...sources.map((s) => s.resourceType),
    ...(paging.after ? [paging.after] : []),
  ]);
  if (page.length === 0 && paging.after) {
    // A cursor item that is gone (deleted or purged) or not the caller's: the client reloads from the top.
    const found = await q.query(sources.map((s) => `SELECT 1 FROM ${s.table} WHERE id = $2 AND ${LIVE}`).join(' UNION ALL '), [
      patientId,
      paging.after,
    ]);
    if (found.length === 0) throw notFound();
  }
  const items = new Map<PageRow, Record<string, unknown>>();
  await Promise.all(
    sources.map(async (source, i) => {
      const rows = page.filter((row) => row.resource_type === source.resourceType);
      if (rows.length === 0) return;
      const made = await source.items(q, patientId, sourceRows(sources, i, rows));
      rows.forEach((row, k) => items.set(row, made[k]!));
    }),
  );
  return page.map((row) => ({
    ResourceId: row.resource_id,
    ResourceType: row.resource_type,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    Item: items.get(row)!,
  }));
}

/**
 * Writes a history page as JSON: each item's head by the HistoryItem schema and its embedded item
 * by its source's schema (a schema for "any object" would write every value with JSON.stringify).
 */
export function historySerializer(sources: readonly HistorySource[]): (items: HistoryItem[]) => string {
  const head = compileSerializer(HistoryItem.omit({ Item: true }))!;
  const bodies = new Map(sources.map((s) => [s.resourceType, compileSerializer(s.itemSchema) ?? JSON.stringify]));
  return (items) => {
    let json = '[';
    for (let i = 0; i < items.length; i++) {
      const item = items[i]!;
      const body = bodies.get(item.ResourceType);
      if (!body) throw new Error(`no history source writes ${item.ResourceType}`);
      // The head is a closed object: open it again for the item.
      json += `${i ? ',' : ''}${head(item).slice(0, -1)},"Item":${body(item.Item)}}`;
    }
    return `${json}]`;
  };
}
