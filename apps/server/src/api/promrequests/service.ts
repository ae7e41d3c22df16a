import {
  ErrorCode,
  PromReportEvents,
  type LanguageId,
  type Prom,
  type PromReportCreate,
  type PromRequestView,
  validationMessage,
} from '@symptoms/domain';
import type { Queryable, Row } from '../../db/client';
import type { Deps } from '../../deps';
import type { Actor } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { insertReport, publishSave } from '../promreports/service';
import { loadProm } from '../proms/catalog';
import { promRequestPath } from './ids';

/** Whoever holds a request link: audit rows of a public fill name the request, not a user. */
export const PUBLIC_FILL_ACTOR: Actor = { userId: null, role: 'public', name: 'PROM request link' };

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

interface RequestRow extends Row {
  id: string;
  patient_id: string;
  prom_id: string;
  language_id: LanguageId;
  purpose: string;
  context_text: string | null;
  callback_url: string | null;
  organization_id: string | null;
  group_id: string | null;
  created_date: Date;
  expires_date: Date;
  report_date: Date | null;
  version: number;
}

const COLUMNS =
  'id, patient_id, prom_id, language_id, purpose, context_text, callback_url, organization_id, group_id, created_date, expires_date, report_date, version';

function toView(row: RequestRow, withPatient: boolean): PromRequestView {
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

/** The patient's open requests (not filled, not expired), oldest first: the PROM list's "requested". */
export async function listMyPromRequests(deps: Deps, ctx: RequestContext): Promise<PromRequestView[]> {
  const rows = await deps.db.query<RequestRow>(
    `SELECT ${COLUMNS} FROM prom_requests WHERE patient_id = $1 AND report_date IS NULL AND expires_date > now()
      ORDER BY created_date, id`,
    [requirePatientId(ctx)],
  );
  return rows.map((row) => toView(row, true));
}

async function loadRequest(q: Queryable, id: string, language: LanguageId, lock = false): Promise<RequestRow> {
  const [row] = await q.query<RequestRow>(`SELECT ${COLUMNS} FROM prom_requests WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  if (!row) throw new AppError(ErrorCode.NotFound, TEXTS[language].unknown);
  return row;
}

/** An open request, or the clear error: unknown 404, expired 404 (its own text), filled 409/4108. */
function requireOpen(row: RequestRow, language: LanguageId): void {
  if (row.report_date) throw new AppError(ErrorCode.AlreadyDone, TEXTS[language].filled);
  if (row.expires_date.getTime() <= Date.now()) throw new AppError(ErrorCode.NotFound, TEXTS[language].expired);
}

/** Public: the request by its secret id, without the patient; filled and expired ones too (the page says so). */
export async function getPublicPromRequest(deps: Deps, id: string, language: LanguageId): Promise<PromRequestView> {
  return toView(await loadRequest(deps.db, id, language), false);
}

/** Public: the request's PROM, only while the request is open. */
export async function getPublicRequestProm(deps: Deps, id: string, language: LanguageId, asked: LanguageId | null): Promise<Prom> {
  const row = await loadRequest(deps.db, id, language);
  requireOpen(row, language);
  const prom = await loadProm(deps.db, row.prom_id, asked ?? row.language_id);
  if (!prom) throw new AppError(ErrorCode.NotFound, TEXTS[language].unknown);
  return prom;
}

/**
 * Public: answers the request once. Only the request's PROM, only a complete report; the report is
 * the patient's, audited with the link as actor, and the request is marked filled in the same
 * transaction (a second fill, even a parallel one, waits on the row lock and then gets 409/4108).
 */
export async function fillPromRequest(deps: Deps, id: string, input: PromReportCreate, language: LanguageId): Promise<PromRequestView> {
  let patientId = '';
  const { outcome, view } = await deps.db.transaction(async (tx) => {
    const row = await loadRequest(tx, id, language, true);
    requireOpen(row, language);
    patientId = row.patient_id;
    if (input.PromId !== row.prom_id) {
      throw new AppError(ErrorCode.ValidationFailed, undefined, { PromId: [validationMessage('value', language)] });
    }
    const saved = await insertReport(
      tx,
      { ...input, LanguageId: input.LanguageId ?? row.language_id },
      { patientId, actor: PUBLIC_FILL_ACTOR, language, requestId: row.id, requireComplete: { message: TEXTS[language].incomplete } },
    );
    if (saved.filledRequestId !== row.id) throw new Error('the request was not filled');
    return { outcome: saved, view: toView(await loadRequest(tx, id, language), false) };
  });
  publishSave(deps, patientId, outcome, PromReportEvents.created);
  return view;
}
