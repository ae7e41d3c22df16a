import type { PatientSummary } from '@symptoms/domain';
import type { Scope } from '../../platform/records';
import { toPatient } from '../patient/mapping';
import { patientRecords as patientTable } from '../patient/records';
import { riskFlagsOf } from '../promreports/risk-flags';

/**
 * Who the patient is (an audited read of the profile), which areas the caller's grant opens now,
 * and the risk flags of recent answers when it opens PROM reports (an audited read of those).
 */
export async function patientSummaryOf(scope: Scope): Promise<PatientSummary> {
  const patient = toPatient(await scope.of(patientTable).get(scope.patientId));
  const grant = scope.grant;
  const riskFlags = await riskFlagsOf(scope);
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
    RiskFlags: riskFlags,
  };
}
