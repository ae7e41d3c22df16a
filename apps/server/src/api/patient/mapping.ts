import { maskPersonnummer, type Patient } from '@symptoms/domain';
import type { Row } from '../../db/client';

export interface PatientRow extends Row {
  id: string;
  gender: Patient['Gender'];
  model: Patient['Model'];
  birthyear: number | null;
  language: Patient['Language'];
  country: string;
  region: string | null;
  county: string | null;
  municipal: string | null;
  city: string | null;
  area_code: string | null;
  app_version: string | null;
  tutorials_seen: string[];
  advanced_manikin: boolean;
  patient_model_chosen_side: Patient['PatientModelChosenSide'];
  last_active: Date | null;
  version: number;
  first_name: string;
  last_name: string;
  personnummer: string;
}

const PATIENT_COLUMNS = [
  'id',
  'gender',
  'model',
  'birthyear',
  'language',
  'country',
  'region',
  'county',
  'municipal',
  'city',
  'area_code',
  'app_version',
  'tutorials_seen',
  'advanced_manikin',
  'patient_model_chosen_side',
  'last_active',
  'version',
].map((c) => `p.${c}`);

/** Only the columns the profile shows: fewer bytes from the database and less to parse per request. */
export const PATIENT_SELECT = `SELECT ${PATIENT_COLUMNS.join(', ')}, u.first_name, u.last_name, u.personnummer
  FROM patients p JOIN users u ON u.id = p.user_id`;

export function toPatient(row: PatientRow): Patient {
  return {
    Id: row.id,
    Gender: row.gender,
    Model: row.model,
    Birthyear: row.birthyear,
    Language: row.language,
    Country: row.country,
    Region: row.region,
    County: row.county,
    Municipal: row.municipal,
    City: row.city,
    AreaCode: row.area_code,
    Version: row.version,
    FirstName: row.first_name,
    LastName: row.last_name,
    LastActive: row.last_active?.toISOString() ?? null,
    Personnummer: maskPersonnummer(row.personnummer),
    AppVersion: row.app_version,
    TutorialsSeen: row.tutorials_seen,
    AdvancedManikin: row.advanced_manikin,
    PatientModelChosenSide: row.patient_model_chosen_side,
  };
}

/** The audit copy of a profile leaves out the personnummer, even masked. */
export function auditablePatient(patient: Patient): Omit<Patient, 'Personnummer'> {
  const { Personnummer: _omitted, ...rest } = patient;
  return rest;
}
