import type { Queryable, Row } from '../db/client';
import { join, raw, sql } from '../db/sql';
import { conflict, notFound } from './errors';

/**
 * The stale-Version rule for a mutable row that is not a patient record (an account, a group): the
 * UPDATE names the Version the client loaded and bumps it; when no row matched, the row either
 * changed since (409, ErrorCode 4003) or does not exist (404). Patient records change through the
 * records layer, which scopes every statement to the patient.
 */
export async function updateVersioned<T extends Row>(
  tx: Queryable,
  options: { table: 'users' | 'groups' | 'organizations'; id: string; version: number; set: Record<string, unknown> },
): Promise<T> {
  const table = raw(options.table);
  const assignments = Object.entries(options.set).map(([column, value]) => sql`${raw(column)} = ${value}`);
  const rows = await tx.query<T>(
    sql`UPDATE ${table} SET ${join([...assignments, raw('version = version + 1'), raw('modified_date = now()')])}
         WHERE id = ${options.id} AND version = ${options.version} RETURNING *`,
  );
  if (rows[0]) return rows[0];
  const exists = await tx.query(sql`SELECT 1 FROM ${table} WHERE id = ${options.id}`);
  throw exists.length ? conflict() : notFound();
}
