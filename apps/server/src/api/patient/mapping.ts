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
