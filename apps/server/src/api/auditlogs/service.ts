import type { MyAuditLog } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';

interface AuditRow extends Row {
  id: string;
  actor_user_id: string | null;
  actor_role: string;
  /** The actor's name now: a person's from their account (null once it is removed or anonymised), the system's as written. */
  actor_name: string | null;
  resource_id: string;
  resource_type: string;
  action_type: MyAuditLog['ActionType'];
  data_before: unknown;
  data_after: unknown;
  time_stamp: Date;
  version: number;
}

const toEntry = (row: AuditRow, ctx: RequestContext): MyAuditLog => ({
  Id: row.id,
  ActorRole: row.actor_role,
  ActorName: row.actor_name ?? '',
  ActorRemoved: row.actor_name === null,
  ActorIsYou: row.actor_user_id === ctx.userId,
  ResourceId: row.resource_id,
  ResourceType: row.resource_type,
  ActionType: row.action_type,
  DataBefore: row.data_before ?? null,
  DataAfter: row.data_after ?? null,
  TimeStamp: row.time_stamp.toISOString(),
  Version: row.version,
});

/**
 * An audit row with its actor named as they are now: the log keeps a person only as their account's
 * id and role, so a person who is gone (removed, or anonymised) has no name.
 */
const WITH_ACTOR = sql`SELECT a.id, a.actor_user_id, a.actor_role, a.resource_id, a.resource_type, a.action_type, a.data_before,
         a.data_after, a.time_stamp, a.version,
         CASE WHEN a.actor_user_id IS NULL THEN a.actor_name
              ELSE (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = a.actor_user_id AND u.anonymized_date IS NULL)
         END AS actor_name`;

/**
 * A page of the caller's own patient's audit log, newest first; `others` leaves out the patient's
 * own actions. The page's ids come from the index (patient, time, id, actor) alone, so a deep page
 * skips index entries, not rows; only the page's own rows are read. With `after` (an entry's id,
 * the last the client has) the page starts right after that entry instead of at `start`: as cheap
 * at page 300 as at page 1. An `after` that is not the patient's entry gives an empty page.
 */
export async function listMyAuditLogs(
  deps: Deps,
  ctx: RequestContext,
  page: { start: number; count: number; others: boolean; after?: string | undefined },
): Promise<MyAuditLog[]> {
  const patientId = requirePatientId(ctx);
  const others = page.others ? sql`AND actor_user_id IS DISTINCT FROM ${ctx.userId}::uuid` : sql``;
  // After an entry (endless scroll): the entries older than it, found where it is in the index, whatever the depth.
  const after = page.after
    ? sql`AND (time_stamp, id) < (SELECT time_stamp, id FROM audit_logs WHERE id = ${page.after}::uuid AND patient_id = ${patientId}::uuid)`
    : sql``;
  const rows = await deps.db.query<AuditRow>(
    sql`${WITH_ACTOR} FROM (
          SELECT id, time_stamp FROM audit_logs
           WHERE patient_id = ${patientId}::uuid ${others} ${after}
           ORDER BY time_stamp DESC, id DESC OFFSET ${page.after ? 0 : page.start} LIMIT ${page.count}) page
        JOIN audit_logs a ON a.id = page.id
        ORDER BY page.time_stamp DESC, page.id DESC`,
  );
  return rows.map((row) => toEntry(row, ctx));
}

/** One entry of the caller's own log; another patient's is not found. */
export async function getMyAuditLog(deps: Deps, ctx: RequestContext, id: string): Promise<MyAuditLog> {
  const [row] = await deps.db.query<AuditRow>(
    sql`${WITH_ACTOR} FROM audit_logs a WHERE a.id = ${id}::uuid AND a.patient_id = ${requirePatientId(ctx)}::uuid`,
  );
  if (!row) throw notFound();
  return toEntry(row, ctx);
}
