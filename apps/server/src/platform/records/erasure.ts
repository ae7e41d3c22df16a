import { sql } from '../../db/sql';
import { internal, type Scope } from './scope';

/**
 * The end of a patient's data when the person leaves (spec 2 §1: delete, or keep anonymised).
 * Both run in the caller's transaction (`scope.transaction`), through each area's declared table.
 */

/**
 * Removes all the patient's records, every area's, and the patient row. The audit log stays: it is
 * append-only, and its rows hold who did what and when by ids, never free text, answers, names or
 * file names (decisions: Accounts; Erasure reaches everything).
 */
export async function erasePatient(scope: Scope): Promise<void> {
  for (const table of scope.deps.catalog.tables) {
    if (table.patientColumn !== 'id') await scope.of(table).eraseAll();
  }
  await internal(scope).run(sql`DELETE FROM patients WHERE id = ${scope.patient}`);
}

/** What an anonymised patient keeps of the person (spec 2 §3, anonymise options). */
interface KeptAboutPerson {
  Age: boolean;
  Gender: boolean;
  AreaCode: boolean;
  City: boolean;
  Region: boolean;
}

/** What anonymisation erases: free text and files, which may name anyone, and PROM requests, which others wrote about the person. */
const ABOUT_THE_PERSON = new Set(['notes', 'uploads', 'promrequests']);

/**
 * Keeps the health data without the person: free text and files (notes, uploads) and the requests
 * others made of them (their purpose and callback are about the person) go; the profile keeps only
 * what the person chose.
 */
export async function anonymisePatient(scope: Scope, keep: KeptAboutPerson): Promise<void> {
  for (const table of scope.deps.catalog.tables) {
    if (ABOUT_THE_PERSON.has(table.area)) await scope.of(table).eraseAll();
  }
  await internal(scope).run(
    sql`UPDATE patients SET
          birthyear = CASE WHEN ${keep.Age} THEN birthyear END,
          gender = CASE WHEN ${keep.Gender} THEN gender ELSE 'undefined' END,
          area_code = CASE WHEN ${keep.AreaCode} THEN area_code END,
          city = CASE WHEN ${keep.City} THEN city END,
          region = CASE WHEN ${keep.Region} THEN region END,
          county = CASE WHEN ${keep.Region} THEN county END,
          municipal = CASE WHEN ${keep.Region} THEN municipal END,
          app_version = NULL, tutorials_seen = '{}', last_active = NULL,
          version = version + 1, modified_date = now()
        WHERE id = ${scope.patient}`,
  );
}
