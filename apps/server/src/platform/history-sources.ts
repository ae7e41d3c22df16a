import type { HistoryQuery, HistoryResourceType } from '@symptoms/domain';
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
 * A source whose table keeps each item's API form (`itemJson`) has its items joined by the
 * database, so the server neither parses nor writes them: it only puts each entry's head in front.
 * Any other source reads its `columns` for the entries on the page and makes the embedded items
 * with `items`.
 */
export type HistorySource = StoredHistorySource | BuiltHistorySource;

interface HistorySourceBase {
  resourceType: HistoryResourceType;
  table: string;
}

export interface StoredHistorySource extends HistorySourceBase {
  /**
   * SQL for the item's JSON text over the table's row, byte for byte what the API writes for it. It
   * starts with `{"Id":"` and holds "CreatedDate" and "ModifiedDate" after every text field: the
   * server reads the entry's head from it (storedEntry).
   */
  itemJson: string;
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
  return 'itemJson' in source;
}

function literal(text: string): string {
  if (!/^[A-Za-z]+$/.test(text)) throw new Error(`not a resource type: ${text}`);
  return `'${text}'`;
}

/** One entry of the page: a stored source's type and item JSON, else the marker of an entry to make. */
function entrySql(source: HistorySource): string {
  return isStored(source)
    ? `${literal(source.resourceType)} || ${source.itemJson}`
    : `chr(2) || ${literal(source.resourceType)} || ' ' || id`;
}

/**
 * The page over every source, newest first, as one text. With `after` (keyset) each branch starts
 * right after that item, so the hundredth page costs what the first does; `page` skips whole pages
 * and costs more the deeper it goes. `afterType` is the type of the `after` item, or '*' when the
 * client did not say it and every source is looked in.
 */
function pageQuery(sources: readonly HistorySource[], afterType: string | null, skip: number, take: number): string {
  // At most (2 + 4) × MAX_PAGE_SIZE texts per list of sources, made once each.
  const key = `${afterType ? `after ${afterType}` : skip === 0 ? 'first' : 'page'} ${take}`;
  let texts = pageTexts.get(sources);
  if (!texts) pageTexts.set(sources, (texts = new Map()));
  let text = texts.get(key);
  if (!text) texts.set(key, (text = pageText(sources, afterType, skip, take)));
  return text;
}

const pageTexts = new WeakMap<readonly HistorySource[], Map<string, string>>();

/** The sources that may hold the `after` item: each table the cursor is looked for in costs its index's opening. */
function cursorSources(sources: readonly HistorySource[], afterType: string): readonly HistorySource[] {
  return afterType === '*' ? sources : sources.filter((s) => s.resourceType === afterType);
}

/** The caller's live item with id $2 in these sources, as `columns`: where a keyset page starts, or whether it exists. */
function cursorSql(sources: readonly HistorySource[], columns: string): string {
  return sources.map((s) => `SELECT ${columns} FROM ${s.table} WHERE id = $2 AND ${LIVE}`).join(' UNION ALL ');
}

function pageText(sources: readonly HistorySource[], afterType: string | null, skip: number, take: number): string {
  // The row counts are written into the text: with a parameter there, PostgreSQL's generic plan
  // cannot know the branches stop early and reads every item.
  const branchLimit = skip === 0 ? sqlLimit(take) : 'LIMIT $2';
  const cursor = afterType ? `WITH cursor AS (${cursorSql(cursorSources(sources, afterType), 'created_date, id')} LIMIT 1) ` : '';
  const older = afterType ? ' AND (created_date, id) < (SELECT created_date, id FROM cursor)' : '';
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
  paging: HistoryQuery,
): Promise<string> {
  if (sources.length === 0) return '[]';
  const afterType = paging.after ? (paging.afterType ?? '*') : null;
  // An afterType that no source lists: no item of it can be the cursor.
  if (afterType && cursorSources(sources, afterType).length === 0) throw notFound();
  const skip = paging.after ? 0 : paging.page * paging.take;
  const params: unknown[] = [patientId];
  if (paging.after) params.push(paging.after);
  else if (skip > 0) params.push(skip + paging.take, skip);
  const [row] = await q.query<{ page: string }>(pageQuery(sources, afterType, skip, paging.take), params);
  const page = row!.page;
  if (page === '') {
    if (afterType) {
      // A cursor item that is gone (deleted or purged), not the caller's or not of afterType: the client reloads from the top.
      const found = await q.query(cursorSql(cursorSources(sources, afterType), '1'), params);
      if (found.length === 0) throw notFound();
    }
    return '[]';
  }
  const entries = page.split(SEPARATOR);
  if (page.includes(TO_BUILD)) {
    await Promise.all(sources.map((source) => (isStored(source) ? undefined : buildEntries(q, source, patientId, entries))));
  }
  let json = '';
  for (const entry of entries) {
    if (entry === '') continue;
    json += (json ? ',' : '[') + (entry.startsWith('{') ? entry : storedEntry(entry));
  }
  return json ? `${json}]` : '[]';
}

/**
 * One entry: its head, then the item's JSON text. None of the head's values needs escaping: a
 * resource type, a uuid and two ISO dates.
 */
function entryText(type: string, id: string, created: string, modified: string, item: string): string {
  return `{"ResourceId":"${id}","ResourceType":"${type}","CreatedDate":"${created}","ModifiedDate":"${modified}","Item":${item}}`;
}

/**
 * A stored source's entry from its type and item JSON (`Note{"Id":"…",…}`). The head's id and dates
 * are the item's own, read from its text: a JSON string escapes every quote inside it, so
 * `"CreatedDate":"` can only be the field itself. The database sends the page without the heads,
 * which keeps a page of short notes under PostgreSQL's 8 kB send buffer: one write instead of two.
 */
function storedEntry(entry: string): string {
  const open = entry.indexOf('{');
  const item = entry.slice(open);
  const created = item.lastIndexOf('"CreatedDate":"') + 15;
  const createdEnd = item.indexOf('"', created);
  const modified = item.indexOf('"ModifiedDate":"', createdEnd) + 16;
  const id = item.slice(7, item.indexOf('"', 7));
  return entryText(entry.slice(0, open), id, item.slice(created, createdEnd), item.slice(modified, item.indexOf('"', modified)), item);
}

/** Each built source's item writer, by its schema, compiled on first use. */
const itemWriters = new WeakMap<BuiltHistorySource, (item: unknown) => string>();

function itemWriter(source: BuiltHistorySource): (item: unknown) => string {
  let write = itemWriters.get(source);
  if (!write) itemWriters.set(source, (write = compileSerializer(source.itemSchema) ?? JSON.stringify));
  return write;
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
  const write = itemWriter(source);
  for (const slot of slots.values()) entries[slot] = '';
  rows.forEach((row, k) => {
    const [created, modified] = [row.created_date.toISOString(), row.modified_date.toISOString()];
    entries[slots.get(row.id)!] = entryText(source.resourceType, row.id, created, modified, write(items[k]));
  });
}
