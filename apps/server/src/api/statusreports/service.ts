import {
  PAIN_FOLLOWUP_ID,
  STATUS_AREAS,
  suggestionsFor,
  thresholdSuggestions,
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
import { raw, sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { ownRecords, type Scope } from '../../platform/records';
import { visibleProms } from '../proms/catalog';
import { toStatusReport } from './mapping';
import { hideSuggestions, intensitiesOf, statusReportRecords, statusSeriesRows, storedItemsSql } from './records';
import { loadThresholds } from './thresholds';

/** A page of live reports with their answers, newest first; `after` is a keyset cursor. */
export function listMyStatusReports(deps: Deps, ctx: RequestContext, paging: StatusReportsQuery): Promise<StatusReport[]> {
  return statusReportsOf(ownRecords(deps, ctx), paging);
}

/** A page of the scope's patient's live reports (the patient's own, or another's under a grant: each one read is audited). */
export async function statusReportsOf(scope: Scope, paging: StatusReportsQuery): Promise<StatusReport[]> {
  return (await scope.of(statusReportRecords).page(paging)).map(toStatusReport);
}

/**
 * The answers of one area (or of every area) in [from, to), oldest first, from live reports only.
 * Every asked area is in the answer, in server order, with no points when it has none.
 */
export function myStatusSeries(deps: Deps, ctx: RequestContext, query: StatusSeriesQuery): Promise<StatusSeries[]> {
  return statusSeriesOf(ownRecords(deps, ctx), query);
}

/** The series of the scope's patient (the patient's own, or another's under a grant: each report read is audited). */
export async function statusSeriesOf(scope: Scope, query: StatusSeriesQuery): Promise<StatusSeries[]> {
  const reports = await statusSeriesRows(scope, query.from, query.to);
  const types: StatusArea[] = query.type ? [query.type] : [...STATUS_AREAS];
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

/** The caller's live report; another patient's, or one in the trash, is not found. */
export function getMyStatusReport(deps: Deps, ctx: RequestContext, id: string): Promise<StatusReport> {
  return statusReportOf(ownRecords(deps, ctx), id);
}

/** One live report of the scope's patient. */
export async function statusReportOf(scope: Scope, id: string): Promise<StatusReport> {
  return toStatusReport(await scope.of(statusReportRecords).get(id));
}

/**
 * The suggestions of a save: the pain rule, and the thresholds met by the answers whose PROMs
 * exist (the PROM catalogue is asked only about PROMs a met threshold names).
 */
async function suggestionsOf(deps: Deps, input: StatusReportItemInput[]): Promise<Suggestion[]> {
  const thresholds = await loadThresholds(deps);
  const named = new Set(thresholds.map((t) => t.PromId));
  const met = thresholdSuggestions(input, thresholds, named)
    .map((s) => s.PromId)
    .filter((id) => id !== PAIN_FOLLOWUP_ID);
  const visible = met.length ? await visibleProms(deps) : new Set<string>();
  return suggestionsFor(input, thresholds, new Set(met.filter((id) => visible.has(id))));
}

const languages = (ctx: RequestContext, input: StatusReportItemInput[]) => input.map((i) => i.LanguageId ?? ctx.language);

/**
 * Saves a new report, its answers each with the previous answer of its area (for the trend) and
 * its suggestions (the domain's rules), with its audit row, in one statement: a save is the hottest
 * write of the product.
 */
export async function createMyStatusReport(deps: Deps, ctx: RequestContext, input: StatusReportCreate): Promise<StatusReport> {
  const scope = ownRecords(deps, ctx);
  const suggestions = await suggestionsOf(deps, input.Items);
  const row = await scope.of(statusReportRecords).insert({
    items: storedItemsSql(scope, input.Items, languages(ctx, input.Items), raw("'infinity'")),
    prom_suggestions: JSON.stringify(suggestions),
    item_count: input.Items.length,
    intensities: intensitiesOf(input.Items),
  });
  return toStatusReport(row);
}

/**
 * Replaces the answers of a live report (the list sent is the whole new list; a removed answer is
 * sent with intensity 0) and recomputes its suggestions; trends compare with the reports before it.
 * A stale Version answers 409/4003 and changes nothing. The report keeps its CreatedDate, so it
 * stays where it was in the graphs.
 */
export async function updateMyStatusReport(deps: Deps, ctx: RequestContext, input: StatusReportUpdate): Promise<StatusReport> {
  const scope = ownRecords(deps, ctx);
  const suggestions = await suggestionsOf(deps, input.Items);
  const row = await scope.of(statusReportRecords).update(
    input.Id,
    {
      // The reports before this one, by its own CreatedDate.
      items: storedItemsSql(scope, input.Items, languages(ctx, input.Items), sql`status_reports.created_date`, sql`status_reports.id`),
      prom_suggestions: JSON.stringify(suggestions),
      item_count: input.Items.length,
      intensities: intensitiesOf(input.Items),
    },
    { version: input.Version },
  );
  return toStatusReport(row);
}

/**
 * Hides the given suggestions of a live report for SUGGESTION_HIDE_DAYS: they are left out of every
 * report's PromSuggestions until then. Ids the report does not suggest are ignored. Answers the
 * report as it now reads.
 */
export async function hideMySuggestions(deps: Deps, ctx: RequestContext, id: string, promIds: HideSuggestions): Promise<StatusReport> {
  return ownRecords(deps, ctx).transaction(async (scope) => {
    const reports = scope.of(statusReportRecords);
    const suggested = new Set((await reports.get(id)).prom_suggestions.map((s) => s.PromId));
    await hideSuggestions(
      scope,
      id,
      [...new Set(promIds)].filter((p) => suggested.has(p)),
    );
    return toStatusReport(await reports.get(id));
  });
}
