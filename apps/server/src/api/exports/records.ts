import type { ExportKind } from '@symptoms/domain';
import { EMPTY, raw, sql, type Sql } from '../../db/sql';
import type { RequestContext } from '../../platform/context';
import type { GroupRecords, RecordTable } from '../../platform/records';
import { noteRecords } from '../notes/records';
import { patientRecords } from '../patient/records';
import { promReportRecords } from '../promreports/records';
import { symptomReportRecords } from '../symptomreports/records';

/**
 * What an export reads: the group's consenting participants' records, through the caller's
 * cohort (`groupRecords(…, 'export')`), batch by batch in one statement over all participants, on
 * each table's (patient_id, created_date, id) index. Every batch writes its View rows, one per
 * participant, in the same statement (docs/decisions.md, "A cohort read").
 */

/** An export that is logged takes only participants it has not exported yet (`export_log`). */
function notExported(ctx: RequestContext, kind: ExportKind, unlogged: boolean, alias: string, column = 'patient_id'): Sql {
  return unlogged
    ? sql` AND NOT EXISTS (SELECT 1 FROM export_log l WHERE l.group_id = ${ctx.groupId} AND l.kind = ${kind} AND l.patient_id = ${raw(`${alias}.${column}`)})`
    : EMPTY;
}

export interface Subject {
  [key: string]: unknown;
  id: string;
  patient_id: string;
  personnummer: string | null;
  first_name: string;
  last_name: string;
  cohort_joined: Date;
}

/**
 * Who the participants to export are (a read of each one's profile: a View of Patient each), by
 * patient id; only those of `patientIds` when given (the participants a batch of records names).
 */
export function subjects(
  cohort: GroupRecords,
  ctx: RequestContext,
  kind: ExportKind,
  unlogged: boolean,
  patientIds?: readonly string[],
): Promise<Subject[]> {
  const among = patientIds ? sql` AND patients.id = ANY(${[...patientIds]}::uuid[])` : EMPTY;
  return cohort.read<Subject>(
    patientRecords,
    (rows) => sql`SELECT patients.id, patients.id AS patient_id, ${patientRecords.computed!.personnummer!} AS personnummer,
                         ${patientRecords.computed!.first_name!} AS first_name, ${patientRecords.computed!.last_name!} AS last_name,
                         patients.cohort_joined
                    FROM ${rows} patients
                   WHERE true${among}${notExported(ctx, kind, unlogged, 'patients', 'id')}
                   ORDER BY patients.id`,
  );
}

/** A half-open time range [from, to); null ends are open. */
export interface TimeRange {
  from: Date | null;
  to: Date | null;
}

const inRange = (range: TimeRange, column: Sql) =>
  sql`(${range.from}::timestamptz IS NULL OR ${column} >= ${range.from}::timestamptz)
  AND (${range.to}::timestamptz IS NULL OR ${column} < ${range.to}::timestamptz)`;

/**
 * Where a batch starts: the participant it reads, and after which of their records (created_date as
 * PostgreSQL's text, to the microsecond, and id), or from their first.
 */
export interface Cursor {
  patient: string;
  after: { created: string; id: string } | null;
}

/**
 * One participant's records after the cursor, oldest first: a range of the tables'
 * (patient_id, created_date DESC, id DESC) index, so a batch starts where the last one ended
 * whatever the depth. (A statement over all participants at once joined every record of the
 * cohort before it could cut a batch: 100 ms a batch of 1,000 among 100,000, against 12 ms.)
 */
const within = (cursor: Cursor, alias: string) => {
  const t = raw(alias);
  const after = cursor.after
    ? sql` AND (${t}.created_date, ${t}.id) > (${cursor.after.created}::timestamptz, ${cursor.after.id}::uuid)`
    : EMPTY;
  return sql` AND ${t}.patient_id = ${cursor.patient}::uuid${after}`;
};
const BATCH_ORDER = (alias: string) => raw(`ORDER BY ${alias}.created_date, ${alias}.id`);

interface PromReportExportRow {
  [key: string]: unknown;
  id: string;
  patient_id: string;
  prom_id: string;
  language_id: string;
  answers: unknown;
  created_date: Date;
  /** created_date to the microsecond (a Date keeps milliseconds): where the next batch starts. */
  created_key: string;
  completed_date: Date | null;
  score: number | null;
  normalized_score: number | null;
}

/** One batch of the participants' live reports of PROM `promId` in the range. */
export function promReportBatch(
  cohort: GroupRecords,
  scope: { ctx: RequestContext; kind: ExportKind; unlogged: boolean },
  promId: string,
  range: TimeRange,
  cursor: Cursor,
  take: number,
): Promise<PromReportExportRow[]> {
  return cohort.read<PromReportExportRow>(
    promReportRecords,
    (rows) =>
      sql`SELECT r.id, r.patient_id, r.prom_id, r.language_id, r.answers, r.created_date, r.created_date::text AS created_key,
                 r.completed_date, r.score, r.normalized_score
            FROM ${rows} r
           WHERE r.prom_id = ${promId} AND ${inRange(range, raw('r.created_date'))}${within(cursor, 'r')}${notExported(scope.ctx, scope.kind, scope.unlogged, 'r')}
           ${BATCH_ORDER('r')} ${raw(`LIMIT ${Math.trunc(take)}`)}`,
  );
}

interface SymptomReportExportRow {
  [key: string]: unknown;
  id: string;
  patient_id: string;
  model: string;
  created_date: Date;
  created_key: string;
  /** Each symptom of the report with its name (never its note or marks). */
  symptoms: {
    SymptomId: string;
    Name: string | null;
    Type: string | null;
    BodyPart: string | null;
    Side: string | null;
    Intensity: number | null;
  }[];
}

/** One batch of the participants' live symptom reports in the range. */
export function symptomReportBatch(
  cohort: GroupRecords,
  scope: { ctx: RequestContext; kind: ExportKind; unlogged: boolean },
  range: TimeRange,
  cursor: Cursor,
  take: number,
): Promise<SymptomReportExportRow[]> {
  return cohort.read<SymptomReportExportRow>(
    symptomReportRecords,
    (rows) =>
      sql`SELECT r.id, r.patient_id, r.model, r.created_date, r.created_date::text AS created_key,
                 (SELECT coalesce(json_agg(json_build_object('SymptomId', e->>'SymptomId', 'Name', s.name, 'Type', e->>'Type',
                           'BodyPart', e->>'BodyPart', 'Side', e->>'Side', 'Intensity', (e->>'Intensity')::int) ORDER BY o), '[]')
                    FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o)
                    LEFT JOIN symptoms s ON s.id = (e->>'SymptomId')::uuid AND s.patient_id = r.patient_id) AS symptoms
            FROM ${rows} r
           WHERE ${inRange(range, raw('r.created_date'))}${within(cursor, 'r')}${notExported(scope.ctx, scope.kind, scope.unlogged, 'r')}
           ${BATCH_ORDER('r')} ${raw(`LIMIT ${Math.trunc(take)}`)}`,
  );
}

interface NoteExportRow {
  [key: string]: unknown;
  id: string;
  patient_id: string;
  content: string;
  created_date: Date;
  created_key: string;
  modified_date: Date;
}

/**
 * One batch of the participants' live notes in the range: the cohort opens a participant's notes
 * only while a contract they consented to names notes (participants.ts), so the others give none.
 */
export function noteBatch(
  cohort: GroupRecords,
  scope: { ctx: RequestContext; kind: ExportKind; unlogged: boolean },
  range: TimeRange,
  cursor: Cursor,
  take: number,
): Promise<NoteExportRow[]> {
  return cohort.read<NoteExportRow>(
    noteRecords,
    (rows) =>
      sql`SELECT r.id, r.patient_id, r.content, r.created_date, r.created_date::text AS created_key, r.modified_date
            FROM ${rows} r
           WHERE ${inRange(range, raw('r.created_date'))}${within(cursor, 'r')}${notExported(scope.ctx, scope.kind, scope.unlogged, 'r')}
           ${BATCH_ORDER('r')} ${raw(`LIMIT ${Math.trunc(take)}`)}`,
  );
}

const RECORDS_OF: Record<Exclude<ExportKind, 'subject-information'>, RecordTable> = {
  promreports: promReportRecords,
  'promreports-mapped': promReportRecords,
  symptomreports: symptomReportRecords,
  notes: noteRecords,
};

/** How many records of a kind the participants have in the range: a count serves no record (no View row). */
export function countRecords(
  cohort: GroupRecords,
  scope: { ctx: RequestContext; kind: ExportKind; unlogged: boolean },
  range: TimeRange,
): Promise<{ participants: number; rows: number }> {
  if (scope.kind === 'subject-information')
    return cohort.count(patientRecords, sql`true${notExported(scope.ctx, scope.kind, scope.unlogged, 'r', 'id')}`);
  const table = RECORDS_OF[scope.kind];
  const groupProms =
    table === promReportRecords ? sql` AND r.prom_id IN (SELECT prom_id FROM prom_groups WHERE group_id = ${scope.ctx.groupId})` : EMPTY;
  return cohort.count(
    table,
    sql`${inRange(range, raw('r.created_date'))}${groupProms}${notExported(scope.ctx, scope.kind, scope.unlogged, 'r')}`,
  );
}
