import type { Queryable } from '../db/client';

/**
 * Where texts are stored: for every table of the schema (listed from information_schema, so a
 * table added later is searched too), which of `needles` some row holds in any column, any case.
 * A row is searched as its text form, so jsonb, arrays and every other column count. Answers
 * `table: needle` pairs, sorted.
 */
export async function tablesHolding(db: Queryable, needles: readonly string[]): Promise<string[]> {
  const tables = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const found: string[] = [];
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ needle: string }>(
      `SELECT needle FROM unnest($1::text[]) AS needle
        WHERE EXISTS (SELECT 1 FROM "${table}" x WHERE strpos(lower(x::text), lower(needle)) > 0)`,
      [needles],
    );
    found.push(...rows.map((row) => `${table}: ${row.needle}`));
  }
  return found.sort();
}
