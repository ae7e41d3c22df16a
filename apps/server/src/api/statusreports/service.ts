import { randomUUID } from 'node:crypto';
import {
  PAIN_FOLLOWUP_ID,
  STATUS_AREAS,
  StatusReportEvents,
  suggestionsFor,
  thresholdSuggestions,
  SUGGESTION_HIDE_DAYS,
  type HideSuggestions,
  type StatusArea,
  type StatusReport,
  type StatusReportCreate,
  type StatusReportItemInput,
  type StatusReportsQuery,
  type StatusReportUpdate,
  type StatusSeries,
  type StatusSeriesQuery,
  type Suggestion,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import type { Deps } from '../../deps';
import { actorOf, auditInsert, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { updateVersioned } from '../../platform/versioned';
import {
  auditableStatusReport,
  LOADED_STATUS_REPORT_SELECT,
  STATUS_REPORT_COLUMNS,
  toStatusReport,
  type LoadedStatusReportRow,
  type StoredItems,
  type StatusReportRow,
} from './mapping';
import { promCatalog } from './prom-catalog';
import { loadThresholds } from './thresholds';
import { offsetParams, pageClause, sqlLimit } from '../../platform/paging';
import { isoTextSql } from '../../db/timestamps';

/**
 * One page of live reports, newest first, with their answers. As for notes, the inner query is an
 * index-only scan of status_reports_patient_live and only the page's rows are read; `after` is a
 * keyset cursor.
 */
export async function listMyStatusReports(deps: Deps, ctx: RequestContext, paging: StatusReportsQuery): Promise<StatusReport[]> {
  const patientId = requirePatientId(ctx);
  const rows = paging.after
    ? await deps.db.query<LoadedStatusReportRow>(
        `SELECT ${LOADED_STATUS_REPORT_SELECT}
           FROM (SELECT id, created_date FROM status_reports WHERE patient_id = $1 AND deleted_date IS NULL
                   AND (created_date, id) < (SELECT c.created_date, c.id FROM status_reports c WHERE c.id = $2 AND c.patient_id = $1)
                  ORDER BY created_date DESC, id DESC ${sqlLimit(paging.take)}) k
           JOIN status_reports r ON r.id = k.id
          ORDER BY k.created_date DESC, k.id DESC`,
        [patientId, paging.after],
      )
    : await deps.db.query<LoadedStatusReportRow>(
        `SELECT ${LOADED_STATUS_REPORT_SELECT}
           FROM (SELECT id, created_date FROM status_reports WHERE patient_id = $1 AND deleted_date IS NULL
                  ORDER BY created_date DESC, id DESC ${pageClause(paging, '$2')}) k
           JOIN status_reports r ON r.id = k.id
          ORDER BY k.created_date DESC, k.id DESC`,
        [patientId, ...offsetParams(paging)],
      );
  if (rows.length === 0 && paging.after) {
    const [cursor] = await deps.db.query('SELECT 1 FROM status_reports WHERE id = $1 AND patient_id = $2', [paging.after, patientId]);
    if (!cursor) throw notFound();
  }
  return rows.map(toStatusReport);
}

/**
 * The answers of one area (or of every area) in [from, to), oldest first, from live reports only:
 * an index-only scan of status_reports_patient_live (which includes the 19 intensities), answered
 * by the database as one JSON text, [[id, date, intensities], ...]. Every asked area is in the
 * answer, in server order, with no points when it has none.
 */
export async function myStatusSeries(deps: Deps, ctx: RequestContext, query: StatusSeriesQuery): Promise<StatusSeries[]> {
  const patientId = requirePatientId(ctx);
  const types: StatusArea[] = query.type ? [query.type] : [...STATUS_AREAS];
  const [row] = await deps.db.query<{ rows: string } & Row>(
    `SELECT coalesce(json_agg(json_build_array(r.id, ${isoTextSql('r.created_date')}, r.intensities)
                              ORDER BY r.created_date, r.id), '[]')::text AS rows
       FROM status_reports r
      WHERE r.patient_id = $1 AND r.deleted_date IS NULL AND r.created_date >= $2 AND r.created_date < $3`,
    [patientId, query.from, query.to],
  );
  const reports = JSON.parse(row!.rows) as [string, string, (number | null)[]][];
  return types.map((type) => {
    const index = STATUS_AREAS.indexOf(type);
    const Points: StatusSeries['Points'] = [];
    for (const [id, date, intensities] of reports) {
      const intensity = intensities[index];
      if (intensity !== null && intensity !== undefined) Points.push({ StatusReportId: id, Date: date, Intensity: intensity });
    }
    return { Type: type, Points };
  });
}

async function loadLiveReport(q: Queryable, patientId: string, id: string): Promise<LoadedStatusReportRow> {
  const [row] = await q.query<LoadedStatusReportRow>(
    `SELECT ${LOADED_STATUS_REPORT_SELECT} FROM status_reports r WHERE r.id = $1 AND r.patient_id = $2 AND r.deleted_date IS NULL`,
    [id, patientId],
  );
  if (!row) throw notFound();
  return row;
}

/** The caller's live report; another patient's, or one in the trash, is not found. */
export async function getMyStatusReport(deps: Deps, ctx: RequestContext, id: string): Promise<StatusReport> {
  return toStatusReport(await loadLiveReport(deps.db, requirePatientId(ctx), id));
}

/**
 * The suggestions of a save: the pain rule, and the thresholds met by the answers whose PROMs
 * exist (the PROM catalog is asked only about PROMs a met threshold names).
 */
async function suggestionsOf(q: Queryable, input: StatusReportItemInput[]): Promise<Suggestion[]> {
  const thresholds = await loadThresholds(q);
  const named = new Set(thresholds.map((t) => t.PromId));
  const met = thresholdSuggestions(input, thresholds, named)
    .map((s) => s.PromId)
    .filter((id) => id !== PAIN_FOLLOWUP_ID);
  const existing = met.length ? await promCatalog().existing(q, met) : new Set<string>();
  return suggestionsFor(input, thresholds, existing);
}

/**
 * SQL for the stored answers, from the arrays $types, $intensities, $languages and $places (each
 * area's place in server order, 1-based): an object keyed by area, each answer with the same
 * area's answer in the patient's latest live report created before `before` (other than `report`)
 * that has that area. Earlier answers are read from the reports' `intensities`, which the index
 * status_reports_patient_live carries: an area the patient keeps leaving out is looked for in
 * the index alone, never in each earlier report's answers.
 */
const storedItems = (
  patient: string,
  before: string,
  report: string,
  types: string,
  intensities: string,
  languages: string,
  places: string,
) => {
  const earlier = `FROM status_reports p WHERE p.patient_id = ${patient} AND p.deleted_date IS NULL AND p.created_date < ${before} AND p.id <> ${report}`;
  // The latest earlier report holds the previous answer of most areas; only an area it lacks looks further back.
  return `(SELECT jsonb_object_agg(a.type, jsonb_build_object('Intensity', a.intensity, 'LanguageId', a.language_id, 'Previous',
       COALESCE(latest.intensities[a.place],
         (SELECT p.intensities[a.place] ${earlier} AND p.intensities[a.place] IS NOT NULL ORDER BY p.created_date DESC, p.id DESC LIMIT 1))))
     FROM unnest(${types}::text[], ${intensities}::int[], ${languages}::text[], ${places}::int[]) AS a(type, intensity, language_id, place)
     LEFT JOIN (SELECT p.intensities ${earlier} ORDER BY p.created_date DESC, p.id DESC LIMIT 1) latest ON true)`;
};

/** Each answer's area's place in server order, 1-based: its index in the `intensities` column. */
const placesOf = (input: StatusReportItemInput[]) => input.map((i) => STATUS_AREAS.indexOf(i.Type) + 1);

/** The 19 intensities in server order, null where the area is not answered (the graphs' column). */
const intensitiesOf = (input: StatusReportItemInput[]) => {
  const byType = new Map(input.map((i) => [i.Type, i.Intensity]));
  return STATUS_AREAS.map((type) => byType.get(type) ?? null);
};

const languages = (ctx: RequestContext, input: StatusReportItemInput[]) => input.map((i) => i.LanguageId ?? ctx.language);

/**
 * Saves a new report in ONE statement, so the report with its answers and its audit row
 * (recordAudit's own INSERT, run as a CTE) commit together in one round trip: a save is the
 * hottest write of the product. Each answer keeps the previous answer of its area (for the trend);
 * the suggestions are computed before, by the domain's rules. The event goes out after the commit.
 */
export async function createMyStatusReport(deps: Deps, ctx: RequestContext, input: StatusReportCreate): Promise<StatusReport> {
  const patientId = requirePatientId(ctx);
  const id = randomUUID();
  const suggestions = await suggestionsOf(deps.db, input.Items);
  const params = [
    id,
    patientId,
    JSON.stringify(suggestions),
    input.Items.length,
    input.Items.map((i) => i.Type),
    input.Items.map((i) => i.Intensity),
    languages(ctx, input.Items),
    intensitiesOf(input.Items),
    placesOf(input.Items),
  ];
  const audit = auditInsert(
    actorOf(ctx),
    {
      patientId,
      resourceType: 'StatusReport',
      resourceId: id,
      action: 'Create',
      after: { Id: id, Version: 0, ItemCount: input.Items.length, SuggestionCount: suggestions.length },
    },
    params.length,
  );
  const [row] = await deps.db.query<LoadedStatusReportRow>(
    `WITH r AS (
       INSERT INTO status_reports (id, patient_id, items, prom_suggestions, item_count, intensities)
       VALUES ($1, $2, ${storedItems('$2', "'infinity'", '$1', '$5', '$6', '$7', '$9')}, $3::jsonb, $4, $8::smallint[]) RETURNING ${STATUS_REPORT_COLUMNS}
     ), audit AS (${audit.text})
     SELECT r.*, ARRAY(SELECT h.prom_id FROM status_suggestion_hides h WHERE h.patient_id = $2 AND h.hidden_until > now()) AS hidden
       FROM r`,
    [...params, ...audit.params],
  );
  const report = toStatusReport(row!);
  deps.realtime.toPatient(patientId, StatusReportEvents.created, { StatusReportId: report.Id });
  return report;
}

/**
 * Replaces the answers of a live report (the list sent is the whole new list; a removed answer is
 * sent with intensity 0) and recomputes its suggestions; trends compare with the reports before it.
 * A stale Version answers 409/4003 and changes nothing. The report keeps its CreatedDate, so it
 * stays where it was in the graphs.
 */
export async function updateMyStatusReport(deps: Deps, ctx: RequestContext, input: StatusReportUpdate): Promise<StatusReport> {
  const patientId = requirePatientId(ctx);
  const suggestions = await suggestionsOf(deps.db, input.Items);
  const report = await deps.db.transaction(async (tx) => {
    const [before] = await tx.query<StatusReportRow>(
      `SELECT ${STATUS_REPORT_COLUMNS} FROM status_reports WHERE id = $1 AND patient_id = $2 AND deleted_date IS NULL FOR UPDATE`,
      [input.Id, patientId],
    );
    if (!before) throw notFound();
    const [items] = await tx.query<{ items: StoredItems }>(`SELECT ${storedItems('$1', '$2', '$3', '$4', '$5', '$6', '$7')} AS items`, [
      patientId,
      before.created_date,
      before.id,
      input.Items.map((i) => i.Type),
      input.Items.map((i) => i.Intensity),
      languages(ctx, input.Items),
      placesOf(input.Items),
    ]);
    const after = await updateVersioned<StatusReportRow>(tx, {
      table: 'status_reports',
      id: input.Id,
      version: input.Version,
      where: { patient_id: patientId },
      set: {
        items: JSON.stringify(items!.items),
        prom_suggestions: JSON.stringify(suggestions),
        item_count: input.Items.length,
        intensities: intensitiesOf(input.Items),
      },
    });
    await recordAudit(tx, actorOf(ctx), {
      patientId,
      resourceType: 'StatusReport',
      resourceId: input.Id,
      action: 'Update',
      before: auditableStatusReport(before),
      after: auditableStatusReport(after),
    });
    return toStatusReport(await loadLiveReport(tx, patientId, input.Id));
  });
  deps.realtime.toPatient(patientId, StatusReportEvents.updated, { StatusReportId: report.Id });
  return report;
}

/**
 * Hides the given suggestions of a live report for SUGGESTION_HIDE_DAYS: they are left out of every
 * report's PromSuggestions until then. Ids the report does not suggest are ignored. Answers the
 * report as it now reads.
 */
export async function hideMySuggestions(deps: Deps, ctx: RequestContext, id: string, promIds: HideSuggestions): Promise<StatusReport> {
  const patientId = requirePatientId(ctx);
  const report = await deps.db.transaction(async (tx) => {
    const row = await loadLiveReport(tx, patientId, id);
    const suggested = new Set(row.prom_suggestions.map((s) => s.PromId));
    const ids = [...new Set(promIds)].filter((p) => suggested.has(p));
    if (ids.length > 0) {
      const [until] = await tx.query<{ hidden_until: Date }>(
        `INSERT INTO status_suggestion_hides (patient_id, prom_id, hidden_until)
         SELECT $1, p, now() + make_interval(days => $3) FROM unnest($2::text[]) AS p
         ON CONFLICT (patient_id, prom_id) DO UPDATE SET hidden_until = EXCLUDED.hidden_until
         RETURNING hidden_until`,
        [patientId, ids, SUGGESTION_HIDE_DAYS],
      );
      await recordAudit(tx, actorOf(ctx), {
        patientId,
        resourceType: 'StatusReport',
        resourceId: id,
        action: 'Update',
        after: { Id: id, HiddenSuggestions: ids.length, HiddenUntil: until!.hidden_until.toISOString() },
      });
    }
    return { report: toStatusReport(await loadLiveReport(tx, patientId, id)), changed: ids.length > 0 };
  });
  if (report.changed) deps.realtime.toPatient(patientId, StatusReportEvents.updated, { StatusReportId: id });
  return report.report;
}
