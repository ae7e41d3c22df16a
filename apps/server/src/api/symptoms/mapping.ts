import { SymptomEvents, type Symptom, type SymptomReportRef } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { tableTrashable, type Changed, type TrashableType, type TrashRow } from '../../platform/trash';

export interface SymptomRow extends Row {
  id: string;
  patient_id: string;
  name: string;
  description: string | null;
  model: 'male' | 'female';
  type: Symptom['Type'];
  is_from_snomed: boolean;
  index: number;
  created_date: Date;
  modified_date: Date;
  closed_date: Date | null;
  version: number;
}

export const SYMPTOM_COLUMNS =
  'id, patient_id, name, description, model, type, is_from_snomed, index, created_date, modified_date, closed_date, version';

/** A symptom with its reports (in live reports only), oldest first, as json text from SQL. */
export interface LoadedSymptomRow extends SymptomRow {
  reports: { SymptomReportId: string; CreatedDate: string; Intensity: number }[] | null;
}

/** SELECT list of a symptom named `s` with its reports in the patient's live reports (symptom_reports_symptoms GIN index). */
export const LOADED_SYMPTOM_SELECT = `s.id, s.patient_id, s.name, s.description, s.model, s.type, s.is_from_snomed, s.index,
  s.created_date, s.modified_date, s.closed_date, s.version,
  (SELECT json_agg(json_build_object('SymptomReportId', r.id, 'CreatedDate', r.created_date, 'Intensity', (e ->> 'Intensity')::int)
                   ORDER BY r.created_date, r.id)
     FROM symptom_reports r CROSS JOIN LATERAL jsonb_array_elements(r.symptoms) e
    WHERE r.patient_id = s.patient_id AND r.deleted_date IS NULL AND r.symptom_ids @> ARRAY[s.id] AND e ->> 'SymptomId' = s.id::text) AS reports`;

export function toSymptom(row: LoadedSymptomRow): Symptom {
  return {
    Id: row.id,
    Name: row.name,
    Description: row.description,
    Model: row.model,
    Type: row.type,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
    ClosedDate: row.closed_date ? row.closed_date.toISOString() : null,
    IsClosed: row.closed_date !== null,
    Reports: (row.reports ?? []).map((r): SymptomReportRef => ({
      SymptomReportId: r.SymptomReportId,
      CreatedDate: new Date(r.CreatedDate).toISOString(),
      Intensity: r.Intensity,
    })),
    Version: row.version,
    IsFromSnomed: row.is_from_snomed,
    Index: row.index,
  };
}

/** What audit rows keep of a symptom: identity, version, state and dates, never its name or description. */
export function auditableSymptom(row: SymptomRow): Record<string, unknown> {
  return {
    Id: row.id,
    Version: row.version,
    Type: row.type,
    Closed: row.closed_date !== null,
    CreatedDate: row.created_date.toISOString(),
    ModifiedDate: row.modified_date.toISOString(),
  };
}

/** The patient's symptoms with these ids, by id. */
export async function symptomsById(q: Queryable, patientId: string, ids: readonly string[]): Promise<Map<string, SymptomRow>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<SymptomRow>(`SELECT ${SYMPTOM_COLUMNS} FROM symptoms WHERE id = ANY($1::uuid[]) AND patient_id = $2`, [
    [...new Set(ids)],
    patientId,
  ]);
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * What purging a symptom does to the reports that mark it: its entries are removed from them (live
 * and deleted reports alike); a report that marks nothing else is removed for good, since a report
 * without symptoms cannot exist. Reports are touched only here, never while the symptom sits in the
 * trash. Answers the ids of the reports changed and removed, for the symptom's audit row.
 */
async function purgeSymptomEntries(tx: Queryable, patientId: string, symptomId: string): Promise<{ Changed: string[]; Removed: string[] }> {
  const removed = await tx.query<{ id: string }>(
    'DELETE FROM symptom_reports WHERE patient_id = $1 AND symptom_ids <@ ARRAY[$2::uuid] RETURNING id',
    [patientId, symptomId],
  );
  const changed = await tx.query<{ id: string }>(
    `UPDATE symptom_reports r SET
       symptoms = (SELECT jsonb_agg(x.e ORDER BY x.o) FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o)
                    WHERE x.e ->> 'SymptomId' <> $2::text),
       marks = ARRAY(SELECT y.m FROM unnest(r.marks, r.symptom_ids) WITH ORDINALITY AS y(m, u, o) WHERE y.u <> $2::uuid ORDER BY y.o),
       symptom_ids = ARRAY(SELECT y.u FROM unnest(r.symptom_ids) WITH ORDINALITY AS y(u, o) WHERE y.u <> $2::uuid ORDER BY y.o),
       symptom_count = r.symptom_count - cardinality(array_positions(r.symptom_ids, $2::uuid)),
       version = r.version + 1
     WHERE r.patient_id = $1 AND r.symptom_ids @> ARRAY[$2::uuid] RETURNING r.id`,
    [patientId, symptomId],
  );
  return { Changed: changed.map((r) => r.id).sort(), Removed: removed.map((r) => r.id).sort() };
}

const trashTable = tableTrashable<SymptomRow & TrashRow>({
  resourceType: 'Symptom',
  table: 'symptoms',
  // A restored symptom comes back as it was (closed): clients reload it as they do after an update.
  events: { restored: SymptomEvents.updated, deleted: SymptomEvents.deleted },
  eventIdKey: 'SymptomId',
  columns: ['name', 'type', 'closed_date', 'created_date', 'modified_date', 'version'],
  describe: (row) => row.name,
  snapshot: (row) => auditableSymptom(row),
});

/**
 * Symptoms in the trash, described by their name. Only a closed symptom is deleted (the service
 * checks it, the table's CHECK keeps it). While it is in the trash its reports are untouched; a
 * purge, by the patient or by the purge job, also removes its entries from the reports, and the
 * purge's audit row lists the reports that changed or went with it.
 */
export const symptomTrash: TrashableType = {
  ...trashTable,
  async purge(tx, patientId, ids) {
    const purged = await trashTable.purge(tx, patientId, ids);
    const out: Changed[] = [];
    for (const item of purged) {
      const reports = await purgeSymptomEntries(tx, patientId, item.id);
      out.push({ id: item.id, snapshot: { ...(item.snapshot as object), Reports: reports } });
    }
    return out;
  },
  async purgeExpired(tx, limit) {
    const purged = await trashTable.purgeExpired(tx, limit);
    const out: (Changed & { patientId: string })[] = [];
    for (const item of purged) {
      const reports = await purgeSymptomEntries(tx, item.patientId, item.id);
      out.push({ ...item, snapshot: { ...(item.snapshot as object), Reports: reports } });
    }
    return out;
  },
};
