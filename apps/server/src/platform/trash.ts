import { TRASH_RETENTION_DAYS, type TrashItem, type TrashResourceType } from '@symptoms/domain';
import type { Queryable, Row } from '../db/client';
import type { Deps } from '../deps';
import { actorOf, recordAudit, SYSTEM_ACTOR } from './audit';
import { requirePatientId, type RequestContext } from './context';
import { notFound } from './errors';
import type { Job } from './jobs';

/**
 * The trash: every patient resource that can be deleted (notes now; status, symptom and PROM
 * reports when they land) is a TrashableType. Deleting is a soft delete that sets a PurgeDate
 * TRASH_RETENTION_DAYS ahead; restore brings the row back whole (same id, content and dates);
 * purge removes it for good. Each area registers its type in api/trash-registry.ts.
 */
export interface TrashableType {
  resourceType: TrashResourceType;
  /** Realtime events to the patient's room after a change commits: a restored item reappears, a deleted one goes. */
  events: { restored: string; deleted: string };
  /** Name of the id in the event payload (NoteId, SymptomReportId ...). */
  eventIdKey: string;
  /** The patient's deleted items. */
  list(q: Queryable, patientId: string): Promise<TrashItem[]>;
  /** Soft-deletes one live item of the patient; the audit snapshot, or null when there is none. */
  softDelete(tx: Queryable, patientId: string, id: string, retentionDays: number): Promise<unknown>;
  /** Restores those of `ids` that are the patient's deleted items. */
  restore(tx: Queryable, patientId: string, ids: readonly string[]): Promise<Changed[]>;
  /** Purges those of `ids` that are the patient's deleted items. */
  purge(tx: Queryable, patientId: string, ids: readonly string[]): Promise<Changed[]>;
  /** Purges up to `limit` items whose purge date has passed, of any patient. */
  purgeExpired(tx: Queryable, limit: number): Promise<(Changed & { patientId: string })[]>;
}

export interface Changed {
  id: string;
  /** What the audit row keeps of the item. */
  snapshot: unknown;
}

/** A table following the trash convention: id, patient_id, research, created_date, deleted_date, purge_date, version. */
export interface TrashTable<R extends Row> {
  resourceType: TrashResourceType;
  table: string;
  events: TrashableType['events'];
  eventIdKey: string;
  /** Columns read for the description and the audit snapshot (id, patient_id, research, deleted_date, purge_date are always read). */
  columns: readonly string[];
  describe(row: R & TrashRow): string;
  snapshot(row: R & TrashRow): unknown;
}

export interface TrashRow extends Row {
  id: string;
  patient_id: string;
  research: boolean;
  deleted_date: Date;
  purge_date: Date;
}

/** The usual TrashableType for a table that follows the convention. */
export function tableTrashable<R extends Row>(spec: TrashTable<R>): TrashableType {
  const cols = ['id', 'patient_id', 'research', 'deleted_date', 'purge_date', ...spec.columns.filter((c) => !BASE.includes(c))].join(', ');
  const changed = (rows: (R & TrashRow)[]): Changed[] => rows.map((row) => ({ id: row.id, snapshot: spec.snapshot(row) }));
  return {
    resourceType: spec.resourceType,
    events: spec.events,
    eventIdKey: spec.eventIdKey,
    async list(q, patientId) {
      const rows = await q.query<R & TrashRow>(
        `SELECT ${cols} FROM ${spec.table} WHERE patient_id = $1 AND deleted_date IS NOT NULL ORDER BY deleted_date DESC, id DESC`,
        [patientId],
      );
      return rows.map((row) => ({
        Id: row.id,
        ResourceType: spec.resourceType,
        ResourceDescription: spec.describe(row),
        DeletedDate: row.deleted_date.toISOString(),
        PurgeDate: row.purge_date.toISOString(),
        PatientId: row.patient_id,
        Research: row.research,
      }));
    },
    async softDelete(tx, patientId, id, retentionDays) {
      const [row] = await tx.query<R & TrashRow>(
        `UPDATE ${spec.table} SET deleted_date = now(), purge_date = now() + make_interval(days => $3), version = version + 1
         WHERE id = $1 AND patient_id = $2 AND deleted_date IS NULL RETURNING ${cols}`,
        [id, patientId, retentionDays],
      );
      return row ? spec.snapshot(row) : null;
    },
    async restore(tx, patientId, ids) {
      return changed(
        await tx.query<R & TrashRow>(
          `UPDATE ${spec.table} SET deleted_date = NULL, purge_date = NULL, version = version + 1
           WHERE id = ANY($1::uuid[]) AND patient_id = $2 AND deleted_date IS NOT NULL RETURNING ${cols}`,
          [ids, patientId],
        ),
      );
    },
    async purge(tx, patientId, ids) {
      return changed(
        await tx.query<R & TrashRow>(
          `DELETE FROM ${spec.table} WHERE id = ANY($1::uuid[]) AND patient_id = $2 AND deleted_date IS NOT NULL RETURNING ${cols}`,
          [ids, patientId],
        ),
      );
    },
    async purgeExpired(tx, limit) {
      const rows = await tx.query<R & TrashRow>(
        `DELETE FROM ${spec.table} WHERE id IN (
           SELECT id FROM ${spec.table} WHERE purge_date IS NOT NULL AND purge_date <= now() ORDER BY purge_date LIMIT $1
         ) RETURNING ${cols}`,
        [limit],
      );
      return rows.map((row) => ({ id: row.id, patientId: row.patient_id, snapshot: spec.snapshot(row) }));
    },
  };
}
const BASE = ['id', 'patient_id', 'research', 'deleted_date', 'purge_date'];

function typeOf(types: readonly TrashableType[], resourceType: TrashResourceType): TrashableType {
  const type = types.find((t) => t.resourceType === resourceType);
  if (!type) throw new Error(`No trashable type ${resourceType} is registered`);
  return type;
}

/** A change that committed: the events to publish once the transaction is over. */
type Publication = { type: TrashableType; event: string; id: string };

function publish(deps: Deps, patientId: string, publications: Publication[]): void {
  for (const p of publications) deps.realtime.toPatient(patientId, p.event, { [p.type.eventIdKey]: p.id });
}

/** Soft delete of one live item into the trash (404 when it is not the caller's live item). */
export async function moveToTrash(
  deps: Deps,
  ctx: RequestContext,
  types: readonly TrashableType[],
  resourceType: TrashResourceType,
  id: string,
): Promise<void> {
  const patientId = requirePatientId(ctx);
  const type = typeOf(types, resourceType);
  await deps.db.transaction(async (tx) => {
    const snapshot = await type.softDelete(tx, patientId, id, TRASH_RETENTION_DAYS);
    if (snapshot === null || snapshot === undefined) throw notFound();
    await recordAudit(tx, actorOf(ctx), { patientId, resourceType, resourceId: id, action: 'Delete', before: snapshot });
  });
  publish(deps, patientId, [{ type, event: type.events.deleted, id }]);
}

/** Every deleted item of the caller, newest deletion first. */
export async function listTrash(deps: Deps, ctx: RequestContext, types: readonly TrashableType[]): Promise<TrashItem[]> {
  const patientId = requirePatientId(ctx);
  const lists = await Promise.all(types.map((type) => type.list(deps.db, patientId)));
  return lists.flat().sort((a, b) => b.DeletedDate.localeCompare(a.DeletedDate) || b.Id.localeCompare(a.Id));
}

/**
 * Restores or purges the given ids, all or nothing: an id that is not one of the caller's deleted
 * items (another patient's, a live one, an unknown one) answers 404 and nothing changes.
 */
async function applyToTrash(
  deps: Deps,
  ctx: RequestContext,
  types: readonly TrashableType[],
  ids: readonly string[],
  action: 'Restore' | 'Purge',
): Promise<string[]> {
  const patientId = requirePatientId(ctx);
  const publications: Publication[] = [];
  const done = await deps.db.transaction(async (tx) => {
    let remaining = [...new Set(ids)];
    const handled: string[] = [];
    for (const type of types) {
      if (remaining.length === 0) break;
      const changed = action === 'Restore' ? await type.restore(tx, patientId, remaining) : await type.purge(tx, patientId, remaining);
      for (const item of changed) {
        await recordAudit(tx, actorOf(ctx), {
          patientId,
          resourceType: type.resourceType,
          resourceId: item.id,
          action,
          ...(action === 'Restore' ? { after: item.snapshot } : { before: item.snapshot }),
        });
        publications.push({ type, event: action === 'Restore' ? type.events.restored : type.events.deleted, id: item.id });
        handled.push(item.id);
      }
      const changedIds = new Set(changed.map((c) => c.id));
      remaining = remaining.filter((id) => !changedIds.has(id));
    }
    if (remaining.length > 0) throw notFound();
    return handled;
  });
  publish(deps, patientId, publications);
  return done;
}

export function restoreFromTrash(deps: Deps, ctx: RequestContext, types: readonly TrashableType[], ids: readonly string[]) {
  return applyToTrash(deps, ctx, types, ids, 'Restore');
}

export function purgeFromTrash(deps: Deps, ctx: RequestContext, types: readonly TrashableType[], ids: readonly string[]) {
  return applyToTrash(deps, ctx, types, ids, 'Purge');
}

/** Restore or purge limited to one resource type (the notes routes use these). */
export function forType(types: readonly TrashableType[], resourceType: TrashResourceType): TrashableType[] {
  return [typeOf(types, resourceType)];
}

/** At most this many items per type and run, so one run stays a short transaction. */
export const PURGE_BATCH = 1000;

/** The job that removes items past their purge date, writing one AutoPurge audit row each. */
export function trashPurgeJob(types: readonly TrashableType[], everyMs = 60 * 60_000): Job {
  return {
    name: 'trash-purge',
    everyMs,
    async run(tx) {
      for (const type of types) {
        const purged = await type.purgeExpired(tx, PURGE_BATCH);
        for (const item of purged) {
          await recordAudit(tx, SYSTEM_ACTOR, {
            patientId: item.patientId,
            resourceType: type.resourceType,
            resourceId: item.id,
            action: 'AutoPurge',
            before: item.snapshot,
          });
        }
      }
    },
  };
}
