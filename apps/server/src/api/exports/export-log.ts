import type { ExportKind } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { RequestContext } from '../../platform/context';

/** Marks participants as exported by this kind (a second mark of the same one changes nothing). */
export async function markExported(q: Queryable, ctx: RequestContext, kind: ExportKind, patientIds: readonly string[]): Promise<void> {
  if (patientIds.length === 0) return;
  await q.query(
    sql`INSERT INTO export_log (group_id, kind, patient_id, exported_by)
        SELECT ${ctx.groupId}, ${kind}, unnest(${[...patientIds]}::uuid[]), ${ctx.userId}::uuid
        ON CONFLICT DO NOTHING`,
  );
}

/** The PROMs the caller's active group offers, by id. */
export async function groupPromIds(q: Queryable, ctx: RequestContext): Promise<string[]> {
  const rows = await q.query<{ prom_id: string }>(sql`SELECT prom_id FROM prom_groups WHERE group_id = ${ctx.groupId} ORDER BY prom_id`);
  return rows.map((r) => r.prom_id);
}
