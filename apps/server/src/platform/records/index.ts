import { ErrorCode, isPatientRole } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { raw, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf } from '../audit';
import type { RequestContext } from '../context';
import { AppError, notFound } from '../errors';
import { resolveGrant } from './grants';
import { RecordScope, type Scope } from './scope';
import { tableOf, type RecordTable } from './table';

/**
 * The one way to patient data. A request reaches one patient's records as the patient
 * (`ownRecords`) or under a grant (`patientRecords`), and a group's participants' records at once
 * (`groupRecords`). The system's scope (jobs, seeds, the public request link) is in `./system`,
 * which the architecture test lets only those import.
 */
export type { Scope } from './scope';
export type { TableRecords, Paging, Columns, Refused } from './operations';
export { REFUSED } from './operations';
export { defineRecords, type RecordTable } from './table';
export { groupRecords, type GroupRecords } from './cohort';

/** The caller's own records, as the patient (1004 for a user who has no patient record: the client creates one). */
export function ownRecords(deps: Deps, ctx: RequestContext, tx?: Queryable): Scope {
  if (!ctx.patientId) throw new AppError(ErrorCode.NoPatient);
  return new RecordScope(deps, ctx.patientId, actorOf(ctx), { kind: 'patient' }, tx ?? deps.db);
}

/**
 * A patient's records as the caller sees them: their own, or another's under a grant (a share, a
 * consenting participant of the caller's group). Without any grant the patient is not found: 404,
 * whatever exists.
 */
export async function patientRecords(deps: Deps, ctx: RequestContext, patientId: string): Promise<Scope> {
  if (patientId === ctx.patientId && isPatientRole(ctx.role)) return ownRecords(deps, ctx);
  const grant = await resolveGrant(deps.catalog.grants, deps.db, ctx, patientId);
  if (!grant.share && !grant.group) throw notFound();
  return new RecordScope(deps, patientId, actorOf(ctx), { kind: 'other', role: ctx.role, grant }, deps.db);
}

/**
 * A patient's records as an admin of the patient's units closes their account (identity's erase,
 * removal and anonymisation; docs/decisions.md, "The admin's patients"): the layer's erasure may
 * write, each record's Purge audited as the admin, and no read is served. Who may is the caller's
 * to check first: the account lies in the admin's units only, and their session passed two-factor.
 */
export function closingRecords(deps: Deps, ctx: RequestContext, patientId: string): Scope {
  return new RecordScope(deps, patientId, actorOf(ctx), { kind: 'closing' }, deps.db);
}

/**
 * Whose record of `table` the id (or the unique key `by`) names, or undefined: no more than that (a
 * public link's request, a group's request by its staff reference). The caller then reads it
 * through that patient's scope, which decides access.
 */
export async function recordOwner(deps: Deps, table: RecordTable, id: string, by: 'id' | 'staff_ref' = 'id'): Promise<string | undefined> {
  const spec = tableOf(table);
  const [row] = await deps.db.query<{ owner: string }>(
    sql`SELECT ${raw(spec.patientColumn ?? 'patient_id')} AS owner FROM ${spec.name} WHERE ${raw(by)} = ${id}`,
  );
  return row?.owner;
}
export { listPatients, readPatientAccounts, type ListedPatient, type PatientListKind } from './patient-list';

/**
 * Whether any patient has a record of `table` (in the trash too) that `where` keeps: one yes or no
 * across patients, serving no record (a PROM's deletion is refused while answers name it).
 */
export async function anyRecord(q: Queryable, table: RecordTable, where: Sql): Promise<boolean> {
  const [row] = await q.query<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM ${tableOf(table).name} WHERE ${where}) AS found`);
  return row?.found === true;
}
export { flagsOf, participation, type ParticipantRow } from './participants';
