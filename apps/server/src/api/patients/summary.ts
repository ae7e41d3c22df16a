import type { PatientSummary } from '@symptoms/domain';
import type { Scope } from '../../platform/records';
import { toPatient } from '../patient/mapping';
import { patientRecords as patientTable } from '../patient/records';

/** Who the patient is (an audited read of the profile) and which areas the caller's grant opens now. */
export async function patientSummaryOf(scope: Scope): Promise<PatientSummary> {
  const patient = toPatient(await scope.of(patientTable).get(scope.patientId));
  const grant = scope.grant;
  return {
    Patient: patient,
    Access: {
      StatusReports: scope.may('statusreports', 'read'),
      SymptomReports: scope.may('symptomreports', 'read'),
      PromReports: scope.may('promreports', 'read'),
      Notes: scope.may('notes', 'read'),
    },
    Shared: grant?.share != null,
    GroupPatient: grant?.group != null,
  };
}
