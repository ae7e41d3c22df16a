import type { HistoryQuery } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { EMPTY, join, raw, sql, type Sql } from '../../db/sql';
import { notFound } from '../errors';
import { limitSql } from '../paging';
import { compileSerializer } from '../serialization';
import { internal, type RecordScope, type Scope } from './scope';
import { tableOf, type DeclaredTable, type HistoryPart, type RecordTable } from './table';

type HistoryTable = DeclaredTable & { history: HistoryPart<Row> };

/** The tables of the history whose records the caller may read (all of them for the patient). */
function readable(scope: Scope, tables: readonly RecordTable[]): HistoryTable[] {
  return tables.map((t) => tableOf(t)).filter((t): t is HistoryTable => !!t.history && scope.may(t.area, 'read'));
}

/** The tables a cursor of `afterType` can be in: that type's, or every one when the client did not say. */
function cursorTables(tables: readonly HistoryTable[], afterType: string | undefined): readonly HistoryTable[] {
  return afterType ? tables.filter((t) => t.history.resourceType === afterType) : tables;
}

/** The record with id `after` in these tables that the caller may see, as `columns`. */
function cursorSql(scope: RecordScope, tables: readonly HistoryTable[], after: string, columns: string): Sql {
  return join(
    tables.map((t) => sql`SELECT ${raw(columns)} FROM ${t.name} WHERE id = ${after} AND ${scope.visible(t)}`),
    ' UNION ALL ',
  );
}

/** A column of a history table in the page's answer, named by the table's place and the column. */
const columnAlias = (place: number, column: string) => raw(`"${place}:${column}"`);

/** What the page reads of each table: its columns and computed ones, and what its items need besides. */
function pageColumns(table: HistoryTable, place: number): Sql[] {
  const columns = [...table.columns, ...(table.history.also ?? [])].map((c) => sql`${table.name}.${raw(c)} AS ${columnAlias(place, c)}`);
  const computed = Object.entries(table.computed ?? {}).map(([name, expression]) => sql`${expression} AS ${columnAlias(place, name)}`);
  return [...columns, ...computed];
}

/**
 * One page of the history, newest first, in ONE statement: which records are on it (each table's
 * branch reads its (patient_id, created_date DESC, id DESC) index and stops after a page, so
 * PostgreSQL merges about one page of rows in all, whatever the depth of a keyset page), and each
 * record's row, joined from its table under its own column names.
 */
function pageSql(scope: RecordScope, tables: readonly HistoryTable[], paging: HistoryQuery): Sql {
  const skip = paging.after ? 0 : paging.page * paging.take;
  const cursor = paging.after
    ? sql`cursor AS (${cursorSql(scope, cursorTables(tables, paging.afterType), paging.after, 'created_date, id')} LIMIT 1), `
    : EMPTY;
  const older = paging.after ? raw(' AND (created_date, id) < (SELECT created_date, id FROM cursor)') : EMPTY;
  // A branch's row count is written into the text on the first page: with a parameter there, a
  // generic plan cannot know the branch stops early. Deeper numbered pages are rare.
  const branchLimit = skip === 0 ? limitSql(paging.take) : sql`LIMIT ${skip + paging.take}`;
  const branches = tables.map(
    (t, place) => sql`(SELECT created_date, id, ${raw(String(place))} AS place FROM ${t.name}
                        WHERE ${scope.visible(t)}${older} ORDER BY created_date DESC, id DESC ${branchLimit})`,
  );
  const window = skip === 0 ? limitSql(paging.take) : sql`OFFSET ${skip} ${limitSql(paging.take)}`;
  const rows = tables.map(
    (t, place) => sql`LEFT JOIN ${t.name} ON page.place = ${raw(String(place))} AND ${t.name}.id = page.id AND ${scope.visible(t)}`,
  );
  return sql`WITH ${cursor}page AS (SELECT created_date, id, place FROM (${join(branches, ' UNION ALL ')}) h
                                     ORDER BY created_date DESC, id DESC ${window})
             SELECT page.place, ${join(tables.flatMap(pageColumns))} FROM page ${join(rows, ' ')}
              ORDER BY page.created_date DESC, page.id DESC`;
}

/** A table's row out of a page row: its own columns, under their names. */
function rowOf(row: Row, place: number, names: readonly string[]): Row {
  const own: Row = {};
  for (const name of names) own[name] = row[`${place}:${name}`];
  return own;
}

const writers = new WeakMap<HistoryPart<Row>, (item: unknown) => string>();

/** The item's JSON by its schema (compiled once per table). */
function writeItem(part: HistoryPart<Row>, item: unknown): string {
  let write = writers.get(part);
  if (!write) writers.set(part, (write = compileSerializer(part.schema) ?? JSON.stringify));
  return write(item);
}

/**
 * One page of the patient's history as the JSON text of the answer, newest first, each entry's
 * item made by its table's history part and written by its schema. Someone other than the patient
 * sees only the tables their grant opens, and each record they are shown is audited.
 */
export async function historyPageJson(outer: Scope, tables: readonly RecordTable[], paging: HistoryQuery): Promise<string> {
  const scope = internal(outer);
  const shown = readable(scope, tables);
  if (paging.after && cursorTables(shown, paging.afterType).length === 0) throw notFound();
  if (shown.length === 0) return '[]';
  const page = await scope.run<Row & { place: number }>(pageSql(scope, shown, paging));
  if (page.length === 0) {
    if (paging.after) {
      // A cursor that is gone, not the patient's or not of afterType: the client starts over.
      const found = await scope.run(cursorSql(scope, cursorTables(shown, paging.afterType), paging.after, '1'));
      if (found.length === 0) throw notFound();
    }
    return '[]';
  }
  const entries: string[] = new Array(page.length);
  await Promise.all(
    shown.map(async (table, place) => {
      const names = [...table.columns, ...(table.history.also ?? []), ...Object.keys(table.computed ?? {})];
      const slots = page.flatMap((row, slot) => (row.place === place ? [slot] : []));
      if (slots.length === 0) return;
      const rows = slots.map((slot) => rowOf(page[slot]!, place, names));
      await scope.served(
        table.resourceType,
        rows.map((row) => row.id as string),
      );
      const items = await table.history.items(scope, rows);
      rows.forEach((row, i) => {
        const head = `{"ResourceId":"${row.id as string}","ResourceType":"${table.history.resourceType}","CreatedDate":"${(row.created_date as Date).toISOString()}","ModifiedDate":"${(row.modified_date as Date).toISOString()}","Item":`;
        entries[slots[i]!] = `${head}${writeItem(table.history, items[i])}}`;
      });
    }),
  );
  return `[${entries.join(',')}]`;
}
