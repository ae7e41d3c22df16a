/** The staff's patient list (spec 3 §2 admin/patients), a physician's landing path. */
export const PATIENTS_PATH = '/admin/patients';

/** Where the list says why the viewer was sent back (a share withdrawn while its page was open). */
export interface PatientsListState {
  withdrawn?: string;
}
