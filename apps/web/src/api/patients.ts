import { PatientSummary, StaffPatientPage } from '@symptoms/domain';
import { apiRequest } from './client';

export const patientsKeys = {
  all: ['patients'] as const,
  list: (search: string, page: number) => [...patientsKeys.all, 'list', search, page] as const,
  /** Everything of one patient (the staff source keys its queries under this). */
  of: (patientId: string) => [...patientsKeys.all, patientId] as const,
  summary: (patientId: string) => [...patientsKeys.all, patientId, 'summary'] as const,
};

export const PATIENTS_PAGE_SIZE = 30;

/** The patients the signed-in staff member may open, by last name, `search` in names or personnummer. */
export function getStaffPatients(search: string, page: number, signal?: AbortSignal): Promise<StaffPatientPage> {
  const params = new URLSearchParams({ page: String(page), take: String(PATIENTS_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  return apiRequest(`/api/admin/patients?${params.toString()}`, { signal }, StaffPatientPage);
}

/** Who the patient is and what the grant opens now; 404 once it opens nothing (a share withdrawn). */
export function getPatientSummary(patientId: string, signal?: AbortSignal): Promise<PatientSummary> {
  return apiRequest(`/api/patients/${encodeURIComponent(patientId)}`, { signal }, PatientSummary);
}
