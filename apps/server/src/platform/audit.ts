import type { AuditAction } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import type { RequestContext } from './context';

export interface Actor {
  userId: string | null;
  role: string;
  name: string;
}

export const SYSTEM_ACTOR: Actor = { userId: null, role: 'system', name: 'Symptoms' };

export function actorOf(ctx: RequestContext): Actor {
  return { userId: ctx.userId, role: ctx.role, name: ctx.name };
}

export interface AuditEntry {
  /** The patient whose data this is (null for data that belongs to no patient). */
  patientId: string | null;
  resourceType: string;
  resourceId: string;
  action: AuditAction;
  before?: unknown;
  after?: unknown;
}

/**
 * The one audit mechanism: call it with the transaction that makes the change, so the change and
 * its audit row commit or fail together. Rows are append-only in the database.
 */
export async function recordAudit(tx: Queryable, actor: Actor, entry: AuditEntry): Promise<void> {
  const { text, params } = auditInsert(actor, entry, 0);
  await tx.query(text, params);
}

const AUDIT_TYPES = ['uuid', 'uuid', 'text', 'text', 'text', 'text', 'text', 'jsonb', 'jsonb'];

/**
 * The INSERT of an audit row with its parameters numbered from `$first + 1`, so that it can run as a
 * data-modifying CTE inside the statement that makes the change: one round trip for both. With
 * `onlyWith` (the name of a CTE) the row is written only when that CTE returns a row, and
 * `afterSql` (a jsonb expression over that CTE's columns) adds what only the database knows, such
 * as the row's dates, to `after`.
 */
export function auditInsert(
  actor: Actor,
  entry: AuditEntry,
  first: number,
  onlyWith?: string,
  afterSql?: string,
): { text: string; params: unknown[] } {
  const values = AUDIT_TYPES.map((type, i) => `$${first + i + 1}::${type}`);
  if (afterSql) values[values.length - 1] += ` || ${afterSql}`;
  return {
    text: `INSERT INTO audit_logs (patient_id, actor_user_id, actor_role, actor_name, resource_type, resource_id, action_type, data_before, data_after)
     ${onlyWith ? `SELECT ${values.join(', ')} FROM ${onlyWith}` : `VALUES (${values.join(', ')})`}`,
    params: [
      entry.patientId,
      actor.userId,
      actor.role,
      actor.name,
      entry.resourceType,
      entry.resourceId,
      entry.action,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  };
}

/** Reads of patient data by anyone other than that patient are audited; the patient's own are not. */
export async function recordViewIfOther(tx: Queryable, ctx: RequestContext, patientId: string, resourceType: string, resourceId: string) {
  if (ctx.patientId === patientId) return;
  await recordAudit(tx, actorOf(ctx), { patientId, resourceType, resourceId, action: 'View' });
}
