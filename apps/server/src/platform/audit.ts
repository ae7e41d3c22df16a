import type { AuditAction } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import { sql, type Sql } from '../db/sql';
import type { RequestContext } from './context';

/**
 * Who did it. The audit log keeps a person only as `userId` and `role` (their name is looked up when
 * the log is read, so it leaves with the account); `name` is written only for actors that are no
 * person and have no account (the system, the PROM request link).
 */
export interface Actor {
  userId: string | null;
  role: string;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system', name: 'Symptoms' };

export function actorOf(ctx: RequestContext): Actor {
  return { userId: ctx.userId, role: ctx.role, name: ctx.name };
}

/**
 * The INSERT of one audit row for every row of `from` (a CTE of the same statement, or VALUES), so
 * a change and its audit rows commit together in one statement. The other parts are SQL over
 * `from`'s rows: the patient, the resource's id and what the row keeps before and after.
 */
export function auditRows(entry: {
  actor: Actor;
  patient: Sql;
  resourceType: string;
  action: AuditAction;
  from: Sql;
  resourceId: Sql;
  before?: Sql;
  after?: Sql;
}): Sql {
  const { actor } = entry;
  const name = actor.userId === null ? actor.name : null;
  return sql`INSERT INTO audit_logs (patient_id, actor_user_id, actor_role, actor_name, resource_type, resource_id, action_type, data_before, data_after)
    SELECT ${entry.patient}, ${actor.userId}::uuid, ${actor.role}, ${name}::text, ${entry.resourceType}, (${entry.resourceId})::text, ${entry.action},
           ${entry.before ?? sql`NULL::jsonb`}, ${entry.after ?? sql`NULL::jsonb`}
      FROM ${entry.from}`;
}

/** An audit entry of data that is not a patient record (an account, a session): the caller writes it in the change's transaction. */
interface AuditEntry {
  /** The patient whose data this is (null for data that belongs to no patient). */
  patientId: string | null;
  resourceType: string;
  resourceId: string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/** Writes one audit row; call it with the transaction that makes the change, so both commit or fail together. */
export async function recordAudit(q: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  await q.query(
    auditRows({
      actor,
      patient: sql`${entry.patientId}::uuid`,
      resourceType: entry.resourceType,
      action: entry.action,
      from: sql`(SELECT 1) one`,
      resourceId: sql`${entry.resourceId}`,
      before: sql`${json(entry.before)}::jsonb`,
      after: sql`${json(entry.after)}::jsonb`,
    }),
  );
}
