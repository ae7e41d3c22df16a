import type { Patient, PatientUpdate } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import { PATIENT_SELECT, auditablePatient, toPatient, type PatientRow } from './mapping';

async function loadOwnPatient(q: Queryable, ctx: RequestContext): Promise<Patient> {
  const patientId = requirePatientId(ctx);
  const [row] = await q.query<PatientRow>(`${PATIENT_SELECT} WHERE p.id = $1 AND p.user_id = $2`, [patientId, ctx.userId]);
  if (!row) throw notFound();
  return toPatient(row);
}

export function getMyPatient(deps: Deps, ctx: RequestContext): Promise<Patient> {
  return loadOwnPatient(deps.db, ctx);
}

export async function updateMyPatient(deps: Deps, ctx: RequestContext, input: PatientUpdate): Promise<Patient> {
  const patientId = requirePatientId(ctx);
  return deps.db.transaction(async (tx) => {
    const before = await loadOwnPatient(tx, ctx);
    await updateVersioned(tx, {
      table: 'patients',
      id: patientId,
      version: input.Version,
      where: { user_id: ctx.userId },
      set: {
        gender: input.Gender,
        model: input.Model,
        birthyear: input.Birthyear,
        language: input.Language,
        country: input.Country,
        region: input.Region,
        county: input.County,
        municipal: input.Municipal,
        city: input.City,
        area_code: input.AreaCode,
        app_version: input.AppVersion,
        tutorials_seen: input.TutorialsSeen,
        advanced_manikin: input.AdvancedManikin,
        patient_model_chosen_side: input.PatientModelChosenSide,
      },
    });
    const after = await loadOwnPatient(tx, ctx);
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'Patient',
      resourceId: patientId,
      action: 'Update',
      before: auditablePatient(before),
      after: auditablePatient(after),
    });
    return after;
  });
}

/** Patient record of the caller, or null for a user without one (staff). */
export async function findMyPatient(deps: Deps, ctx: RequestContext): Promise<Patient | null> {
  return ctx.patientId ? loadOwnPatient(deps.db, ctx) : null;
}
