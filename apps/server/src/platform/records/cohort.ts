import { conditionsFor, may, SHARE_FLAG_OF, type PatientDataArea, type ShareFlag } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { EMPTY, raw, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, auditRows } from '../audit';
import type { RequestContext } from '../context';
import { notFound } from '../errors';
import { participantsSql, type ParticipantRow } from './participants';
import { tableOf, type RecordTable } from './table';

/** The participants' column of each flag (participants.ts). */
const FLAG_COLUMN: Record<ShareFlag, string> = {
  StatusReports: 'status_reports',
  SymptomReports: 'symptom_reports',
  PromReports: 'prom_reports',
  Notes: 'notes',
};

export type Participant = ParticipantRow;

/** A row a cohort read serves: whose record it is, and which. */
export type CohortRow = Row & { patient_id: string; id: string };

export interface CohortReadOptions {
  /** The area the read serves, when it is not the table's own (a study task done, read as the study's). */
  as?: PatientDataArea;
  /** The resource type its View rows name (the table's own unless told). */
  resourceType?: string;
}

/**
 * The consenting participants of the caller's active group, read many at once (exports, the
 * group's symptom map, adherence, the group's PROM requests, the staff's list). One definition of
 * "participant of my group" (participants.ts) decides who is in and what of theirs opens; every
 * read writes, in the same statement, one View row per participant and kind of record it served,
 * naming the group and the records (docs/decisions.md, "A cohort read").
 */
export interface GroupRecords {
  /** The participants, by patient id (reading nothing of theirs: no View row). */
  participants(): Promise<Participant[]>;
  /**
   * One statement over the records of `table` the group may read: `rows` is them (with
   * `cohort_joined`, when the patient joined), to use as a table in FROM; the statement answers
   * rows with `patient_id` and `id`.
   */
  read<T extends CohortRow>(table: RecordTable, statement: (rows: Sql) => Sql, options?: CohortReadOptions): Promise<T[]>;
  /** How many of those records `where` (over them as `r`) keeps, and of how many participants: a count serves no record. */
  count(table: RecordTable, where: Sql): Promise<{ participants: number; rows: number }>;
}

/**
 * The caller's cohort: `read` for the roles that read a group's participants on screen
 * (physicians, researchers), `export` for those who export the group's data (researchers,
 * statisticians). Anyone else gets 404, as for a patient they may not read.
 */
export function groupRecords(deps: Deps, ctx: RequestContext, purpose: 'read' | 'export' = 'read'): GroupRecords {
  const mayUse = (area: PatientDataArea) =>
    purpose === 'export' ? may(ctx.role, 'exports', 'export', ['group']) : conditionsFor(ctx.role, area, 'read').includes('groupPatient');
  const cohort = participantsSql(ctx);
  /** The records of `table` the group may read, as a table for FROM (over the CTE `cohort`). */
  const visible = (table: RecordTable, as?: PatientDataArea): Sql => {
    const spec = tableOf(table);
    const area = as ?? spec.area;
    if (!mayUse(area)) throw notFound();
    const flag = SHARE_FLAG_OF[area];
    const t = raw(spec.table);
    const isPatients = spec.patientColumn === 'id';
    const owner = raw(isPatients ? 'id' : 'patient_id');
    const live = spec.trash ? sql` AND ${t}.deleted_date IS NULL` : EMPTY;
    const recent = isPatients ? EMPTY : sql` AND ${spec.since ? spec.since(t, raw('c.since')) : sql`${t}.created_date >= c.since`}`;
    const opens = flag ? sql` AND c.${raw(FLAG_COLUMN[flag])}` : EMPTY;
    return sql`(SELECT ${t}.*, c.since AS cohort_joined FROM ${t} JOIN cohort c ON c.patient_id = ${t}.${owner}
                 WHERE true${live}${recent}${opens})`;
  };
  return {
    participants: () => deps.db.query<Participant>(sql`${cohort} ORDER BY patient_id`),
    async count(table: RecordTable, where: Sql) {
      const [row] = await deps.db.query<{ participants: number; rows: number }>(
        sql`WITH cohort AS (${cohort})
            SELECT count(DISTINCT r.${raw(tableOf(table).patientColumn === 'id' ? 'id' : 'patient_id')})::int AS participants, count(*)::int AS rows
              FROM ${visible(table)} r WHERE ${where}`,
      );
      return row ?? { participants: 0, rows: 0 };
    },
    async read<T extends CohortRow>(table: RecordTable, statement: (rows: Sql) => Sql, options: CohortReadOptions = {}) {
      const spec = tableOf(table);
      const rows = visible(table, options.as);
      const viewed = auditRows({
        actor: actorOf(ctx),
        patient: raw('s.patient_id'),
        resourceType: options.resourceType ?? spec.resourceType,
        action: 'View',
        from: raw('(SELECT patient_id, count(*)::int AS n, jsonb_agg(id ORDER BY id) AS ids FROM served GROUP BY patient_id) s'),
        resourceId: sql`${ctx.groupId}::text`,
        after: sql`jsonb_build_object('Group', ${ctx.groupId}::text, 'GroupName', (SELECT coalesce(g.display_name, g.name) FROM groups g WHERE g.id = ${ctx.groupId}),
                                      'Count', s.n, 'Ids', s.ids)`,
      });
      return deps.db.query<T>(sql`WITH cohort AS (${cohort}), served AS (${statement(rows)}), viewed AS (${viewed}) SELECT * FROM served`);
    },
  };
}
