import type { PeriodCounts } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { join, raw, sql, type Sql } from '../../db/sql';
import type { Scope } from './scope';
import type { RecordTable } from './table';

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
  organizationId: string | null,
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
            FROM ${table.name} r
           WHERE r.deleted_date IS NULL
             AND (${organizationId}::text IS NULL OR EXISTS (
                   SELECT 1 FROM patients p JOIN memberships m ON m.user_id = p.user_id
                    WHERE p.id = r.patient_id AND m.organization_id = ${organizationId}))`,
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

/** SQL for how many live reports the patient has, to splice into a statement run with `scope.query`. */
export function reportCountSql(scope: Scope, tables: readonly RecordTable[]): Sql {
  const counts = tables
    .filter((t) => t.statistic)
    .map((t) => sql`(SELECT count(*)::int FROM ${t.name} WHERE patient_id = ${scope.patient} AND deleted_date IS NULL)`);
  return counts.length ? join(counts, ' + ') : raw('0');
}
