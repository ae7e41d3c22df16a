import { GLOBAL_ORGANIZATION_ID, type DashboardStatistics, type PeriodCounts } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { raw, sql } from '../../db/sql';
import { organizationReportCounts, type PeriodBounds } from '../../platform/records/statistics';

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
  organizationId: string | null,
  bounds: PeriodBounds,
) {
  const c = raw(column);
  const [row] = await q.query<CountsRow>(
    sql`WITH scoped AS (
          SELECT m.user_id, min(m.joined_date) AS joined_date
            FROM memberships m
           WHERE ${organizationId}::text IS NULL OR m.organization_id = ${organizationId}
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
  const reports = await organizationReportCounts(q, deps.catalog.statistics, organizationId, bounds);
  return { ...stats, ...reports };
}
