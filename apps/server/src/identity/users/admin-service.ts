import {
  ErrorCode,
  isAdminListedRole,
  normalizePersonnummer,
  type AdminAnonymize,
  type AdminMembership,
  type AdminRolesUpdate,
  type AdminUser,
  type AdminUserCreate,
  type AdminUserUpdate,
} from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import { actorOf, recordAudit } from '../../platform/audit';
import { changedPersonFields } from '../../platform/users';
import type { RequestContext } from '../../platform/context';
import { AppError, conflict } from '../../platform/errors';
import { systemRecords } from '../../platform/records/system';
import { anonymiseAccountOf, eraseAccountData, removeAccountOf, type AccountTarget } from '../account/service';
import { accountMail } from '../mail/templates';
import { mailResetLink } from '../passwords/service';
import { endUserSessions } from '../sessions/service';
import { turnOffTwoFactor } from '../twofactor/service';
import { findOrganizationUser } from './admin-list';
import { createUser, findUserRow } from './service';

/**
 * What an admin does to the users of their organization (spec 3 §2 Users, §7; spec 2 §6). The
 * account's life (erase, remove, anonymise) goes through identity/account's functions, the same
 * ones the person's own choices use; the patient's records through the records layer as the admin.
 */

/** The admin's own session passed two-factor (a code, or BankID or SSO, strong on their own). */
async function requireTwoFactor(q: Queryable, ctx: RequestContext): Promise<void> {
  const [session] = await q.query<{ twofactor_authenticated: boolean }>(
    sql`SELECT twofactor_authenticated FROM sessions WHERE id = ${ctx.sessionId}`,
  );
  if (!session?.twofactor_authenticated) throw new AppError(ErrorCode.AdminTwoFactorRequired);
}

function notYourself(ctx: RequestContext, userId: string): void {
  if (ctx.userId === userId) throw new AppError(ErrorCode.NotOnYourself);
}

/** The user as the admin may act on them: of the organization, not the admin. */
async function target(deps: Deps, ctx: RequestContext, userId: string): Promise<AdminUser> {
  const user = await findOrganizationUser(deps.db, ctx, { id: userId });
  notYourself(ctx, userId);
  return user;
}

/** The account and its patient's records, worked as the admin (audited as them). */
async function accountTarget(deps: Deps, ctx: RequestContext, userId: string): Promise<AccountTarget> {
  const row = await findUserRow(deps.db, userId);
  return { userId, actor: actorOf(ctx), patient: row?.patient_id ? systemRecords(deps, row.patient_id, actorOf(ctx)) : null };
}

/** Every group named is the organization's, every role on the admin role list; duplicates go. */
async function assignable(q: Queryable, ctx: RequestContext, memberships: readonly AdminMembership[]): Promise<AdminMembership[]> {
  const unique = [...new Map(memberships.map((m) => [`${m.GroupId}:${m.RoleId}`, m])).values()];
  if (unique.some((m) => !isAdminListedRole(m.RoleId))) throw new AppError(ErrorCode.RoleNotAssignable);
  const groups = [...new Set(unique.map((m) => m.GroupId))];
  if (groups.length === 0) return unique;
  const found = await q.query<{ id: string }>(
    sql`SELECT id FROM groups WHERE organization_id = ${ctx.organizationId} AND id = ANY(${groups}::text[])`,
  );
  if (found.length !== groups.length) throw new AppError(ErrorCode.RoleNotAssignable);
  return unique;
}

const auditRoles = (memberships: readonly AdminMembership[]) => ({ Memberships: memberships });

/** POST users: a staff account in groups of the organization; a mail lets the person choose a password. */
export async function createStaffUser(deps: Deps, ctx: RequestContext, input: AdminUserCreate): Promise<AdminUser> {
  const userId = await deps.db.transaction(async (tx) => {
    const memberships = await assignable(tx, ctx, input.Memberships);
    const personnummer = normalizePersonnummer(input.Personnummer)!;
    const taken = await tx.query(
      sql`SELECT 1 FROM users WHERE personnummer = ${personnummer} OR lower(email) = lower(${input.Email}) OR lower(username) = lower(${input.Email})`,
    );
    if (taken.length) throw new AppError(ErrorCode.UserAlreadyExists);
    const { userId } = await createUser(tx, {
      personnummer,
      email: input.Email.trim(),
      firstName: input.FirstName,
      lastName: input.LastName,
      phoneNumber: input.PhoneNumber ?? null,
      languageId: input.LanguageId,
      memberships: memberships.map((m) => ({ organizationId: ctx.organizationId, groupId: m.GroupId, roleId: m.RoleId })),
      withPatient: false,
    });
    await mailResetLink(deps, tx, { id: userId, language_id: input.LanguageId, email: input.Email.trim() }, 'adminResetPassword');
    await recordAudit(tx, actorOf(ctx), {
      patientId: null,
      resourceType: 'User',
      resourceId: userId,
      action: 'Create',
      after: { HasPhoneNumber: Boolean(input.PhoneNumber), LanguageId: input.LanguageId, ...auditRoles(memberships) },
    });
    return userId;
  });
  deps.mail.kick();
  return findOrganizationUser(deps.db, ctx, { id: userId });
}

/** PUT users/{id}: name, phone and language (stale Version: 4003). */
export async function updateStaffUser(deps: Deps, ctx: RequestContext, userId: string, input: AdminUserUpdate): Promise<AdminUser> {
  const before = await findOrganizationUser(deps.db, ctx, { id: userId });
  await deps.db.transaction(async (tx) => {
    const rows = await tx.query<{ patient_id: string | null }>(
      sql`UPDATE users SET first_name = ${input.FirstName}, last_name = ${input.LastName}, phone_number = ${input.PhoneNumber},
                 language_id = ${input.LanguageId}, version = version + 1, modified_date = now()
           WHERE id = ${userId} AND version = ${input.Version}
       RETURNING (SELECT p.id FROM patients p WHERE p.user_id = users.id) AS patient_id`,
    );
    if (!rows[0]) throw conflict();
    const fields = (u: { PhoneNumber: string | null; LanguageId: string }) => ({
      HasPhoneNumber: u.PhoneNumber !== null,
      LanguageId: u.LanguageId,
    });
    await recordAudit(tx, actorOf(ctx), {
      patientId: rows[0].patient_id,
      resourceType: 'User',
      resourceId: userId,
      action: 'Update',
      before: fields(before),
      after: { ...fields(input), Changed: changedPersonFields(before, input) },
    });
  });
  return findOrganizationUser(deps.db, ctx, { id: userId });
}

/**
 * PUT users/{id}/roles: the user's staff roles in the organization, all of them. Patient and test
 * memberships, and those in other organizations, are left as they are. The user's sessions keep
 * their token until it is renewed, when the new roles apply.
 */
export async function updateStaffRoles(deps: Deps, ctx: RequestContext, userId: string, input: AdminRolesUpdate): Promise<AdminUser> {
  const before = await target(deps, ctx, userId);
  await deps.db.transaction(async (tx) => {
    const memberships = await assignable(tx, ctx, input.Memberships);
    const bumped = await tx.query(
      sql`UPDATE users SET version = version + 1, modified_date = now() WHERE id = ${userId} AND version = ${input.Version} RETURNING id`,
    );
    if (!bumped[0]) throw conflict();
    const listed = before.Memberships.filter((m) => isAdminListedRole(m.RoleId));
    const gone = listed.filter((m) => !memberships.some((n) => n.GroupId === m.GroupId && n.RoleId === m.RoleId));
    for (const m of gone) {
      await tx.query(
        sql`DELETE FROM memberships WHERE user_id = ${userId} AND organization_id = ${ctx.organizationId} AND group_id = ${m.GroupId} AND role_id = ${m.RoleId}`,
      );
    }
    for (const m of memberships) {
      await tx.query(
        sql`INSERT INTO memberships (user_id, organization_id, group_id, role_id) VALUES (${userId}, ${ctx.organizationId}, ${m.GroupId}, ${m.RoleId})
            ON CONFLICT DO NOTHING`,
      );
    }
    await recordAudit(tx, actorOf(ctx), {
      patientId: null,
      resourceType: 'UserRoles',
      resourceId: userId,
      action: 'Update',
      before: auditRoles(listed),
      after: auditRoles(memberships),
    });
  });
  return findOrganizationUser(deps.db, ctx, { id: userId });
}

/** POST users/{id}/reset-password: a link to choose a new password goes to the user's address. */
export async function sendPasswordReset(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  const user = await findOrganizationUser(deps.db, ctx, { id: userId });
  await deps.db.transaction((tx) =>
    mailResetLink(deps, tx, { id: user.Id, language_id: user.LanguageId, email: user.Email }, 'adminResetPassword'),
  );
  deps.mail.kick();
}

/** POST users/{id}/2fa/disable (needs the admin's two-factor): off, every session of the user ends, and they are told. */
export async function disableUserTwoFactor(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  await requireTwoFactor(deps.db, ctx);
  const user = await target(deps, ctx, userId);
  const ended = await deps.db.transaction(async (tx) => {
    const ended = await turnOffTwoFactor(tx, userId);
    await deps.mail.enqueue(tx, accountMail('twoFactorDisabledByAdmin', user.LanguageId, user.Email));
    await recordAudit(tx, actorOf(ctx), {
      patientId: null,
      resourceType: 'User',
      resourceId: userId,
      action: 'Update',
      before: { TwoFactorEnabled: user.TwoFactorEnabled },
      after: { TwoFactorEnabled: false },
    });
    return ended;
  });
  ended.forEach((id) => deps.sessions.revoked(id));
  deps.mail.kick();
}

/** The account's life is the admin's only while the user is theirs alone (the global group aside). */
async function wholeAccount(deps: Deps, ctx: RequestContext, userId: string): Promise<AccountTarget> {
  await requireTwoFactor(deps.db, ctx);
  const user = await target(deps, ctx, userId);
  if (user.OtherOrganizations) throw new AppError(ErrorCode.UserInOtherOrganization);
  return accountTarget(deps, ctx, userId);
}

/** POST users/{id}/erase: every health record of the user goes for good; the account stays ("account reset"). */
export async function eraseUserData(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  await eraseAccountData(deps, await wholeAccount(deps, ctx, userId));
}

/** DELETE users/{id}: the account and all its data go for good ("account removed"). */
export async function deleteUser(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  await removeAccountOf(deps, await wholeAccount(deps, ctx, userId));
}

/** POST users/{id}/anonymize: the health data stays without the person ("account anonymised"). */
export async function anonymiseUser(deps: Deps, ctx: RequestContext, userId: string, keep: AdminAnonymize): Promise<void> {
  await anonymiseAccountOf(deps, await wholeAccount(deps, ctx, userId), keep);
}

/**
 * DELETE users/{id}/organization ("remove"): the user leaves the admin's organization, every
 * membership in its groups goes; the account and its data stay, and the user's sessions end so
 * no token keeps the old roles.
 */
export async function removeFromOrganization(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  const user = await target(deps, ctx, userId);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM memberships WHERE user_id = ${userId} AND organization_id = ${ctx.organizationId}`);
    await recordAudit(tx, actorOf(ctx), {
      patientId: null,
      resourceType: 'UserRoles',
      resourceId: userId,
      action: 'Delete',
      before: auditRoles(user.Memberships),
      after: auditRoles([]),
    });
    return endUserSessions(tx, userId, 'removed-from-organization');
  });
  ended.forEach((id) => deps.sessions.revoked(id));
}
