import { PromReportEvents, PromReportView } from '@symptoms/domain';
import { raw, sql, type Sql } from '../../db/sql';
import { isoText } from '../../db/timestamps';
import { defineRecords, REFUSED, type Scope } from '../../platform/records';
import { patientGroupsSql, type VersionRef } from '../proms/catalog';
import { promRequestRecords } from '../promrequests/records';
import { toPromReport, type PromReportRow } from './mapping';

/**
 * The patient's PROM reports (migration 0006): the answers as one jsonb array, which lists and the
 * history leave out (partial records: AnswerCount says how many there are); counts, completion and
 * scores are columns the domain's engine computes at save. In the trash, the history, the calendar
 * and the statistics.
 */
export const promReportRecords = defineRecords<PromReportRow, 'PromReportId'>({
  area: 'promreports',
  resourceType: 'PromReport',
  table: 'prom_reports',
  columns: [
    'id',
    'patient_id',
    'prom_id',
    'language_id',
    'note',
    'answer_count',
    'question_count',
    'percent_completed',
    'completed_date',
    'score',
    'normalized_score',
    'created_date',
    'modified_date',
    'version',
  ],
  // Identity, counts and dates, never the answers or the note.
  audit: sql`jsonb_build_object('Id', id, 'PromId', prom_id, 'Version', version, 'AnswerCount', answer_count,
    'QuestionCount', question_count, 'Completed', completed_date IS NOT NULL,
    'CreatedDate', ${isoText('created_date')}, 'ModifiedDate', ${isoText('modified_date')})`,
  events: { idKey: 'PromReportId', ...PromReportEvents },
  // "phq9 (9/10)": the PROM and how much of it was answered.
  trash: { resourceType: 'PromReport', describe: (row) => `${row.prom_id} (${row.answer_count}/${row.question_count})` },
  history: { resourceType: 'PromReport', schema: PromReportView, items: (_scope, rows) => rows.map(toPromReport) },
  calendar: { kind: 'PromReport', title: sql`prom_id` },
  statistic: 'PromReports',
});

/** The answers, which lists leave out. */
export const WITH_ANSWERS = raw('answers');

/** SQL: the patient has incomplete live reports of PROM `prom`, or an open request for it: what a complete save follows up. */
const followUpSql = (scope: Scope, prom: Sql) =>
  sql`(EXISTS (SELECT 1 FROM prom_reports i WHERE i.patient_id = ${scope.patient} AND i.prom_id = ${prom} AND i.deleted_date IS NULL AND i.completed_date IS NULL)
    OR EXISTS (SELECT 1 FROM prom_requests o WHERE o.patient_id = ${scope.patient} AND o.prom_id = ${prom} AND o.report_date IS NULL AND o.expires_date > now()))`;

/** The guard of a complete save written without a transaction: nothing to follow up. */
export const nothingToFollowUp = (scope: Scope, promId: string): Sql => sql`NOT ${followUpSql(scope, sql`${promId}`)}`;

export interface PromChecks {
  /** The checks' time: what every statement of the save writes. */
  now: Date;
  max_report_count: number | null;
  versions: VersionRef[] | null;
  /** One of the patient's groups offers the PROM, or the patient holds a request for it. */
  allowed: boolean;
  follow_up: boolean;
}

/** The PROM of a save with the checks that need the database, in one query; undefined for an unknown PROM. */
export async function promChecks(scope: Scope, promId: string): Promise<PromChecks | undefined> {
  const [row] = await scope.own<PromChecks & Record<string, unknown>>(
    sql`SELECT now() AS now, p.max_report_count,
               (SELECT json_agg(json_build_object('l', v.language_id, 'v', v.version) ORDER BY v.language_id)
                  FROM prom_versions v WHERE v.prom_id = p.id) AS versions,
               (EXISTS (SELECT 1 FROM prom_groups g WHERE g.prom_id = p.id AND g.group_id IN (${patientGroupsSql(scope.patient)}))
                 OR EXISTS (SELECT 1 FROM prom_requests r WHERE r.prom_id = p.id AND r.patient_id = ${scope.patient})) AS allowed,
               ${followUpSql(scope, raw('p.id'))} AS follow_up
          FROM proms p WHERE p.id = ${promId}`,
  );
  return row;
}

/** One save at a time per patient and PROM (in its transaction), so two parallel saves cannot both pass a report limit. */
export async function lockPromReports(scope: Scope, promId: string): Promise<void> {
  await scope.own(sql`SELECT pg_advisory_xact_lock(hashtext('promreports:' || ${scope.patient}::text || ':' || ${promId}))`);
}

/**
 * After a complete save: the patient's other incomplete live reports of that PROM go to the trash
 * (restorable, so nothing is lost), and the request it answers (or their oldest open, unexpired
 * request for that PROM) is filled. Answers what it did.
 */
export async function followUpComplete(
  scope: Scope,
  report: { id: string; prom_id: string },
  requestId: string | null,
): Promise<{ removedIds: string[]; filledRequestId: string | null }> {
  const removedIds = await scope
    .of(promReportRecords)
    .softDeleteWhere(sql`prom_id = ${report.prom_id} AND id <> ${report.id} AND completed_date IS NULL`);
  const requests = scope.of(promRequestRecords);
  const open =
    requestId ??
    (
      await requests.list({
        where: sql`prom_id = ${report.prom_id} AND report_date IS NULL AND expires_date > now()`,
        order: raw('ORDER BY created_date, id'),
        limit: 1,
      })
    )[0]?.id;
  const filled = open
    ? await requests.updateWhere(open, { report_date: sql`now()`, report_id: report.id }, sql`report_date IS NULL`)
    : REFUSED;
  return { removedIds, filledRequestId: filled === REFUSED ? null : filled.id };
}

/**
 * The newest completed report of each questionnaire that has risk rules, when it was completed in
 * the last `days` days: what a risk flag is decided on (an older one, or one a newer answer
 * follows, flags nothing). Audited as any read of the reports it serves.
 */
export function newestRiskCandidates(scope: Scope, days: number): Promise<PromReportRow[]> {
  return scope.read<PromReportRow>(
    promReportRecords,
    (reports) => sql`SELECT * FROM (
        SELECT DISTINCT ON (r.prom_id) r.id, r.patient_id, r.prom_id, r.language_id, r.completed_date, r.answers
          FROM ${reports} r
         WHERE r.completed_date IS NOT NULL
           AND r.prom_id IN (SELECT v.prom_id FROM prom_versions v WHERE jsonb_array_length(coalesce(v.content->'RiskRules', '[]'::jsonb)) > 0)
         ORDER BY r.prom_id, r.completed_date DESC, r.id DESC) newest
       WHERE newest.completed_date > now() - make_interval(days => ${days})`,
  );
}
