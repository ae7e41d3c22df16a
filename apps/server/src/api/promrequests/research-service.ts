import {
  ErrorCode,
  normalizePersonnummer,
  PROM_REQUEST_DAYS,
  type LanguageId,
  type PromReportView,
  type PromRequestView,
  type ResearchPromRequestCreate,
} from '@symptoms/domain';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import { groupRecords, patientRecords, recordOwner, type Scope } from '../../platform/records';
import { toPromReport } from '../promreports/mapping';
import { promReportRecords } from '../promreports/records';
import { loadProm, promLanguages } from '../proms/catalog';
import { newPromRequestId } from './ids';
import { patientOfPersonnummer } from './patients';
import { groupRequests, promRequestRecords } from './records';
import { toStaffView } from './service';

const NOT_A_PARTICIPANT: Record<LanguageId, string> = {
  sv: 'Ingen deltagare i gruppen har det personnumret.',
  en: 'No participant of the group has that personnummer.',
};

const LANGUAGE_NAMES: Record<LanguageId, Record<LanguageId, string>> = {
  sv: { sv: 'svenska', en: 'engelska' },
  en: { sv: 'Swedish', en: 'English' },
};

/** Under the language field: which languages the PROM does exist in. */
function missingLanguage(language: LanguageId, existing: readonly LanguageId[]): string {
  const names = existing.map((l) => LANGUAGE_NAMES[language][l]).join(', ');
  return language === 'sv' ? `Formuläret finns bara på ${names}.` : `The questionnaire exists only in ${names}.`;
}

const ofGroup = (ctx: RequestContext) => sql`organization_id = ${ctx.organizationId} AND group_id = ${ctx.groupId}`;

/**
 * A researcher (or the group's physician) asks a participant to fill in a PROM (spec 3 §5, §7):
 * found by personnummer among the patients of the caller's active group; anyone else is "not a
 * participant" (404), whether or not they exist. The patient's open pages hear of it at once.
 */
export async function createResearchRequest(deps: Deps, ctx: RequestContext, input: ResearchPromRequestCreate): Promise<PromRequestView> {
  const personnummer = normalizePersonnummer(input.Personnummer);
  const patientId = personnummer ? await patientOfPersonnummer(deps.db, personnummer) : undefined;
  const scope = patientId ? await grantedOrNone(deps, ctx, patientId) : null;
  if (!scope || !scope.may('promrequests', 'write')) throw new AppError(ErrorCode.NotFound, NOT_A_PARTICIPANT[ctx.language]);
  // loadProm also parses the PROM into the cache the fill reads it from inside its transaction.
  if (!(await loadProm(deps, input.PromId, input.LanguageId))) {
    throw new AppError(ErrorCode.ValidationFailed, undefined, {
      PromId: [ctx.language === 'sv' ? 'Okänt formulär.' : 'Unknown questionnaire.'],
    });
  }
  const languages = await promLanguages(deps.db, input.PromId);
  // A language version that does not exist is refused, never answered with another (docs/decisions.md: "Only languages a PROM exists in").
  if (!languages.includes(input.LanguageId)) {
    throw new AppError(ErrorCode.PromLanguageMissing, undefined, { LanguageId: [missingLanguage(ctx.language, languages)] });
  }
  return scope.transaction(async (tx) => {
    const row = await tx.of(promRequestRecords).insert({
      id: newPromRequestId(),
      prom_id: input.PromId,
      language_id: input.LanguageId,
      purpose: input.Purpose,
      context_text: input.ContextText,
      callback_url: input.CallbackUrl,
      organization_id: ctx.organizationId,
      group_id: ctx.groupId,
      expires_date: sql`now() + make_interval(days => ${PROM_REQUEST_DAYS})`,
    });
    tx.publish('PromRequestCreated', { PromRequestIds: [row.id] });
    return toStaffView(row);
  });
}

/** The patient's records under the caller's grant, or null when there is none (404 from the layer, and only that). */
async function grantedOrNone(deps: Deps, ctx: RequestContext, patientId: string): Promise<Scope | null> {
  try {
    return await patientRecords(deps, ctx, patientId);
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NotFound) return null;
    throw error;
  }
}

/**
 * The requests of the caller's active group, newest first: those of its consenting participants
 * (one who left or withdrew is no longer the group's to read), each participant's read audited.
 */
export async function listGroupRequests(deps: Deps, ctx: RequestContext): Promise<PromRequestView[]> {
  return (await groupRequests(groupRecords(deps, ctx), ctx)).map(toStaffView);
}

/** One request of the caller's group by its staff reference, through its patient's records; any other answers 404. */
async function groupRequest(
  deps: Deps,
  ctx: RequestContext,
  ref: string,
): Promise<{ scope: Scope; view: PromRequestView; id: string; reportId: string | null }> {
  const patientId = await recordOwner(deps, promRequestRecords, ref, 'staff_ref');
  if (!patientId) throw notFound();
  const scope = await patientRecords(deps, ctx, patientId);
  scope.require('promrequests', 'read');
  const [row] = await scope.of(promRequestRecords).list({ where: sql`staff_ref = ${ref} AND ${ofGroup(ctx)}`, also: sql`report_id` });
  if (!row) throw notFound();
  return { scope, view: toStaffView(row), id: row.id, reportId: (row.report_id as string | null) ?? null };
}

export async function getGroupRequest(deps: Deps, ctx: RequestContext, id: string): Promise<PromRequestView> {
  return (await groupRequest(deps, ctx, id)).view;
}

/** A participant's requests from the caller's group (`research/patients/{id}/promrequests`). */
export async function listPatientRequests(deps: Deps, ctx: RequestContext, patientId: string): Promise<PromRequestView[]> {
  const scope = await patientRecords(deps, ctx, patientId);
  scope.require('promrequests', 'read');
  const rows = await scope.of(promRequestRecords).list({ where: ofGroup(ctx), order: sql`ORDER BY created_date DESC, id` });
  return rows.map(toStaffView);
}

/** Removes a request of the caller's group; the patient's pages hear of it (PromRequestDeleted). A filled one keeps its report. */
export async function deleteGroupRequest(deps: Deps, ctx: RequestContext, ref: string): Promise<void> {
  const { scope, id } = await groupRequest(deps, ctx, ref);
  scope.require('promrequests', 'write');
  if (!(await scope.of(promRequestRecords).delete(id))) throw notFound();
}

/** One request with the report that filled it (the answers), as a JSON file. */
export async function exportGroupRequest(
  deps: Deps,
  ctx: RequestContext,
  id: string,
): Promise<{ ExportedDate: string; Request: PromRequestView; Report: PromReportView | null }> {
  const { scope, view, reportId } = await groupRequest(deps, ctx, id);
  let report: PromReportView | null = null;
  if (reportId && scope.may('promreports', 'read')) {
    const [row] = await scope.of(promReportRecords).list({ where: sql`id = ${reportId}::uuid`, also: sql`answers` });
    report = row ? toPromReport(row) : null;
  }
  return { ExportedDate: new Date().toISOString(), Request: view, Report: report };
}
