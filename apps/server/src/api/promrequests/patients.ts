import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/**
 * The patient whose account holds this personnummer (canonical, 12 digits) proven, or undefined: a
 * claim reaches no one. A lookup of who, never of what they reported.
 */
export async function patientOfPersonnummer(q: Queryable, personnummer: string): Promise<string | undefined> {
  const [row] = await q.query<{ id: string }>(
    sql`SELECT p.id FROM users u JOIN patients p ON p.user_id = u.id WHERE u.personnummer = ${personnummer} AND u.personnummer_proof IS NOT NULL`,
  );
  return row?.id;
}
