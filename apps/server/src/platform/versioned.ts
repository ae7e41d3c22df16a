import type { Queryable, Row } from '../db/client';
import { conflict, notFound } from './errors';

/**
 * The stale-Version rule for every mutable row: the UPDATE names the Version the client loaded and
 * bumps it; when no row matched, the row either changed since (409, ErrorCode 4003) or is not the
 * caller's (404). `where` scopes the row to its owner, so another user's id is simply not found.
 */
export async function updateVersioned<T extends Row>(
  tx: Queryable,
  options: { table: string; id: string; version: number; set: Record<string, unknown>; where?: Record<string, unknown> },
): Promise<T> {
  const columns = Object.keys(options.set);
  const scope = Object.entries(options.where ?? {});
  const values: unknown[] = [options.id, options.version, ...columns.map((c) => options.set[c]), ...scope.map(([, v]) => v)];
  const assignments = columns.map((c, i) => `${c} = $${i + 3}`).join(', ');
  const scopeSql = scope.map(([c], i) => ` AND ${c} = $${i + 3 + columns.length}`).join('');
  const rows = await tx.query<T>(
    `UPDATE ${options.table} SET ${assignments}${columns.length ? ', ' : ''}version = version + 1, modified_date = now()
     WHERE id = $1 AND version = $2${scopeSql} RETURNING *`,
    values,
  );
  if (rows[0]) return rows[0];
  const exists = await tx.query(`SELECT 1 FROM ${options.table} WHERE id = $1${scope.map(([c], i) => ` AND ${c} = $${i + 2}`).join('')}`, [
    options.id,
    ...scope.map(([, v]) => v),
  ]);
  throw exists.length ? conflict() : notFound();
}
