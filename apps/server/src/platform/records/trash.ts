import type { TrashItem } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { raw, sql } from '../../db/sql';
import { notFound } from '../errors';
import type { Job } from '../jobs';
import type { Scope } from './scope';
import { systemScopes } from './system';
import { tableOf, type RecordTable, type TrashPart } from './table';

/**
 * The trash of every table that declares one (spec 1 §4): deleting is a soft delete with a
 * PurgeDate TRASH_RETENTION_DAYS ahead; a restore brings the record back whole; a purge removes it
 * for good; a job purges what is past its date.
 */
type TrashTable = RecordTable & { trash: TrashPart<Row> };

interface TrashRow extends Row {
  id: string;
  deleted_date: Date;
  purge_date: Date;
  research: boolean;
}

const isTrashTable = (t: RecordTable): t is TrashTable => !!t.trash;

/** Every record of the patient in the trash, newest deletion first. */
export async function listTrash(scope: Scope, tables: readonly RecordTable[]): Promise<TrashItem[]> {
  const lists = await Promise.all(
    tables.filter(isTrashTable).map(async (table) => {
      const rows = await scope.read<TrashRow>(
        table,
        (records) => sql`SELECT ${tableOf(table).select}, deleted_date, purge_date, research FROM ${records} ${raw(table.table)}
                          WHERE deleted_date IS NOT NULL ORDER BY deleted_date DESC, id DESC`,
        { withDeleted: true },
      );
      return rows.map((row): TrashItem => ({
        Id: row.id,
        ResourceType: table.trash.resourceType,
        ResourceDescription: table.trash.describe(row),
        DeletedDate: row.deleted_date.toISOString(),
        PurgeDate: row.purge_date.toISOString(),
        PatientId: scope.patientId,
        Research: row.research,
      }));
    }),
  );
  return lists.flat().sort((a, b) => b.DeletedDate.localeCompare(a.DeletedDate) || b.Id.localeCompare(a.Id));
}

/**
 * Restores or purges the given ids, all or nothing: an id that is not one of the patient's records
 * in the trash (another patient's, a live one, an unknown one) answers 404 and nothing changes.
 * The tables are worked in their order (a symptom's purge after its reports').
 */
async function applyToTrash(scope: Scope, tables: readonly RecordTable[], ids: readonly string[], action: 'restore' | 'purge') {
  return scope.transaction(async (tx) => {
    let remaining = [...new Set(ids)];
    const done: string[] = [];
    for (const table of tables.filter(isTrashTable)) {
      if (remaining.length === 0) break;
      const records = tx.of(table);
      const changed = action === 'restore' ? await records.restore(remaining) : await records.purge(remaining);
      done.push(...changed);
      remaining = remaining.filter((id) => !changed.includes(id));
    }
    if (remaining.length > 0) throw notFound();
    return done;
  });
}

export function restoreFromTrash(scope: Scope, tables: readonly RecordTable[], ids: readonly string[]): Promise<string[]> {
  return applyToTrash(scope, tables, ids, 'restore');
}

export function purgeFromTrash(scope: Scope, tables: readonly RecordTable[], ids: readonly string[]): Promise<string[]> {
  return applyToTrash(scope, tables, ids, 'purge');
}

/** At most this many records per table and run, so one run stays a short transaction. */
const PURGE_BATCH = 1000;

/** Purges what is past its PurgeDate, of every patient, with one AutoPurge audit row each. */
async function purgeExpired(q: Queryable, scopeOf: (patientId: string) => Scope, table: TrashTable): Promise<void> {
  const expired = await q.query<{ id: string; patient_id: string }>(
    sql`SELECT id, patient_id FROM ${tableOf(table).name} WHERE purge_date IS NOT NULL AND purge_date <= now() ORDER BY purge_date LIMIT ${PURGE_BATCH}`,
  );
  const byPatient = new Map<string, string[]>();
  for (const row of expired) byPatient.set(row.patient_id, [...(byPatient.get(row.patient_id) ?? []), row.id]);
  for (const [patientId, ids] of byPatient) await scopeOf(patientId).of(table).purge(ids, 'AutoPurge');
}

/** Hourly: removes records whose purge date has passed, in every table with a trash; their events go out after the commit. */
export const TRASH_PURGE_JOB: Job = {
  name: 'trash-purge',
  everyMs: 60 * 60_000,
  async run(tx, deps) {
    const scopes = systemScopes(deps, tx);
    for (const table of deps.catalog.trash.filter(isTrashTable)) await purgeExpired(tx, scopes.of, table);
    return () => scopes.flush();
  },
};
