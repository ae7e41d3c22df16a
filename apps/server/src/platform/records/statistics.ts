import { PATIENT_ROLES, type PeriodCounts } from '@symptoms/domain';

const PATIENT_ROLE_IDS = [...PATIENT_ROLES];
import type { Queryable } from '../../db/client';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { Scope } from './scope';
import { tableOf, type RecordTable } from './table';

/** Start of today (Stockholm), 7 days ago and 30 days ago: the dashboard's periods. */
export interface PeriodBounds {
  today: Date;
  week: Date;
  month: Date;
}

type Statistic = NonNullable<RecordTable['statistic']>;

/**
 * How many live records each statistic has per period, of the patients who are members of an
 * organization (of everyone: null). Counts only: no record and no patient is named.
 */
export async function organizationReportCounts(
  q: Queryable,
  tables: readonly RecordTable[],
  { organizationId, groupId }: StatisticsScope,
  bounds: PeriodBounds,
): Promise<Partial<Record<Statistic, PeriodCounts>>> {
  const out: Partial<Record<Statistic, PeriodCounts>> = {};
  for (const table of tables) {
    if (!table.statistic) continue;
    const [row] = await q.query<{ today: number; week: number; month: number; total: number }>(
      sql`SELECT count(*) FILTER (WHERE r.created_date >= ${bounds.today})::int AS today,
                 count(*) FILTER (WHERE r.created_date >= ${bounds.week})::int AS week,
                 count(*) FILTER (WHERE r.created_date >= ${bounds.month})::int AS month,
                 count(*)::int AS total
            FROM ${tableOf(table).name} r
           WHERE r.deleted_date IS NULL
             AND (${organizationId}::text IS NULL OR EXISTS (
                   SELECT 1 FROM patients p JOIN memberships m ON m.user_id = p.user_id
                    WHERE p.id = r.patient_id AND m.organization_id = ${organizationId}
                      AND (${groupId}::text IS NULL OR m.group_id = ${groupId})))`,
    );
    const current = out[table.statistic] ?? { Today: 0, LastWeek: 0, LastMonth: 0, Total: 0 };
    out[table.statistic] = {
      Today: current.Today + row!.today,
      LastWeek: current.LastWeek + row!.week,
      LastMonth: current.LastMonth + row!.month,
      Total: current.Total + row!.total,
    };
  }
  return out;
}

/** SQL for how many live reports the patient has, to splice into a statement the patient runs (`scope.own`). */
export function reportCountSql(scope: Scope, tables: readonly RecordTable[]): Sql {
  const counts = tables
    .filter((t) => t.statistic)
    .map((t) => sql`(SELECT count(*)::int FROM ${tableOf(t).name} WHERE patient_id = ${scope.patient} AND deleted_date IS NULL)`);
  return counts.length ? join(counts, ' + ') : raw('0');
}

/** Where the hourly statistics look: an organization (all: null) and within it a group (all: null). */
export interface StatisticsScope {
  organizationId: string | null;
  groupId: string | null;
}

interface HourlyRow {
  [key: string]: unknown;
  hour: Date;
  year: number;
  month: number;
  week: number;
  day: number;
  hour_of_day: number;
  organization_id: string;
  group_id: string;
  new_users: number;
  active_users: number;
  status_reports: number;
  symptom_reports: number;
  prom_reports: number;
}

/**
 * Counts per hour (Stockholm time) and group between two instants: members who joined, members
 * last active, and live reports of the group's patients (a patient in two groups counts in both).
 * Counts only: no record and no person is named.
 */
export async function hourlyCounts(
  q: Queryable,
  tables: readonly RecordTable[],
  scope: StatisticsScope,
  from: Date,
  to: Date,
): Promise<HourlyRow[]> {
  const inScope = sql`(${scope.organizationId}::text IS NULL OR m.organization_id = ${scope.organizationId})
    AND (${scope.groupId}::text IS NULL OR m.group_id = ${scope.groupId})`;
  const reports = tables
    .filter((t) => t.statistic)
    .map(
      (t) => sql`SELECT ${t.statistic}::text AS kind, r.created_date AS at, m.organization_id, m.group_id
                   FROM ${tableOf(t).name} r JOIN patients p ON p.id = r.patient_id
                   JOIN memberships m ON m.user_id = p.user_id AND m.role_id = ANY(${PATIENT_ROLE_IDS}::text[])
                  WHERE r.deleted_date IS NULL AND r.created_date >= ${from} AND r.created_date < ${to} AND ${inScope}`,
    );
  const events = join(
    [
      sql`SELECT 'NewUsers'::text AS kind, min(m.joined_date) AS at, m.organization_id, m.group_id FROM memberships m
           WHERE ${inScope} GROUP BY m.user_id, m.organization_id, m.group_id
          HAVING min(m.joined_date) >= ${from} AND min(m.joined_date) < ${to}`,
      sql`SELECT DISTINCT 'ActiveUsers' AS kind, u.last_activity AS at, m.organization_id, m.group_id
            FROM memberships m JOIN users u ON u.id = m.user_id
           WHERE u.last_activity >= ${from} AND u.last_activity < ${to} AND ${inScope}`,
      ...reports,
    ],
    ' UNION ALL ',
  );
  return q.query<HourlyRow>(
    sql`WITH events AS (${events}), hours AS (
          SELECT date_trunc('hour', at AT TIME ZONE 'Europe/Stockholm') AS local_hour, kind, organization_id, group_id FROM events
        )
        SELECT local_hour AS hour,
               extract(year FROM local_hour)::int AS year, extract(month FROM local_hour)::int AS month,
               extract(week FROM local_hour)::int AS week, extract(day FROM local_hour)::int AS day,
               extract(hour FROM local_hour)::int AS hour_of_day, organization_id, group_id,
               count(*) FILTER (WHERE kind = 'NewUsers')::int AS new_users,
               count(*) FILTER (WHERE kind = 'ActiveUsers')::int AS active_users,
               count(*) FILTER (WHERE kind = 'StatusReports')::int AS status_reports,
               count(*) FILTER (WHERE kind = 'SymptomReports')::int AS symptom_reports,
               count(*) FILTER (WHERE kind = 'PromReports')::int AS prom_reports
          FROM hours GROUP BY local_hour, organization_id, group_id ORDER BY local_hour, organization_id, group_id`,
  );
}
