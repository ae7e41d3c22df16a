import { capability } from '@symptoms/domain';

/** The staff's patient list (spec 3 §2 admin/patients), a physician's landing path. */
export const PATIENTS_PATH = '/admin/patients';

/** Where the list says why the viewer was sent back (a share withdrawn while its page was open). */
export interface PatientsListState {
  withdrawn?: string;
}

/** An admin's page of a patient's account (spec 3 §7 admin/patients/{id}): read, correct, erase or anonymise. */
export const patientAccountPath = (patientId: string) => `${PATIENTS_PATH}/${encodeURIComponent(patientId)}/account`;

/** An admin manages the accounts of their groups' patients (the users capability), never reading what they reported. */
export const PATIENT_ACCOUNTS = capability('users', 'read', 'group');
