import { capability, type DashboardStatistics, type HourlyStatistic, type PeriodCounts, type StatisticsQuery } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { raw, sql } from '../../db/sql';
import { notFound } from '../../platform/errors';
import { unitScope } from '../../platform/units';
import { hourlyCounts, organizationReportCounts, type PeriodBounds, type StatisticsScope } from '../../platform/records/statistics';

const ZERO: PeriodCounts = { Today: 0, LastWeek: 0, LastMonth: 0, Total: 0 };

async function periodBounds(q: Queryable): Promise<PeriodBounds> {
  const [row] = await q.query<PeriodBounds & Record<string, unknown>>(
    sql`SELECT date_trunc('day', now() AT TIME ZONE 'Europe/Stockholm') AT TIME ZONE 'Europe/Stockholm' AS today,
               now() - interval '7 days' AS week, now() - interval '30 days' AS month`,
  );
  return row!;
}

interface CountsRow {
  [key: string]: unknown;
  today: number;
  week: number;
  month: number;
  total: number;
}

const toCounts = (r: CountsRow | undefined): PeriodCounts =>
  r ? { Today: r.today, LastWeek: r.week, LastMonth: r.month, Total: r.total } : ZERO;

/** Counts a timestamp column over the dashboard's periods for users who are members of the organization (of all: null). */
async function memberCounts(
  q: Queryable,
  column: 'joined_date' | 'created_date' | 'last_activity',
  { organizationId, groupId }: StatisticsScope,
  bounds: PeriodBounds,
) {
  const c = raw(column);
  const [row] = await q.query<CountsRow>(
    sql`WITH scoped AS (
          SELECT m.user_id, min(m.joined_date) AS joined_date
            FROM memberships m
           WHERE (${organizationId}::text IS NULL OR m.organization_id = ${organizationId})
             AND (${groupId}::text IS NULL OR m.group_id = ${groupId})
           GROUP BY m.user_id
        ), facts AS (
          SELECT s.joined_date, u.created_date, u.last_activity FROM scoped s JOIN users u ON u.id = s.user_id
        )
        SELECT count(*) FILTER (WHERE ${c} >= ${bounds.today})::int AS today,
               count(*) FILTER (WHERE ${c} >= ${bounds.week})::int AS week,
               count(*) FILTER (WHERE ${c} >= ${bounds.month})::int AS month,
               count(${c})::int AS total
          FROM facts`,
  );
  return toCounts(row);
}

/**
 * Statistics of spec 3 §3 for the active organization (every organization for an admin of the
 * global one). Users: members by the date they joined; ActiveUsers: members by last activity;
 * NewUsers: members by account creation (so a total never exceeds Users' total). Report counts come from the reporting areas.
 */
export async function dashboardStatistics(deps: Deps, ctx: RequestContext): Promise<DashboardStatistics> {
  const q = deps.db;
  const scope = await statisticsScope(deps, ctx);
  const bounds = await periodBounds(q);
  const stats: DashboardStatistics = {
    Users: await memberCounts(q, 'joined_date', scope, bounds),
    ActiveUsers: await memberCounts(q, 'last_activity', scope, bounds),
    NewUsers: await memberCounts(q, 'created_date', scope, bounds),
    PromReports: ZERO,
    StatusReports: ZERO,
    SymptomReports: ZERO,
  };
  const reports = await organizationReportCounts(q, deps.catalog.statistics, scope, bounds);
  return { ...stats, ...reports };
}

/** Statistics: the service's (its administrators), an organization's (its admin), a group's (its admins and researchers, statisticians). */
export const STATISTICS_READ = capability('statistics', 'read', 'group', 'organization', 'system');

/**
 * What the caller's statistics cover, by their memberships: every organization for the service's
 * administrators, the organization for its admin, else a group the caller works in (`groupId`
 * when it is one of theirs, 404 otherwise; the active group by default).
 */
async function statisticsScope(deps: Deps, ctx: RequestContext, groupId?: string): Promise<StatisticsScope> {
  const scope = await unitScope(deps.db, ctx, STATISTICS_READ);
  if (scope.reach === 'service') return { organizationId: null, groupId: groupId ?? null };
  if (groupId && !scope.covers(ctx.organizationId, groupId)) throw notFound();
  if (scope.reach === 'organization') return { organizationId: ctx.organizationId, groupId: groupId ?? null };
  return { organizationId: ctx.organizationId, groupId: groupId ?? ctx.groupId };
}

/** Midnight in Stockholm of a calendar date, as an instant. */
async function stockholmMidnight(q: Queryable, date: string): Promise<Date> {
  const [row] = await q.query<{ at: Date }>(sql`SELECT (${date}::date::timestamp AT TIME ZONE 'Europe/Stockholm') AS at`);
  return row!.at;
}

/** Hourly statistics per organization and group from `from` to `to` (dates in Stockholm, both included). */
export async function hourlyStatistics(deps: Deps, ctx: RequestContext, query: StatisticsQuery): Promise<HourlyStatistic[]> {
  const scope = await statisticsScope(deps, ctx, query.groupId);
  const from = await stockholmMidnight(deps.db, query.from);
  const to = await stockholmMidnight(deps.db, addDays(query.to, 1));
  const rows = await hourlyCounts(deps.db, deps.catalog.statistics, scope, from, to);
  return rows.map((r) => ({
    Year: r.year,
    Month: r.month,
    Week: r.week,
    Day: r.day,
    Hour: r.hour_of_day,
    OrganizationId: r.organization_id,
    GroupId: r.group_id,
    NewUsers: r.new_users,
    ActiveUsers: r.active_users,
    StatusReports: r.status_reports,
    SymptomReports: r.symptom_reports,
    PromReports: r.prom_reports,
  }));
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
