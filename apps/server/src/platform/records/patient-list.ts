import { PATIENT_ROLES, may, type PatientDataArea } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { EMPTY, join, raw, sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, auditRows } from '../audit';
import type { RequestContext } from '../context';
import type { GrantSource } from './grants';
import { tableOf } from './table';

/** A row of the staff's list of patients: the patient's id, how the caller reaches them, and (activity) their latest report the caller may open. */
export type ListedPatient = Row & { id: string; shared: boolean; group_patient: boolean; latest_report: Date | null };

/**
 * Which of the caller's patients (docs/decisions.md, "The admin's patients"): all of them, those of
 * the active group, those shared with the caller or their unit, or those with a report the caller
 * may open, by the latest.
 */
export type PatientListKind = 'all' | 'group' | 'shared' | 'activity';

export interface PatientListOptions {
  kind: PatientListKind;
  /** The active group's patients by membership alone: an admin's, who reads who they are, never what they reported. */
  members: boolean;
}

/** The report areas the activity list looks at, each with the flag a grant source opens it by. */
const REPORT_FLAGS: Partial<Record<PatientDataArea, string>> = {
  statusreports: 'status_reports',
  symptomreports: 'symptom_reports',
  promreports: 'prom_reports',
};

/** The latest report of `o` (a row of a source's `opens`) in the areas its flags and the caller's role open, from `since` on. */
function latestReport(deps: Deps, ctx: RequestContext, source: GrantSource): Sql {
  const parts = deps.catalog.tables.flatMap((table) => {
    const flag = REPORT_FLAGS[table.area];
    if (!flag || !may(ctx.role, table.area, 'read', [source.kind])) return [];
    const spec = tableOf(table);
    const live = spec.trash ? sql` AND r.deleted_date IS NULL` : EMPTY;
    return [
      sql`CASE WHEN o.${raw(flag)} THEN (SELECT max(r.created_date) FROM ${raw(spec.table)} r
           WHERE r.patient_id = o.patient_id${live} AND (o.since IS NULL OR r.created_date >= o.since)) END`,
    ];
  });
  return parts.length ? sql`GREATEST(${join(parts)})` : raw('NULL::timestamptz');
}

/** One source's patients as rows of (patient_id, shared, group_patient, latest_report). */
function sourceRows(deps: Deps, ctx: RequestContext, source: GrantSource, kind: PatientListKind): Sql {
  const shared = raw(source.kind === 'share' ? 'true AS shared, false AS group_patient' : 'false AS shared, true AS group_patient');
  if (kind !== 'activity') return sql`SELECT patient_id, ${shared}, NULL::timestamptz AS latest_report FROM (${source.patients(ctx)}) s`;
  return sql`SELECT o.patient_id, ${shared}, ${latestReport(deps, ctx, source)} AS latest_report FROM (${source.opens(ctx)}) o`;
}

/** The patients of the caller's active group by their patient membership (who they are; nothing they reported). */
const memberRows = (ctx: RequestContext) =>
  sql`SELECT DISTINCT p.id AS patient_id, false AS shared, true AS group_patient, NULL::timestamptz AS latest_report
        FROM memberships m JOIN patients p ON p.user_id = m.user_id
       WHERE m.organization_id = ${ctx.organizationId} AND m.group_id = ${ctx.groupId} AND m.role_id = ANY(${PATIENT_ROLES}::text[])`;

const KEEP: Record<PatientListKind, Sql> = {
  all: EMPTY,
  group: sql` HAVING bool_or(group_patient)`,
  shared: sql` HAVING bool_or(shared)`,
  activity: sql` HAVING max(latest_report) IS NOT NULL`,
};

/**
 * The staff's list of the patients they may open (admin/patients and its group, shared and
 * activity lists), from every grant source the caller's role reads under, and for an admin the
 * active group's patients by membership: `visible` is (patient_id, shared, group_patient,
 * latest_report), to use as a table in FROM. Being listed shows who the patient is, so each listed
 * patient's log gets a View row of `PatientList` in the same statement (docs/decisions.md, "The
 * staff's list of patients").
 */
export async function listPatients<T extends ListedPatient>(
  deps: Deps,
  ctx: RequestContext,
  statement: (visible: Sql) => Sql,
  options: PatientListOptions = { kind: 'all', members: false },
): Promise<T[]> {
  const sources = deps.catalog.grants.filter((source) => may(ctx.role, 'patient', 'read', [source.kind]));
  const rows = [...sources.map((source) => sourceRows(deps, ctx, source, options.kind)), ...(options.members ? [memberRows(ctx)] : [])];
  if (rows.length === 0) return [];
  const visible = sql`(SELECT patient_id, bool_or(shared) AS shared, bool_or(group_patient) AS group_patient,
                              max(latest_report) AS latest_report
                         FROM (${join(rows, ' UNION ALL ')}) v GROUP BY patient_id${KEEP[options.kind]})`;
  return deps.db.query<T>(sql`WITH listed AS (${statement(visible)}), viewed AS (${viewedRows(ctx, 'PatientList')}) SELECT * FROM listed`);
}

/** The View rows of every patient in `listed` (a CTE whose rows' `id` is the patient's), as the caller. */
const viewedRows = (ctx: RequestContext, resourceType: string) =>
  auditRows({
    actor: actorOf(ctx),
    patient: raw('listed.id'),
    resourceType,
    action: 'View',
    from: raw('listed'),
    resourceId: raw('listed.id'),
  });

/**
 * A read of who patients are (their account: name, contact, memberships) by an admin of their
 * units: `statement` answers rows whose `id` is the patient's, and each patient it answers gets a
 * View row of `PatientAccount` in the same statement. Nothing they reported is read here.
 */
export function readPatientAccounts<T extends Row & { id: string }>(deps: Deps, ctx: RequestContext, statement: Sql): Promise<T[]> {
  return deps.db.query<T>(sql`WITH listed AS (${statement}), viewed AS (${viewedRows(ctx, 'PatientAccount')}) SELECT * FROM listed`);
}
