import type { HistoryQuery } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { EMPTY, join, raw, sql, type Sql } from '../../db/sql';
import { notFound } from '../errors';
import { limitSql } from '../paging';
import { compileSerializer } from '../serialization';
import type { Scope } from './scope';
import type { HistoryPart, RecordTable } from './table';

type HistoryTable = RecordTable & { history: HistoryPart<Row> };

/** The tables of the history whose records the caller may read (all of them for the patient). */
function readable(scope: Scope, tables: readonly RecordTable[]): HistoryTable[] {
  return tables.filter((t): t is HistoryTable => !!t.history && scope.may(t.area, 'read'));
}

/** The tables a cursor of `afterType` can be in: that type's, or every one when the client did not say. */
function cursorTables(tables: readonly HistoryTable[], afterType: string | undefined): readonly HistoryTable[] {
  return afterType ? tables.filter((t) => t.history.resourceType === afterType) : tables;
}

/** The patient's live record with id `after` in these tables, as `columns`. */
function cursorSql(scope: Scope, tables: readonly HistoryTable[], after: string, columns: string): Sql {
  return join(
    tables.map(
      (t) => sql`SELECT ${raw(columns)} FROM ${t.name} WHERE id = ${after} AND patient_id = ${scope.patient} AND deleted_date IS NULL`,
    ),
    ' UNION ALL ',
  );
}

/**
 * One page of the history (every history table, newest first), as (type, id). Each table's branch
 * reads its (patient_id, created_date DESC, id DESC) index and stops after a page, so PostgreSQL
 * merges about one page of rows in all, whatever the depth of a keyset page.
 */
function pageSql(scope: Scope, tables: readonly HistoryTable[], paging: HistoryQuery): Sql {
  const skip = paging.after ? 0 : paging.page * paging.take;
  const cursor = paging.after
    ? sql`WITH cursor AS (${cursorSql(scope, cursorTables(tables, paging.afterType), paging.after, 'created_date, id')} LIMIT 1) `
    : EMPTY;
  const older = paging.after ? raw(' AND (created_date, id) < (SELECT created_date, id FROM cursor)') : EMPTY;
  // A branch's row count is written into the text on the first page: with a parameter there, a
  // generic plan cannot know the branch stops early. Deeper numbered pages are rare.
  const branchLimit = skip === 0 ? limitSql(paging.take) : sql`LIMIT ${skip + paging.take}`;
  const branches = tables.map(
    (t) => sql`(SELECT created_date, id, ${t.history.resourceType}::text AS type FROM ${t.name}
                 WHERE patient_id = ${scope.patient} AND deleted_date IS NULL${older} ORDER BY created_date DESC, id DESC ${branchLimit})`,
  );
  const window = skip === 0 ? limitSql(paging.take) : sql`OFFSET ${skip} ${limitSql(paging.take)}`;
  return sql`${cursor}SELECT type, id FROM (${join(branches, ' UNION ALL ')}) h ORDER BY created_date DESC, id DESC ${window}`;
}

const writers = new WeakMap<HistoryPart<Row>, (item: unknown) => string>();

/** The item's JSON by its schema (compiled once per table). */
function writeItem(part: HistoryPart<Row>, item: unknown): string {
  let write = writers.get(part);
  if (!write) writers.set(part, (write = compileSerializer(part.schema) ?? JSON.stringify));
  return write(item);
}

/**
 * One page of the patient's history as the JSON text of the answer, newest first. Each table's
 * records on the page are read by id and made into their items (a record that went away in between
 * is left out). Someone other than the patient sees only the tables their grant opens, and each
 * record they are shown is audited.
 */
export async function historyPageJson(scope: Scope, tables: readonly RecordTable[], paging: HistoryQuery): Promise<string> {
  const shown = readable(scope, tables);
  if (paging.after && cursorTables(shown, paging.afterType).length === 0) throw notFound();
  if (shown.length === 0) return '[]';
  const page = await scope.query<{ type: string; id: string }>(pageSql(scope, shown, paging));
  if (page.length === 0) {
    if (paging.after) {
      // A cursor that is gone, not the patient's or not of afterType: the client starts over.
      const found = await scope.query(cursorSql(scope, cursorTables(shown, paging.afterType), paging.after, '1'));
      if (found.length === 0) throw notFound();
    }
    return '[]';
  }
  const entries = new Map<string, string>();
  await Promise.all(
    shown.map(async (table) => {
      const ids = page.filter((p) => p.type === table.history.resourceType).map((p) => p.id);
      if (ids.length === 0) return;
      const rows = await scope.of(table).getMany(ids, { also: table.history.also });
      const items = await table.history.items(scope, rows);
      rows.forEach((row, i) => {
        const head = `{"ResourceId":"${row.id as string}","ResourceType":"${table.history.resourceType}","CreatedDate":"${(row.created_date as Date).toISOString()}","ModifiedDate":"${(row.modified_date as Date).toISOString()}","Item":`;
        entries.set(row.id as string, `${head}${writeItem(table.history, items[i])}}`);
      });
    }),
  );
  const json = page.flatMap((p) => entries.get(p.id) ?? []);
  return `[${json.join(',')}]`;
}
