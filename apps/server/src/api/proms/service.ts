import { PROM_RECENT_DAYS, type Prom, type PromListItem, type PromSuggestionView } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { existingPromsForPatient, isPromOfPatient, listPatientProms, loadProm } from './catalog';

export function listMyGroupProms(deps: Deps, ctx: RequestContext): Promise<PromListItem[]> {
  return listPatientProms(deps.db, requirePatientId(ctx), ctx.language);
}

/** A PROM that none of the caller's groups offers is not found. */
export async function getMyGroupProm(deps: Deps, ctx: RequestContext, id: string): Promise<Prom> {
  const patientId = requirePatientId(ctx);
  if (!(await isPromOfPatient(deps.db, patientId, id))) throw notFound();
  const prom = await loadProm(deps.db, id, ctx.language);
  if (!prom) throw notFound();
  return prom;
}

/** Questionnaires are not patient data: any signed-in user may read one. */
export async function getAnyProm(deps: Deps, ctx: RequestContext, id: string): Promise<Prom> {
  const prom = await loadProm(deps.db, id, ctx.language);
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
  const patientId = requirePatientId(ctx);
  const [latest] = await deps.db.query<{ id: string; prom_suggestions: StoredSuggestion[] }>(
    `SELECT id, prom_suggestions FROM status_reports
      WHERE patient_id = $1 AND deleted_date IS NULL AND created_date > now() - make_interval(days => $2)
      ORDER BY created_date DESC, id DESC LIMIT 1`,
    [patientId, PROM_RECENT_DAYS],
  );
  if (!latest || !Array.isArray(latest.prom_suggestions)) return [];
  const hidden = new Set(
    (
      await deps.db.query<{ prom_id: string }>(
        'SELECT prom_id FROM status_suggestion_hides WHERE patient_id = $1 AND hidden_until > now()',
        [patientId],
      )
    ).map((r) => r.prom_id),
  );
  const candidates = latest.prom_suggestions.filter(
    (s): s is { PromId: string; Weight: number } => typeof s.PromId === 'string' && typeof s.Weight === 'number' && !hidden.has(s.PromId),
  );
  const existing = await existingPromsForPatient(
    deps.db,
    patientId,
    candidates.map((s) => s.PromId),
  );
  return candidates
    .filter((s) => existing.has(s.PromId))
    .map((s) => ({ PromId: s.PromId, StatusReportId: latest.id, Weight: s.Weight }))
    .sort((a, b) => b.Weight - a.Weight);
}

/** The suggested PROMs as list items, in the order of the suggestions. */
export async function mySuggestedProms(deps: Deps, ctx: RequestContext): Promise<PromListItem[]> {
  const suggestions = await myPromSuggestions(deps, ctx);
  if (suggestions.length === 0) return [];
  const items = await listPatientProms(
    deps.db,
    requirePatientId(ctx),
    ctx.language,
    suggestions.map((s) => s.PromId),
  );
  const order = new Map(suggestions.map((s, i) => [s.PromId, i]));
  return items.sort((a, b) => order.get(a.Id)! - order.get(b.Id)!);
}
