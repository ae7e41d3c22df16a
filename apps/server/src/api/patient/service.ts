import type { Patient, PatientUpdate } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { ownRecords } from '../../platform/records';
import { toPatient } from './mapping';
import { patientRecords } from './records';

export async function getMyPatient(deps: Deps, ctx: RequestContext): Promise<Patient> {
  const scope = ownRecords(deps, ctx);
  return toPatient(await scope.of(patientRecords).get(scope.patientId));
}

export async function updateMyPatient(deps: Deps, ctx: RequestContext, input: PatientUpdate): Promise<Patient> {
  const scope = ownRecords(deps, ctx);
  const row = await scope.of(patientRecords).update(
    scope.patientId,
    {
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
    { version: input.Version },
  );
  return toPatient(row!);
}

/** Patient record of the caller, or null for a user without one (staff). */
export async function findMyPatient(deps: Deps, ctx: RequestContext): Promise<Patient | null> {
  return ctx.patientId ? getMyPatient(deps, ctx) : null;
}
