import { PATIENT_ROLES, type ExportKind } from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import { EMPTY, raw, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { Scope } from '../../platform/records';

/**
 * What an export reads. A group's participants are the patients holding a patient role in the
 * caller's active group; each participant's records are read through a scope of the caller over
 * that patient (the export capability is the grant: docs/decisions.md, "Exports"), batch by batch
 * on the table's index, and every record served writes its View row before it leaves.
 */

/** The caller's scope over one participant of their active group: reads are audited as the caller's. */
export function exportScope(deps: Deps, ctx: RequestContext, patientId: string): Scope {
  return new Scope(deps, patientId, actorOf(ctx), { kind: 'other', role: ctx.role, grant: { share: null, groupPatient: true } }, deps.db);
}

export interface Participant extends Row {
  patient_id: string;
  personnummer: string;
  first_name: string;
  last_name: string;
  joined_date: Date;
}

/** The participants of the caller's active group, by patient id; with `unlogged`, only those this kind has not exported. */
export function participants(q: Queryable, ctx: RequestContext, kind: ExportKind, unlogged: boolean): Promise<Participant[]> {
  const notLogged = unlogged
    ? sql` AND NOT EXISTS (SELECT 1 FROM export_log l WHERE l.group_id = ${ctx.groupId} AND l.kind = ${kind} AND l.patient_id = p.id)`
    : EMPTY;
  return q.query<Participant>(
    sql`SELECT p.id AS patient_id, u.personnummer, u.first_name, u.last_name, min(m.joined_date) AS joined_date
          FROM memberships m JOIN users u ON u.id = m.user_id JOIN patients p ON p.user_id = u.id
         WHERE m.organization_id = ${ctx.organizationId} AND m.group_id = ${ctx.groupId}
           AND m.role_id = ANY(${PATIENT_ROLES}::text[])${notLogged}
         GROUP BY p.id, u.personnummer, u.first_name, u.last_name
         ORDER BY p.id`,
  );
}

/** Marks participants as exported by this kind (a second mark of the same one changes nothing). */
export async function markExported(q: Queryable, ctx: RequestContext, kind: ExportKind, patientIds: readonly string[]): Promise<void> {
  if (patientIds.length === 0) return;
  await q.query(
    sql`INSERT INTO export_log (group_id, kind, patient_id, exported_by)
        SELECT ${ctx.groupId}, ${kind}, unnest(${[...patientIds]}::uuid[]), ${ctx.userId}::uuid
        ON CONFLICT DO NOTHING`,
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

/** Where the previous batch ended (keyset on created_date, id); the time as PostgreSQL's text, to the microsecond. */
export interface Cursor {
  created: string;
  id: string;
}

const after = (cursor: Cursor | null, table: string) =>
  cursor ? sql` AND (${raw(table)}.created_date, ${raw(table)}.id) > (${cursor.created}::timestamptz, ${cursor.id}::uuid)` : EMPTY;

export interface PromReportExportRow extends Row {
  id: string;
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

/** One batch of the participant's live reports of PROM `promId` in the range, oldest first; each served is audited. */
export async function promReportBatch(
  scope: Scope,
  promId: string,
  range: TimeRange,
  cursor: Cursor | null,
  take: number,
): Promise<PromReportExportRow[]> {
  const rows = await scope.query<PromReportExportRow>(
    sql`SELECT id, prom_id, language_id, answers, created_date, created_date::text AS created_key, completed_date, score, normalized_score
          FROM prom_reports
         WHERE patient_id = ${scope.patient} AND deleted_date IS NULL AND prom_id = ${promId}
           AND ${inRange(range, raw('created_date'))}${after(cursor, 'prom_reports')}
         ORDER BY created_date, id ${raw(`LIMIT ${Math.trunc(take)}`)}`,
  );
  await scope.served(
    'PromReport',
    rows.map((r) => r.id),
  );
  return rows;
}

export interface SymptomReportExportRow extends Row {
  id: string;
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

/** One batch of the participant's live symptom reports in the range, oldest first; each served is audited. */
export async function symptomReportBatch(
  scope: Scope,
  range: TimeRange,
  cursor: Cursor | null,
  take: number,
): Promise<SymptomReportExportRow[]> {
  const rows = await scope.query<SymptomReportExportRow>(
    sql`SELECT r.id, r.model, r.created_date, r.created_date::text AS created_key,
               (SELECT coalesce(json_agg(json_build_object('SymptomId', e->>'SymptomId', 'Name', s.name, 'Type', e->>'Type',
                         'BodyPart', e->>'BodyPart', 'Side', e->>'Side', 'Intensity', (e->>'Intensity')::int) ORDER BY o), '[]')
                  FROM jsonb_array_elements(r.symptoms) WITH ORDINALITY AS x(e, o)
                  LEFT JOIN symptoms s ON s.id = (e->>'SymptomId')::uuid AND s.patient_id = r.patient_id) AS symptoms
          FROM symptom_reports r
         WHERE r.patient_id = ${scope.patient} AND r.deleted_date IS NULL
           AND ${inRange(range, raw('r.created_date'))}${after(cursor, 'r')}
         ORDER BY r.created_date, r.id ${raw(`LIMIT ${Math.trunc(take)}`)}`,
  );
  await scope.served(
    'SymptomReport',
    rows.map((r) => r.id),
  );
  return rows;
}

/** How many records of a kind the participant has in the range (a count serves no record, so it writes no View row). */
export async function countRecords(scope: Scope, kind: ExportKind, range: TimeRange, groupId: string): Promise<number> {
  if (kind === 'subject-information') return 1;
  const table = kind === 'symptomreports' ? sql`symptom_reports` : sql`prom_reports`;
  const groupProms = kind === 'symptomreports' ? EMPTY : sql` AND prom_id IN (SELECT prom_id FROM prom_groups WHERE group_id = ${groupId})`;
  const [row] = await scope.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM ${table}
         WHERE patient_id = ${scope.patient} AND deleted_date IS NULL AND ${inRange(range, raw('created_date'))}${groupProms}`,
  );
  return row?.n ?? 0;
}

/** The PROMs the caller's active group offers, by id. */
export async function groupPromIds(q: Queryable, ctx: RequestContext): Promise<string[]> {
  const rows = await q.query<{ prom_id: string }>(sql`SELECT prom_id FROM prom_groups WHERE group_id = ${ctx.groupId} ORDER BY prom_id`);
  return rows.map((r) => r.prom_id);
}
