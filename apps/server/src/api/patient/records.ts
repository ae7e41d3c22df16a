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
  // The profile as the API answers it, without the personnummer (not even masked).
  audit: sql`jsonb_build_object('Id', id, 'Gender', gender, 'Model', model, 'Birthyear', birthyear, 'Language', language,
    'Country', country, 'Region', region, 'County', county, 'Municipal', municipal, 'City', city, 'AreaCode', area_code,
    'Version', version, 'FirstName', ${user('first_name')}, 'LastName', ${user('last_name')}, 'LastActive', ${isoText('last_active')},
    'AppVersion', app_version, 'TutorialsSeen', to_jsonb(tutorials_seen), 'AdvancedManikin', advanced_manikin,
    'PatientModelChosenSide', patient_model_chosen_side)`,
});
