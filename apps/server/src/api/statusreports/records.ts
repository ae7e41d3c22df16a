import { STATUS_AREAS, StatusReportEvents, SUGGESTION_HIDE_DAYS, type StatusReportItemInput } from '@symptoms/domain';
import { raw, sql, type Sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords, type Scope } from '../../platform/records';
import type { LoadedStatusReportRow } from './mapping';

/**
 * The patient's status reports (migration 0005): the answers in `items` keyed by area, and the 19
 * intensities in server order in `intensities` (null where not answered), which the index
 * status_reports_patient_live carries for the graphs. In the trash, the calendar and the statistics.
 */
export const statusReportRecords = defineRecords<LoadedStatusReportRow, 'StatusReportId'>({
  area: 'statusreports',
  resourceType: 'StatusReport',
  table: 'status_reports',
  columns: ['id', 'patient_id', 'items', 'prom_suggestions', 'item_count', 'created_date', 'modified_date', 'version'],
  // The PROMs the patient has hidden for now are left out of every report's suggestions.
  computed: {
    hidden: sql`ARRAY(SELECT h.prom_id FROM status_suggestion_hides h WHERE h.patient_id = status_reports.patient_id AND h.hidden_until > now())`,
  },
  // Identity, version, dates and counts, never the answers.
  audit: sql`jsonb_build_object('Id', id, 'Version', version, 'ItemCount', item_count, 'SuggestionCount', jsonb_array_length(prom_suggestions),
    'CreatedDate', ${isoText('created_date')}, 'ModifiedDate', ${isoText('modified_date')})`,
  events: { idKey: 'StatusReportId', ...StatusReportEvents },
  // Spec 1 §3: the trash describes a report by a count.
  trash: { resourceType: 'StatusReport', describe: (row) => String(row.item_count) },
  calendar: { kind: 'StatusReport', title: sql`item_count::text` },
  statistic: 'StatusReports',
});

/** Each answer's area's place in server order, 1-based: its index in the `intensities` column. */
const placesOf = (input: StatusReportItemInput[]) => input.map((i) => STATUS_AREAS.indexOf(i.Type) + 1);

/** The 19 intensities in server order, null where the area is not answered. */
export const intensitiesOf = (input: StatusReportItemInput[]) => {
  const byType = new Map(input.map((i) => [i.Type, i.Intensity]));
  return STATUS_AREAS.map((type) => byType.get(type) ?? null);
};

/**
 * SQL for the stored answers: an object keyed by area, each answer with the same area's answer in
 * the patient's latest live report created before `before` (other than `report`) that has that
 * area (the trend's reference). Earlier answers are read from the reports' `intensities`, which the
 * index carries: an area the patient keeps leaving out is looked for in the index alone.
 */
export function storedItemsSql(scope: Scope, input: StatusReportItemInput[], languages: string[], before: Sql, report?: Sql): Sql {
  const other = report ? sql` AND p.id <> ${report}` : raw('');
  const earlier = sql`FROM status_reports p WHERE p.patient_id = ${scope.patient} AND p.deleted_date IS NULL AND p.created_date < ${before}${other}`;
  // The latest earlier report holds the previous answer of most areas; only an area it lacks looks further back.
  return sql`(SELECT jsonb_object_agg(a.type, jsonb_build_object('Intensity', a.intensity, 'LanguageId', a.language_id, 'Previous',
       COALESCE(latest.intensities[a.place],
         (SELECT p.intensities[a.place] ${earlier} AND p.intensities[a.place] IS NOT NULL ORDER BY p.created_date DESC, p.id DESC LIMIT 1))))
     FROM unnest(${input.map((i) => i.Type)}::text[], ${input.map((i) => i.Intensity)}::int[], ${languages}::text[], ${placesOf(input)}::int[])
          AS a(type, intensity, language_id, place)
     LEFT JOIN (SELECT p.intensities ${earlier} ORDER BY p.created_date DESC, p.id DESC LIMIT 1) latest ON true)`;
}

/**
 * The answers in [from, to) of live reports, oldest first, as [id, date, intensities]: an
 * index-only scan of status_reports_patient_live, answered by the database as one JSON text.
 */
export async function statusSeriesRows(scope: Scope, from: string, to: string): Promise<[string, string, (number | null)[]][]> {
  const [row] = await scope.read<{ rows: string }>(
    statusReportRecords,
    (reports) =>
      sql`SELECT coalesce(json_agg(json_build_array(r.id, ${isoText('r.created_date')}, r.intensities) ORDER BY r.created_date, r.id), '[]')::text AS rows
            FROM ${reports} r WHERE r.created_date >= ${from} AND r.created_date < ${to}`,
    { served: ([series]) => (JSON.parse(series!.rows) as [string][]).map(([id]) => id) },
  );
  return JSON.parse(row!.rows) as [string, string, (number | null)[]][];
}

/**
 * Hides the given PROMs' suggestions for SUGGESTION_HIDE_DAYS (every report's, until then), with
 * an Update audit row of the report they were hidden from; answers whether anything was hidden.
 */
export async function hideSuggestions(scope: Scope, reportId: string, promIds: readonly string[]): Promise<boolean> {
  if (promIds.length === 0) return false;
  await scope.write(
    'statusreports',
    sql`WITH w AS (
          INSERT INTO status_suggestion_hides (patient_id, prom_id, hidden_until)
          SELECT ${scope.patient}, p, now() + make_interval(days => ${SUGGESTION_HIDE_DAYS}) FROM unnest(${promIds}::text[]) AS p
          ON CONFLICT (patient_id, prom_id) DO UPDATE SET hidden_until = EXCLUDED.hidden_until
          RETURNING hidden_until
        ), hidden AS (SELECT ${reportId}::uuid AS id, count(*)::int AS n, max(hidden_until) AS until FROM w),
        a AS (${scope.auditRows({
          resourceType: 'StatusReport',
          action: 'Update',
          from: raw('hidden'),
          resourceId: raw('hidden.id'),
          after: sql`jsonb_build_object('Id', hidden.id, 'HiddenSuggestions', hidden.n, 'HiddenUntil', ${isoText('hidden.until')})`,
        })})
        SELECT n FROM hidden`,
  );
  scope.publish(StatusReportEvents.updated, { StatusReportId: reportId });
  return true;
}

/** The suggestions of the patient's latest live report of the last `days` days, and the PROMs hidden for now. */
export async function latestSuggestions(
  scope: Scope,
  days: number,
): Promise<{ reportId: string; suggestions: unknown; hidden: string[] } | undefined> {
  const [latest] = await scope.read<{ id: string; prom_suggestions: unknown; hidden: string[] }>(
    statusReportRecords,
    (reports) => sql`SELECT id, prom_suggestions, ${statusReportRecords.computed!.hidden!} AS hidden FROM ${reports} status_reports
                      WHERE created_date > now() - make_interval(days => ${days})
                      ORDER BY created_date DESC, id DESC LIMIT 1`,
  );
  if (!latest) return undefined;
  return { reportId: latest.id, suggestions: latest.prom_suggestions, hidden: latest.hidden };
}
