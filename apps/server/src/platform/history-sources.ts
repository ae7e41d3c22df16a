import { HistoryItem, type HistoryResourceType } from '@symptoms/domain';
import type { z } from 'zod';
import type { Queryable, Row } from '../db/client';
import { notFound } from './errors';
import { sqlLimit } from './paging';
import { compileSerializer } from './serialization';

/**
 * A kind of patient item that the history lists (notes, symptom reports, PROM reports; each area
 * adds its source in api/history-sources.ts).
 *
 * `table` holds the items with `id`, `patient_id`, `created_date`, `modified_date` and
 * `deleted_date`, and an index on (patient_id, created_date DESC, id DESC) WHERE deleted_date IS
 * NULL. A page is one statement: a Merge Append of each source's index scan, each branch reading
 * about one page in all, not one page per source.
 *
 * A source whose table keeps each entry's API form (`entryJson`) has its entries joined by the
 * database, so the server neither parses nor writes them. Any other source reads its `columns` for
 * the entries on the page and makes the embedded items with `items`.
 */
export type HistorySource = StoredHistorySource | BuiltHistorySource;

interface HistorySourceBase {
  resourceType: HistoryResourceType;
  table: string;
}

export interface StoredHistorySource extends HistorySourceBase {
  /** SQL for the whole entry's JSON text over the table's row, byte for byte what the API writes. */
  entryJson: string;
}

export interface BuiltHistorySource<R extends HistorySourceRow = HistorySourceRow> extends HistorySourceBase {
  /** What the embedded item is: the history writes it by this schema. */
  itemSchema: z.ZodType;
  /** The columns the item is made from, beyond id and the dates, with their SQL types. */
  columns: Readonly<Record<string, string>>;
  /** The embedded items of these rows, in their order (a source may read more). */
  items(q: Queryable, patientId: string, rows: R[]): Record<string, unknown>[] | Promise<Record<string, unknown>[]>;
}

export interface HistorySourceRow extends Row {
  id: string;
  created_date: Date;
  modified_date: Date;
}

const LIVE = 'patient_id = $1 AND deleted_date IS NULL';

/**
 * The page's entries are joined with U+0001, and an entry the server makes starts with U+0002 and
 * names its source and id. Neither can stand in JSON text: JSON escapes every control character.
 */
const SEPARATOR = '\u0001';
const TO_BUILD = '\u0002';

function isStored(source: HistorySource): source is StoredHistorySource {
  return 'entryJson' in source;
}

function literal(text: string): string {
  if (!/^[A-Za-z]+$/.test(text)) throw new Error(`not a resource type: ${text}`);
  return `'${text}'`;
}

/** One entry of the page: a stored source's whole JSON, else the marker of an entry to make. */
function entrySql(source: HistorySource): string {
  return isStored(source) ? source.entryJson : `chr(2) || ${literal(source.resourceType)} || ' ' || id`;
}

/**
 * The page over every source, newest first, as one text. With `after` (keyset) each branch starts
 * right after that item, so the hundredth page costs what the first does; `page` skips whole pages
 * and costs more the deeper it goes.
 */
function pageQuery(sources: readonly HistorySource[], keyset: boolean, skip: number, take: number): string {
  // At most 3 × MAX_PAGE_SIZE texts per list of sources, made once each.
  const key = `${keyset ? 'after' : skip === 0 ? 'first' : 'page'} ${take}`;
  let texts = pageTexts.get(sources);
  if (!texts) pageTexts.set(sources, (texts = new Map()));
  let text = texts.get(key);
  if (!text) texts.set(key, (text = pageText(sources, keyset, skip, take)));
  return text;
}

const pageTexts = new WeakMap<readonly HistorySource[], Map<string, string>>();

function pageText(sources: readonly HistorySource[], keyset: boolean, skip: number, take: number): string {
  // The row counts are written into the text: with a parameter there, PostgreSQL's generic plan
  // cannot know the branches stop early and reads every item.
  const branchLimit = skip === 0 ? sqlLimit(take) : 'LIMIT $2';
  const cursor = keyset
    ? `WITH cursor AS (${sources.map((s) => `SELECT created_date, id FROM ${s.table} WHERE id = $2 AND ${LIVE}`).join(' UNION ALL ')} LIMIT 1) `
    : '';
  const older = keyset ? ' AND (created_date, id) < (SELECT created_date, id FROM cursor)' : '';
  const branches = sources.map(
    (s) => `(SELECT created_date, id, ${entrySql(s)} AS entry FROM ${s.table}
              WHERE ${LIVE}${older} ORDER BY created_date DESC, id DESC ${branchLimit})`,
  );
  const window = skip === 0 ? sqlLimit(take) : `OFFSET $3 ${sqlLimit(take)}`;
  return `${cursor}SELECT array_to_string(ARRAY(SELECT entry FROM (${branches.join(' UNION ALL ')}) h
            ORDER BY created_date DESC, id DESC ${window}), chr(1)) AS page`;
}

/** The rows of the built sources' entries on a page, by id, each with its source's columns. */
function rowsQuery(source: BuiltHistorySource): string {
  const columns = Object.keys(source.columns)
    .map((c) => `, ${c}`)
    .join('');
  return `SELECT id, created_date, modified_date${columns} FROM ${source.table} WHERE ${LIVE} AND id = ANY($2::uuid[])`;
}

/**
 * One page of the patient's history over every source, newest first, as the JSON text of the
 * answer. An entry that went away between the page and the reading of its row is left out.
 */
export async function listHistoryJson(
  q: Queryable,
  sources: readonly HistorySource[],
  patientId: string,
  paging: { page: number; take: number; after?: string | undefined },
): Promise<string> {
  if (sources.length === 0) return '[]';
  const skip = paging.after ? 0 : paging.page * paging.take;
  const params: unknown[] = [patientId];
  if (paging.after) params.push(paging.after);
  else if (skip > 0) params.push(skip + paging.take, skip);
  const [row] = await q.query<{ page: string }>(pageQuery(sources, !!paging.after, skip, paging.take), params);
  const page = row!.page;
  if (page === '') {
    if (paging.after) {
      // A cursor item that is gone (deleted or purged) or not the caller's: the client reloads from the top.
      const found = await q.query(sources.map((s) => `SELECT 1 FROM ${s.table} WHERE id = $2 AND ${LIVE}`).join(' UNION ALL '), params);
      if (found.length === 0) throw notFound();
    }
    return '[]';
  }
  if (!page.includes(TO_BUILD)) return `[${page.replaceAll(SEPARATOR, ',')}]`;
  const entries = page.split(SEPARATOR);
  await Promise.all(sources.map((source) => (isStored(source) ? undefined : buildEntries(q, source, patientId, entries))));
  return `[${entries.filter((entry) => entry !== '').join(',')}]`;
}

/** An entry's head by the HistoryItem schema, without its closing brace, compiled on first use. */
let writeHead: ((item: HistoryItem) => string) | undefined;
const itemWriters = new WeakMap<BuiltHistorySource, (item: unknown) => string>();

/** Writes one entry: its head, then its item by its source's schema. */
function writeEntry(source: BuiltHistorySource, item: HistoryItem): string {
  writeHead ??= compileSerializer(HistoryItem.omit({ Item: true }))!;
  let body = itemWriters.get(source);
  if (!body) itemWriters.set(source, (body = compileSerializer(source.itemSchema) ?? JSON.stringify));
  // The head is a closed object: open it again for the item.
  return `${writeHead(item).slice(0, -1)},"Item":${body(item.Item)}}`;
}

/** Makes the page's entries of one built source in place; an entry whose row is gone becomes ''. */
async function buildEntries(q: Queryable, source: BuiltHistorySource, patientId: string, entries: string[]): Promise<void> {
  const marker = `${TO_BUILD}${source.resourceType} `;
  const slots = new Map<string, number>();
  entries.forEach((entry, i) => {
    if (entry.startsWith(marker)) slots.set(entry.slice(marker.length), i);
  });
  if (slots.size === 0) return;
  const rows = await q.query<HistorySourceRow>(rowsQuery(source), [patientId, [...slots.keys()]]);
  const items = rows.length ? await source.items(q, patientId, rows) : [];
  for (const slot of slots.values()) entries[slot] = '';
  rows.forEach((row, k) => {
    entries[slots.get(row.id)!] = writeEntry(source, {
      ResourceId: row.id,
      ResourceType: source.resourceType,
      CreatedDate: row.created_date.toISOString(),
      ModifiedDate: row.modified_date.toISOString(),
      Item: items[k]!,
    });
  });
}
