import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PatientAccess } from '@symptoms/domain';

/**
 * Whose records a screen shows: the signed-in patient's own (`my/...`), or a patient's as staff
 * see them under a grant (`patients/{id}/...`, read-only). The patient's screens and components
 * read this instead of naming `my/...`, so the staff view is the same components pointed elsewhere.
 */
interface PatientSource {
  /** null: the signed-in patient's own records. */
  patientId: string | null;
  /** Where reads go: `/api/my` or `/api/patients/{id}`. */
  base: string;
  /** Staff read; nothing is reported, changed or deleted. */
  readOnly: boolean;
  /** What the grant opens (null for the patient's own: everything). */
  access: PatientAccess | null;
  /** The query key under this source (the own keys start with `my`). */
  key(key: readonly unknown[]): readonly unknown[];
  /** The screen an own path stands for here, or null where there is none (reporting, editing). */
  path(own: string): string | null;
}

export const MY_BASE = '/api/my';

const OWN_SOURCE: PatientSource = {
  patientId: null,
  base: MY_BASE,
  readOnly: false,
  access: null,
  key: (key) => key,
  path: (own) => own,
};

/** The staff screens of a patient (spec 3 §2: /admin/patients/{patientId} and its children). */
export const staffPatientPath = (patientId: string, child = 'dashboard') => `/admin/patients/${encodeURIComponent(patientId)}/${child}`;

/** The patient's own screens that have a staff counterpart, and which. */
const STAFF_PATHS: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^\/statusreport\/graph\/([\w-]+)$/, (m) => `overview/${m[1]}`],
  [/^\/statusreport\/graph$/, () => 'overview'],
  [/^\/statusreports$/, () => 'statusreports'],
  [/^\/statusreport\/([0-9a-f-]{36})$/, (m) => `statusreports/${m[1]}`],
  [/^\/symptom\/([\w-]+)$/, (m) => `symptom/${m[1]}`],
  [/^\/promreports\/prom\/([\w-]+)$/, (m) => `promreports/prom/${m[1]}`],
  [/^\/promreport\/edit\/[\w-]+\/([0-9a-f-]{36})$/, (m) => `promreports/${m[1]}`],
  [/^\/proms$/, () => 'promreports'],
  [/^\/(welcome)?$/, () => 'dashboard'],
];

export function staffSource(patientId: string, access: PatientAccess | null): PatientSource {
  return {
    patientId,
    base: `/api/patients/${encodeURIComponent(patientId)}`,
    readOnly: true,
    access,
    key: (key) => (key[0] === 'my' ? ['patients', patientId, ...key.slice(1)] : ['patients', patientId, ...key]),
    path(own) {
      for (const [pattern, to] of STAFF_PATHS) {
        const match = own.match(pattern);
        if (match) return staffPatientPath(patientId, to(match));
      }
      return null;
    },
  };
}

export const PatientSourceContext = createContext<PatientSource>(OWN_SOURCE);

export const usePatientSource = (): PatientSource => useContext(PatientSourceContext);

/**
 * A namespace's texts as this source needs them: where staff read a patient's records, a text
 * written to the patient ("your status reports") has a `<key>_staff` form ("status reports"),
 * and i18next falls back to the plain key where none is needed.
 */
export function useSourceTranslation(namespace: string) {
  const translation = useTranslation(namespace);
  const { readOnly } = usePatientSource();
  const base = translation.t;
  const t = useMemo(
    () => (readOnly ? (((key: string, options?: object) => base(key, { context: 'staff', ...options })) as unknown as typeof base) : base),
    [readOnly, base],
  );
  return { ...translation, t };
}
