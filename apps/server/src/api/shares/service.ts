import {
  conditionsFor,
  ErrorCode,
  normalizePersonnummer,
  ROLES,
  type AuditAction,
  type LanguageId,
  type Share,
  type ShareCreate,
  type ShareRequestCreate,
  type ShareUpdate,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql, type Sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { requirePatientId, type RequestContext } from '../../platform/context';
import { AppError, conflict, notFound } from '../../platform/errors';
import { auditOf, selectShare, selectShares, toShare, type ShareRow } from './store';

/** The roles a share opens anything to: only they can receive one. */
const RECIPIENT_ROLES = ROLES.filter((role) => conditionsFor(role, 'patient', 'read').includes('share'));

const NO_RECIPIENT: Record<LanguageId, string> = {
  sv: 'Ingen vårdgivare eller enhet med det personnumret, den e-postadressen eller det id:t hittades.',
  en: 'No clinician or unit with that personal identity number, email address or id was found.',
};
const NO_PATIENT: Record<LanguageId, string> = {
  sv: 'Ingen patient med det personnumret hittades.',
  en: 'No patient with that personal identity number was found.',
};

const mine = (ctx: RequestContext, id: string): Sql => sql`s.id = ${id}::uuid AND s.patient_id = ${requirePatientId(ctx)}::uuid`;

/** One of the patient's shares, held until the transaction ends; 404 when it is not theirs. */
async function lockMine(tx: Queryable, ctx: RequestContext, id: string): Promise<ShareRow> {
  await tx.query(sql`SELECT 1 FROM shares s WHERE ${mine(ctx, id)} FOR UPDATE`);
  const row = await selectShare(tx, mine(ctx, id));
  if (!row) throw notFound();
  return row;
}

async function audit(q: Queryable, ctx: RequestContext, action: AuditAction, before: ShareRow | null, after: ShareRow | null) {
  const row = (after ?? before)!;
  await recordAudit(q, actorOf(ctx), {
    patientId: row.patient_id,
    resourceType: 'Share',
    resourceId: row.id,
    action,
    ...(before ? { before: auditOf(before) } : {}),
    ...(after ? { after: auditOf(after) } : {}),
  });
}

/** The user a share may go to (a clinician: someone a share opens anything to), or the unit (a group). */
async function recipientOf(
  q: Queryable,
  ctx: RequestContext,
  body: ShareCreate,
): Promise<{ userId: string | null; groupId: string | null }> {
  if (body.ShareWithUnit !== undefined) {
    const [group] = await q.query<{ id: string }>(sql`SELECT id FROM groups WHERE id = ${body.ShareWithUnit}`);
    if (group) return { userId: null, groupId: group.id };
  } else {
    const who =
      body.ShareWithEmail !== undefined
        ? sql`lower(u.email) = lower(${body.ShareWithEmail})`
        : // Only a proven number reaches anyone: a claim is not found, exactly like a missing one.
          sql`u.personnummer = ${normalizePersonnummer(body.ShareWithPersonnummer!) ?? ''} AND u.personnummer_proof IS NOT NULL`;
    const [user] = await q.query<{ id: string }>(
      sql`SELECT u.id FROM users u WHERE ${who} AND u.id <> ${ctx.userId}::uuid
            AND EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.role_id = ANY(${RECIPIENT_ROLES}::text[]))`,
    );
    if (user) return { userId: user.id, groupId: null };
  }
  throw new AppError(ErrorCode.NotFound, NO_RECIPIENT[ctx.language]);
}

export async function listMyShares(deps: Deps, ctx: RequestContext): Promise<Share[]> {
  return (await selectShares(deps.db, sql`s.patient_id = ${requirePatientId(ctx)}::uuid`)).map(toShare);
}

export async function getMyShare(deps: Deps, ctx: RequestContext, id: string): Promise<Share> {
  const row = await selectShare(deps.db, mine(ctx, id));
  if (!row) throw notFound();
  return toShare(row);
}

/** The patient shares with a clinician or a unit: accepted at once, since the patient made it. */
export async function createMyShare(deps: Deps, ctx: RequestContext, body: ShareCreate): Promise<Share> {
  const patientId = requirePatientId(ctx);
  const row = await deps.db.transaction(async (tx) => {
    const to = await recipientOf(tx, ctx, body);
    const [made] = await tx.query<{ id: string }>(
      sql`INSERT INTO shares (patient_id, organization_id, group_id, share_with_user_id, share_with_group_id, symptom_reports, prom_reports,
                              status_reports, notes, requested_by_id, requested_date, accepted_date)
          VALUES (${patientId}::uuid, ${ctx.organizationId}, ${ctx.groupId}, ${to.userId}::uuid, ${to.groupId}, ${body.SymptomReports},
                  ${body.PromReports}, ${body.StatusReports}, ${body.Notes}, ${ctx.userId}::uuid, now(), now())
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!made) throw conflict();
    const share = (await selectShare(tx, sql`s.id = ${made.id}::uuid`))!;
    await audit(tx, ctx, 'Create', null, share);
    return share;
  });
  if (row.share_with_user_id) deps.realtime.toUser(row.share_with_user_id, 'ShareCreated', { ShareId: row.id });
  deps.realtime.toPatient(patientId, 'ShareCreated', { ShareId: row.id });
  return toShare(row);
}

/**
 * Changes one of the patient's shares with `set` (SQL assignments) where `when` holds, audited;
 * `missed` tells why a share that exists was not changed. The recipient hears of it at once.
 */
async function changeMyShare(
  deps: Deps,
  ctx: RequestContext,
  id: string,
  set: Sql,
  when: Sql,
  missed: () => AppError,
  event: 'ShareUpdated' | 'ShareRequestAccepted',
): Promise<Share> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockMine(tx, ctx, id);
    const [changed] = await tx.query<{ id: string }>(
      sql`UPDATE shares SET ${set}, modified_date = now(), version = version + 1 WHERE id = ${id}::uuid AND ${when} RETURNING id`,
    );
    if (!changed) throw missed();
    const after = (await selectShare(tx, sql`s.id = ${id}::uuid`))!;
    await audit(tx, ctx, 'Update', before, after);
    return after;
  });
  const to = event === 'ShareRequestAccepted' ? row.requested_by_id : row.share_with_user_id;
  if (to) deps.realtime.toUser(to, event, { ShareId: row.id });
  // The patient's other tabs and devices show the change too.
  deps.realtime.toPatient(row.patient_id, 'ShareUpdated', { ShareId: row.id });
  return toShare(row);
}

export function updateMyShare(deps: Deps, ctx: RequestContext, id: string, body: ShareUpdate): Promise<Share> {
  return changeMyShare(
    deps,
    ctx,
    id,
    sql`symptom_reports = ${body.SymptomReports}, prom_reports = ${body.PromReports}, status_reports = ${body.StatusReports}, notes = ${body.Notes}`,
    sql`version = ${body.Version}`,
    conflict,
    'ShareUpdated',
  );
}

export function setMyShareEnabled(deps: Deps, ctx: RequestContext, id: string, enabled: boolean): Promise<Share> {
  return changeMyShare(deps, ctx, id, sql`enabled = ${enabled}`, sql`true`, conflict, 'ShareUpdated');
}

/** The patient accepts a clinician's request: from now on it opens what its flags say. */
export function acceptMyShare(deps: Deps, ctx: RequestContext, id: string): Promise<Share> {
  return changeMyShare(
    deps,
    ctx,
    id,
    sql`accepted_date = now(), enabled = true`,
    sql`accepted_date IS NULL`,
    () => new AppError(ErrorCode.AlreadyDone),
    'ShareRequestAccepted',
  );
}

/** Removes a share or declines a request; the viewer's access ends with the commit. */
export async function deleteMyShare(deps: Deps, ctx: RequestContext, id: string): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const before = await lockMine(tx, ctx, id);
    await tx.query(sql`DELETE FROM shares WHERE id = ${id}::uuid`);
    await audit(tx, ctx, 'Delete', before, null);
    return before;
  });
  if (row.accepted_date === null) {
    if (row.requested_by_id) deps.realtime.toUser(row.requested_by_id, 'ShareRequestDeleted', { ShareId: row.id });
  } else if (row.share_with_user_id) {
    deps.realtime.toUser(row.share_with_user_id, 'ShareDeleted', { ShareId: row.id });
  }
  deps.realtime.toPatient(row.patient_id, 'ShareDeleted', { ShareId: row.id });
}

/** The clinician's shares: with them or their present unit, and the requests they made (pending until accepted). */
export async function listClinicianShares(deps: Deps, ctx: RequestContext): Promise<Share[]> {
  const rows = await selectShares(deps.db, sql`(s.share_with_user_id = ${ctx.userId}::uuid OR s.share_with_group_id = ${ctx.groupId})`);
  return rows.map(toShare);
}

/**
 * A clinician asks a patient, by personnummer, for a share: a request the patient accepts or removes.
 * Only the account holding the number proven is asked; one that only claims it is "not found".
 */
export async function requestShare(deps: Deps, ctx: RequestContext, body: ShareRequestCreate): Promise<Share> {
  const row = await deps.db.transaction(async (tx) => {
    const [patient] = await tx.query<{ id: string }>(
      sql`SELECT p.id FROM users u JOIN patients p ON p.user_id = u.id
           WHERE u.personnummer = ${normalizePersonnummer(body.PatientPersonnummer) ?? ''} AND u.personnummer_proof IS NOT NULL
             AND u.id <> ${ctx.userId}::uuid`,
    );
    if (!patient) throw new AppError(ErrorCode.NotFound, NO_PATIENT[ctx.language]);
    const [made] = await tx.query<{ id: string }>(
      sql`INSERT INTO shares (patient_id, organization_id, group_id, share_with_user_id, symptom_reports, prom_reports, status_reports, notes,
                              requested_by_id, requested_date)
          VALUES (${patient.id}::uuid, ${ctx.organizationId}, ${ctx.groupId}, ${ctx.userId}::uuid, ${body.SymptomReports}, ${body.PromReports},
                  ${body.StatusReports}, ${body.Notes}, ${ctx.userId}::uuid, now())
          ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!made) throw conflict();
    const share = (await selectShare(tx, sql`s.id = ${made.id}::uuid`))!;
    await audit(tx, ctx, 'Create', null, share);
    return share;
  });
  deps.realtime.toPatient(row.patient_id, 'ShareRequestCreated', { ShareId: row.id });
  return toShare(row);
}
