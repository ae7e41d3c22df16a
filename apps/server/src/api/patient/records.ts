import { raw, sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords } from '../../platform/records';
import type { PatientRow } from './mapping';

const user = (column: string) => sql`(SELECT u.${raw(column)} FROM users u WHERE u.id = patients.user_id)`;

/**
 * The patient's profile (migration 0001): the patients row itself, with the names and personnummer
 * of its user. Created with the account (identity), changed here; never deleted by the layer.
 */
export const patientRecords = defineRecords<PatientRow>({
  area: 'patient',
  resourceType: 'Patient',
  table: 'patients',
  patientColumn: 'id',
  columns: [
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
  ],
  computed: { first_name: user('first_name'), last_name: user('last_name'), personnummer: user('personnummer') },
  // The profile without the person: no name, and of the facts anonymisation may take away only whether they are given.
  audit: sql`jsonb_build_object('Id', id, 'Model', model, 'Language', language, 'HasBirthyear', birthyear IS NOT NULL,
    'HasGender', gender <> 'undefined', 'HasAreaCode', area_code IS NOT NULL, 'HasCity', city IS NOT NULL,
    'HasRegion', coalesce(region, county, municipal) IS NOT NULL, 'Version', version, 'LastActive', ${isoText('last_active')},
    'AppVersion', app_version, 'TutorialsSeen', to_jsonb(tutorials_seen), 'AdvancedManikin', advanced_manikin,
    'PatientModelChosenSide', patient_model_chosen_side)`,
});
