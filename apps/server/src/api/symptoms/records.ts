import { SymptomEvents } from '@symptoms/domain';
import { sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords, type Scope } from '../../platform/records';
import { symptomReportRecords } from '../symptomreports/records';
import type { SymptomRow } from './mapping';

/**
 * The patient's symptoms (migration 0007). Reports create them; an ended symptom can be deleted
 * into the trash. Names are unique per patient in any letter case among the open ones (`name_key`).
 */
export const symptomRecords = defineRecords<SymptomRow, 'SymptomId'>({
  area: 'symptoms',
  resourceType: 'Symptom',
  table: 'symptoms',
  columns: [
    'id',
    'patient_id',
    'name',
    'name_key',
    'description',
    'model',
    'type',
    'is_from_snomed',
    'index',
    'created_date',
    'modified_date',
    'closed_date',
    'version',
  ],
  // Identity, version, state and dates, never its name or description.
  audit: sql`jsonb_build_object('Id', id, 'Version', version, 'Type', type, 'Closed', closed_date IS NOT NULL,
    'CreatedDate', ${isoText('created_date')}, 'ModifiedDate', ${isoText('modified_date')})`,
  // A restored symptom comes back as it was (ended): clients reload it as after a change.
  events: { idKey: 'SymptomId', ...SymptomEvents },
  trash: { resourceType: 'Symptom', describe: (row) => row.name, restoredEvent: SymptomEvents.updated, beforePurge: purgeSymptomEntries },
  // A symptom named before the patient joined a group is the group's to see once a report made since marks it.
  since: (t, since) =>
    sql`(${t}.created_date >= ${since} OR EXISTS (SELECT 1 FROM symptom_reports r WHERE r.patient_id = ${t}.patient_id
          AND r.symptom_ids @> ARRAY[${t}.id] AND r.deleted_date IS NULL AND r.created_date >= ${since}))`,
});

/** A symptom's reports (in the live reports the caller may see), oldest first: what its screen shows (symptom_reports_symptoms GIN index). */
export const withReports = (scope: Scope) =>
  sql`(SELECT json_agg(json_build_object('SymptomReportId', r.id, 'CreatedDate', r.created_date, 'Intensity', (e ->> 'Intensity')::int)
                   ORDER BY r.created_date, r.id)
     FROM symptom_reports r CROSS JOIN LATERAL jsonb_array_elements(r.symptoms) e
    WHERE ${scope.visible(symptomReportRecords, { alias: 'r' })} AND r.symptom_ids @> ARRAY[symptoms.id]
      AND e ->> 'SymptomId' = symptoms.id::text) AS reports`;

/**
 * What purging symptoms does to the reports that mark them: their entries are removed from the
 * reports (live and deleted alike); a report that marks nothing else goes for good, since a report
 * without symptoms cannot exist. Reports are touched only here, never while a symptom is in the
 * trash. Answers, per symptom, the reports changed and removed, which its Purge audit row keeps.
 */
async function purgeSymptomEntries(scope: Scope, ids: readonly string[]): Promise<Map<string, Record<string, unknown>>> {
  const purgeable = await scope.own<{ id: string }>(
    sql`SELECT id FROM symptoms WHERE id = ANY(${ids}) AND patient_id = ${scope.patient} AND deleted_date IS NOT NULL`,
  );
  const out = new Map<string, Record<string, unknown>>();
  for (const { id } of purgeable) {
    // Recorded in the symptom's Purge audit row, which the purge writes next.
    const removed = await scope.own<{ id: string }>(
      sql`DELETE FROM symptom_reports WHERE patient_id = ${scope.patient} AND symptom_ids <@ ARRAY[${id}::uuid] RETURNING id`,
    );
    const changed = await scope.own<{ id: string }>(
      sql`UPDATE symptom_reports r SET
            symptoms = (SELECT jsonb_agg(x.e ORDER BY x.o) FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o)
                         WHERE x.e ->> 'SymptomId' <> ${id}::text),
            marks = ARRAY(SELECT y.m FROM unnest(r.marks, r.symptom_ids) WITH ORDINALITY AS y(m, u, o) WHERE y.u <> ${id}::uuid ORDER BY y.o),
            symptom_ids = ARRAY(SELECT y.u FROM unnest(r.symptom_ids) WITH ORDINALITY AS y(u, o) WHERE y.u <> ${id}::uuid ORDER BY y.o),
            symptom_count = r.symptom_count - cardinality(array_positions(r.symptom_ids, ${id}::uuid)),
            version = r.version + 1
          WHERE r.patient_id = ${scope.patient} AND r.symptom_ids @> ARRAY[${id}::uuid] RETURNING r.id`,
    );
    out.set(id, { Reports: { Changed: changed.map((r) => r.id).sort(), Removed: removed.map((r) => r.id).sort() } });
  }
  return out;
}
