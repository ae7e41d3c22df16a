import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';

/**
 * Whether any patient has a report of PROM `id` or a request for it, as one yes or no: no record
 * is read or served (the PROM's deletion is refused then, so no answer loses its questions).
 */
export async function promInUse(q: Queryable, id: string): Promise<boolean> {
  const [row] = await q.query<{ used: boolean }>(
    sql`SELECT EXISTS (SELECT 1 FROM prom_reports WHERE prom_id = ${id}) OR EXISTS (SELECT 1 FROM prom_requests WHERE prom_id = ${id}) AS used`,
  );
  return row?.used === true;
}
