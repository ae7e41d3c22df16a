import { AdminPatient, PatientSummary, StaffPatientPage, type AdminUserUpdate } from '@symptoms/domain';
import { apiRequest } from './client';

/** Which of the caller's patients a list shows (spec 3 §7 admin/patients, /group, /shared, /activity). */
export const PATIENT_LISTS = ['all', 'group', 'shared', 'activity'] as const;
export type PatientList = (typeof PATIENT_LISTS)[number];

export const patientsKeys = {
  all: ['patients'] as const,
  list: (kind: PatientList, search: string, page: number) => [...patientsKeys.all, 'list', kind, search, page] as const,
  /** A patient's account, as their admin sees it. */
  account: (patientId: string) => [...patientsKeys.all, 'account', patientId] as const,
  /** Everything of one patient (the staff source keys its queries under this). */
  of: (patientId: string) => [...patientsKeys.all, patientId] as const,
  summary: (patientId: string) => [...patientsKeys.all, patientId, 'summary'] as const,
};

export const PATIENTS_PAGE_SIZE = 30;

/** The patients the signed-in staff member may open, by last name, `search` in names or personnummer. */
export function getStaffPatients(kind: PatientList, search: string, page: number, signal?: AbortSignal): Promise<StaffPatientPage> {
  const params = new URLSearchParams({ page: String(page), take: String(PATIENTS_PAGE_SIZE) });
  if (search.trim()) params.set('search', search.trim());
  const list = kind === 'all' ? '' : `/${kind}`;
  return apiRequest(`/api/admin/patients${list}?${params.toString()}`, { signal }, StaffPatientPage);
}

const accountPath = (patientId: string) => `/api/admin/patients/${encodeURIComponent(patientId)}`;

/** A patient of the admin's groups: their account, never their health data. */
export const getAdminPatient = (patientId: string, signal?: AbortSignal) => apiRequest(accountPath(patientId), { signal }, AdminPatient);
export const correctAdminPatient = (patientId: string, body: AdminUserUpdate) =>
  apiRequest(accountPath(patientId), { method: 'PUT', json: body }, AdminPatient);

/** What an admin may do to a patient's account (each needs the admin's two-factor). */
export const patientAccountActions = {
  erase: (patientId: string) => apiRequest<void>(`${accountPath(patientId)}/data`, { method: 'DELETE' }),
  anonymize: (patientId: string) => apiRequest<void>(`${accountPath(patientId)}?anonymize=true`, { method: 'DELETE' }),
  delete: (patientId: string) => apiRequest<void>(accountPath(patientId), { method: 'DELETE' }),
};
export type PatientAccountAction = keyof typeof patientAccountActions;

/** Who the patient is and what the grant opens now; 404 once it opens nothing (a share withdrawn). */
export function getPatientSummary(patientId: string, signal?: AbortSignal): Promise<PatientSummary> {
  return apiRequest(`/api/patients/${encodeURIComponent(patientId)}`, { signal }, PatientSummary);
}
