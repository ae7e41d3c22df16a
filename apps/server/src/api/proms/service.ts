import { PROM_RECENT_DAYS, type Prom, type PromListItem, type PromSuggestionView } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { ownRecords } from '../../platform/records';
import { latestSuggestions } from '../statusreports/records';
import { existingPromsForPatient, isPromOfPatient, listPatientProms, loadProm } from './catalog';

export function listMyGroupProms(deps: Deps, ctx: RequestContext): Promise<PromListItem[]> {
  return listPatientProms(deps, ownRecords(deps, ctx).patient, ctx.language);
}

/** A PROM that none of the caller's groups offers is not found. */
export async function getMyGroupProm(deps: Deps, ctx: RequestContext, id: string): Promise<Prom> {
  if (!(await isPromOfPatient(deps.db, ownRecords(deps, ctx).patient, id))) throw notFound();
  const prom = await loadProm(deps, id, ctx.language);
  if (!prom) throw notFound();
  return prom;
}

/** Questionnaires are not patient data: any signed-in user may read one. */
export async function getAnyProm(deps: Deps, ctx: RequestContext, id: string): Promise<Prom> {
  const prom = await loadProm(deps, id, ctx.language);
  if (!prom || !prom.IsVisible) throw notFound();
  return prom;
}

interface StoredSuggestion {
  PromId?: unknown;
  Weight?: unknown;
}

/**
 * Suggestions of the patient's latest live status report of the last 30 days, leaving out PROMs
 * the patient has hidden for now and PROMs none of their groups offers; heaviest first.
 */
export async function myPromSuggestions(deps: Deps, ctx: RequestContext): Promise<PromSuggestionView[]> {
  const scope = ownRecords(deps, ctx);
  const latest = await latestSuggestions(scope, PROM_RECENT_DAYS);
  if (!latest || !Array.isArray(latest.suggestions)) return [];
  const hidden = new Set(latest.hidden);
  const candidates = (latest.suggestions as StoredSuggestion[]).filter(
    (s): s is { PromId: string; Weight: number } => typeof s.PromId === 'string' && typeof s.Weight === 'number' && !hidden.has(s.PromId),
  );
  const existing = await existingPromsForPatient(
    deps.db,
    scope.patient,
    candidates.map((s) => s.PromId),
  );
  return candidates
    .filter((s) => existing.has(s.PromId))
    .map((s) => ({ PromId: s.PromId, StatusReportId: latest.reportId, Weight: s.Weight }))
    .sort((a, b) => b.Weight - a.Weight);
}

/** The suggested PROMs as list items, in the order of the suggestions. */
export async function mySuggestedProms(deps: Deps, ctx: RequestContext): Promise<PromListItem[]> {
  const suggestions = await myPromSuggestions(deps, ctx);
  if (suggestions.length === 0) return [];
  const items = await listPatientProms(
    deps,
    ownRecords(deps, ctx).patient,
    ctx.language,
    suggestions.map((s) => s.PromId),
  );
  const order = new Map(suggestions.map((s, i) => [s.PromId, i]));
  return items.sort((a, b) => order.get(a.Id)! - order.get(b.Id)!);
}
