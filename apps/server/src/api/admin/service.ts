import { GLOBAL_ORGANIZATION_ID, type DashboardStatistics, type PeriodCounts } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import type { PeriodBounds } from '../../platform/report-sources';
import { REPORT_SOURCES } from '../report-sources';

const ZERO: PeriodCounts = { Today: 0, LastWeek: 0, LastMonth: 0, Total: 0 };

async function periodBounds(q: Queryable): Promise<PeriodBounds> {
  const [row] = await q.query<PeriodBounds & Record<string, unknown>>(
    `SELECT date_trunc('day', now() AT TIME ZONE 'Europe/Stockholm') AT TIME ZONE 'Europe/Stockholm' AS today,
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

/**
 * Counts a timestamp column over the dashboard's periods for users who are members of the scope.
 * Column names come from this file only.
 */
async function memberCounts(q: Queryable, column: string, organizationId: string | null, bounds: PeriodBounds) {
  const [row] = await q.query<CountsRow>(
    `WITH scoped AS (
       SELECT m.user_id, min(m.joined_date) AS joined_date
       FROM memberships m
       WHERE $1::text IS NULL OR m.organization_id = $1
       GROUP BY m.user_id
     ), facts AS (
       SELECT s.joined_date, u.created_date, u.last_activity FROM scoped s JOIN users u ON u.id = s.user_id
     )
     SELECT count(*) FILTER (WHERE ${column} >= $2)::int AS today,
            count(*) FILTER (WHERE ${column} >= $3)::int AS week,
            count(*) FILTER (WHERE ${column} >= $4)::int AS month,
            count(${column})::int AS total
     FROM facts`,
    [organizationId, bounds.today, bounds.week, bounds.month],
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
  const organizationId = ctx.organizationId === GLOBAL_ORGANIZATION_ID ? null : ctx.organizationId;
  const bounds = await periodBounds(q);
  const stats: DashboardStatistics = {
    Users: await memberCounts(q, 'joined_date', organizationId, bounds),
    ActiveUsers: await memberCounts(q, 'last_activity', organizationId, bounds),
    NewUsers: await memberCounts(q, 'created_date', organizationId, bounds),
    PromReports: ZERO,
    StatusReports: ZERO,
    SymptomReports: ZERO,
  };
  for (const source of REPORT_SOURCES) {
    const counts = await source.periodCounts(q, { organizationId }, bounds);
    const current = stats[source.statistic];
    stats[source.statistic] = {
      Today: current.Today + counts.Today,
      LastWeek: current.LastWeek + counts.LastWeek,
      LastMonth: current.LastMonth + counts.LastMonth,
      Total: current.Total + counts.Total,
    };
  }
  return stats;
}
