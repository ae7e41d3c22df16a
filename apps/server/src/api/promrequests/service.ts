import { ErrorCode, type LanguageId, type Prom, type PromReportCreate, type PromRequestView, validationMessage } from '@symptoms/domain';
import { raw, sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { Actor } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { ownRecords, recordOwner } from '../../platform/records';
import { systemRecords } from '../../platform/records/system';
import { saveReport } from '../promreports/service';
import { loadProm } from '../proms/catalog';
import type { LinkCaller } from './caller';
import { promRequestPath } from './ids';
import { promRequestRecords, type PromRequestRow } from './records';

/** Whoever holds a request link: audit rows of a public fill name the request, not a user. */
const PUBLIC_FILL_ACTOR: Actor = { userId: null, role: 'public', name: 'PROM request link' };

const TEXTS: Record<LanguageId, { filled: string; expired: string; incomplete: string; unknown: string }> = {
  sv: {
    unknown: 'Länken till formuläret finns inte. Kontrollera att du har fått med hela länken.',
    expired: 'Länken till formuläret har gått ut. Kontakta den som skickade den.',
    filled: 'Formuläret är redan ifyllt och skickat. Tack!',
    incomplete: 'Svara på alla frågor innan du skickar formuläret.',
  },
  en: {
    unknown: 'There is no questionnaire at this link. Check that you have the whole link.',
    expired: 'The link to the questionnaire has expired. Contact whoever sent it.',
    filled: 'The questionnaire has already been filled in and sent. Thank you!',
    incomplete: 'Answer every question before sending the questionnaire.',
  },
};

function toView(row: PromRequestRow, withPatient: boolean): PromRequestView {
  return {
    PromRequestId: row.id,
    PatientId: withPatient ? row.patient_id : null,
    PromId: row.prom_id,
    LanguageId: row.language_id,
    Url: promRequestPath(row.id),
    Purpose: row.purpose,
    CreatedDate: row.created_date.toISOString(),
    ExpiresDate: row.expires_date.toISOString(),
    ReportDate: row.report_date ? row.report_date.toISOString() : null,
    OrganizationId: row.organization_id,
    GroupId: row.group_id,
    ContextText: row.context_text,
    CallbackUrl: row.callback_url,
    Version: row.version,
  };
}

/**
 * A request as staff see it: addressed by its staff reference, never by its id, which is the
 * link's secret (whoever holds it can answer in the patient's name), and without the link.
 */
export function toStaffView(row: PromRequestRow): PromRequestView {
  return { ...toView(row, true), PromRequestId: row.staff_ref, Url: null };
}

/** The patient's open requests (not filled, not expired), oldest first: the PROM list's "requested". */
export async function listMyPromRequests(deps: Deps, ctx: RequestContext): Promise<PromRequestView[]> {
  const rows = await ownRecords(deps, ctx)
    .of(promRequestRecords)
    .list({ where: sql`report_date IS NULL AND expires_date > now()`, order: raw('ORDER BY created_date, id') });
  return rows.map((row) => toView(row, true));
}

/** A request by its link, whoever holds it: the link's id is the secret that lets anyone answer it once (spec 1 §7, public). */
async function loadRequest(deps: Deps, id: string, language: LanguageId): Promise<PromRequestRow> {
  const owner = await recordOwner(deps, promRequestRecords, id);
  if (!owner) throw new AppError(ErrorCode.NotFound, TEXTS[language].unknown);
  return systemRecords(deps, owner, PUBLIC_FILL_ACTOR).of(promRequestRecords).get(id);
}

/** An open request, or the clear error: unknown 404, expired 404 (its own text), filled 409/4108. */
function requireOpen(row: PromRequestRow, language: LanguageId): void {
  if (row.report_date) throw new AppError(ErrorCode.AlreadyDone, TEXTS[language].filled);
  if (row.expires_date.getTime() <= Date.now()) throw new AppError(ErrorCode.NotFound, TEXTS[language].expired);
}

/** Public: the request by its secret id, without the patient; filled and expired ones too (the page says so). */
export async function getPublicPromRequest(deps: Deps, id: string, language: LanguageId): Promise<PromRequestView> {
  return toView(await loadRequest(deps, id, language), false);
}

/** Public: the request's PROM, only while the request is open. */
export async function getPublicRequestProm(deps: Deps, id: string, language: LanguageId, asked: LanguageId | null): Promise<Prom> {
  const row = await loadRequest(deps, id, language);
  requireOpen(row, language);
  const prom = await loadProm(deps, row.prom_id, asked ?? row.language_id);
  if (!prom) throw new AppError(ErrorCode.NotFound, TEXTS[language].unknown);
  return prom;
}

/**
 * Public: answers the request once. Only the request's PROM, only a complete report; the report is
 * the patient's, audited with the link as actor (or the patient, when their own session sends it),
 * and the request is filled in the same transaction (a second fill, even a parallel one, waits on
 * the request's row lock and then gets 409/4108).
 */
export async function fillPromRequest(
  deps: Deps,
  id: string,
  input: PromReportCreate,
  language: LanguageId,
  caller: LinkCaller | null = null,
): Promise<PromRequestView> {
  const link = await loadRequest(deps, id, language);
  requireOpen(link, language);
  const actor = caller && caller.patientId === link.patient_id ? caller.actor : PUBLIC_FILL_ACTOR;
  return systemRecords(deps, link.patient_id, actor).transaction(async (scope) => {
    const requests = scope.of(promRequestRecords);
    const row = await requests.get(id, { lock: true });
    requireOpen(row, language);
    if (input.PromId !== row.prom_id) {
      throw new AppError(ErrorCode.ValidationFailed, undefined, { PromId: [validationMessage('value', language)] });
    }
    const saved = await saveReport(
      scope,
      { ...input, LanguageId: input.LanguageId ?? row.language_id },
      { language, requestId: row.id, requireComplete: { message: TEXTS[language].incomplete } },
    );
    if (saved.filledRequestId !== row.id) throw new Error('the request was not filled');
    return toView(await requests.get(id), false);
  });
}
