import { PATIENT_ROLES, type AdminPatient, type AdminUserUpdate, type Capability } from '@symptoms/domain';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { readPatientAccounts } from '../../platform/records';
import { unitScope, type UnitScope } from '../../platform/units';
import { USERS_READ, USERS_WRITE } from '../users/admin-access';
import { findUnitUser } from '../users/admin-list';
import { anonymiseUser, deleteUser, eraseUserData, updateStaffUser } from '../users/admin-service';

/**
 * The admin's page of one patient (spec 3 §7: GET, PUT, DELETE admin/patients/{id}, DELETE
 * admin/patients/{id}/data): a patient is the admin's while they hold a patient role in a group the
 * admin administers (any of the organization's for its admin); anyone else is 404. What the admin
 * does goes through the users' service, the same as the users page: one write path per change.
 */

/** The patient `patientId` of the scope's units, as (patient id, user id) rows. */
const patientOfUnits = (scope: UnitScope, patientId: string): Sql =>
  sql`SELECT p.id, p.user_id FROM patients p JOIN users u ON u.id = p.user_id
       WHERE p.id = ${patientId}::uuid AND u.anonymized_date IS NULL
         AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.role_id = ANY(${PATIENT_ROLES}::text[])
                       AND ${scope.where('m.organization_id', 'm.group_id')})`;

type PatientUser = { id: string; user_id: string };

/** The patient's account for a change: found in the admin's units or 404 (nothing is served, so nothing is viewed). */
async function accountFor(deps: Deps, ctx: RequestContext, patientId: string, wanted: Capability): Promise<string> {
  const [row] = await deps.db.query<PatientUser>(patientOfUnits(await unitScope(deps.db, ctx, wanted), patientId));
  if (!row) throw notFound();
  return row.user_id;
}

/** GET admin/patients/{id}: the patient's account as the admin sees it, the read audited in the patient's log. */
export async function readAdminPatient(deps: Deps, ctx: RequestContext, patientId: string): Promise<AdminPatient> {
  const scope = await unitScope(deps.db, ctx, USERS_READ);
  const [row] = await readPatientAccounts<PatientUser>(deps, ctx, patientOfUnits(scope, patientId));
  if (!row) throw notFound();
  return { ...(await findUnitUser(deps.db, ctx, scope, { id: row.user_id })), PatientId: patientId };
}

/** PUT admin/patients/{id}: name, phone and language, as the users page corrects them (audited in the patient's log). */
export async function correctAdminPatient(
  deps: Deps,
  ctx: RequestContext,
  patientId: string,
  input: AdminUserUpdate,
): Promise<AdminPatient> {
  const userId = await accountFor(deps, ctx, patientId, USERS_WRITE);
  return { ...(await updateStaffUser(deps, ctx, userId, input)), PatientId: patientId };
}

/** What an anonymised patient of the admin's keeps: nothing of the person, and their study references (the data stays in the group's studies). */
const KEEP_REFERENCE_ONLY = { Age: false, Gender: false, AreaCode: false, City: false, Region: false, Reference: true };

/** DELETE admin/patients/{id}: the account and all its data go; with `anonymize` the health data stays without the person. */
export async function removeAdminPatient(deps: Deps, ctx: RequestContext, patientId: string, anonymize: boolean): Promise<void> {
  const userId = await accountFor(deps, ctx, patientId, USERS_WRITE);
  if (anonymize) await anonymiseUser(deps, ctx, userId, KEEP_REFERENCE_ONLY, 'patient');
  else await deleteUser(deps, ctx, userId, 'patient');
}

/** DELETE admin/patients/{id}/data: every health record goes; the account stays with a new empty patient. */
export async function eraseAdminPatientData(deps: Deps, ctx: RequestContext, patientId: string): Promise<void> {
  await eraseUserData(deps, ctx, await accountFor(deps, ctx, patientId, USERS_WRITE), 'patient');
}
