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
import { closingRecords } from '../../platform/records';
import { unitScope, type UnitScope } from '../../platform/units';
import { anonymiseAccountOf, eraseAccountData, removeAccountOf, type AccountTarget } from '../account/service';
import { accountMail } from '../mail/templates';
import { mailResetLink } from '../passwords/service';
import { endUserSessions } from '../sessions/service';
import { turnOffTwoFactor } from '../twofactor/service';
import { USERS_WRITE } from './admin-access';
import { findUnitUser } from './admin-list';
import { createUser } from './service';

/**
 * What an admin does to the users of the groups they administer (spec 3 §2 Users, §7; spec 2 §6):
 * an organization admin to the organization's. The account's life (erase, remove, anonymise) goes
 * through identity/account's functions, the same ones the person's own choices use, and only for
 * an account without a patient: an admin reads no patient's data, so closes none (4161).
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

/** Where the admin acts, and the user there as the admin may act on them: in their scope, not the admin. */
async function target(deps: Deps, ctx: RequestContext, userId: string): Promise<{ scope: UnitScope; user: AdminUser }> {
  const scope = await unitScope(deps.db, ctx, USERS_WRITE);
  const user = await findUnitUser(deps.db, ctx, scope, { id: userId });
  notYourself(ctx, userId);
  return { scope, user };
}

/** Every group named is one the admin gives roles in, every role on the admin role list (4158); duplicates go. */
async function assignable(q: Queryable, scope: UnitScope, memberships: readonly AdminMembership[]): Promise<AdminMembership[]> {
  const unique = [...new Map(memberships.map((m) => [`${m.GroupId}:${m.RoleId}`, m])).values()];
  if (unique.some((m) => !isAdminListedRole(m.RoleId))) throw new AppError(ErrorCode.RoleNotAssignable);
  const groups = [...new Set(unique.map((m) => m.GroupId))];
  if (groups.length === 0) return unique;
  const found = await q.query<{ id: string }>(
    sql`SELECT g.id FROM groups g WHERE ${scope.where('g.organization_id', 'g.id')} AND g.id = ANY(${groups}::text[])`,
  );
  if (found.length !== groups.length) throw new AppError(ErrorCode.RoleNotAssignable);
  return unique;
}

/** The user's sessions end at once, so no token keeps a role taken away (or lacks one given). */
function endSessionsOf(deps: Deps, ended: readonly string[]): void {
  ended.forEach((id) => deps.sessions.revoked(id));
}

const auditRoles = (memberships: readonly AdminMembership[]) => ({ Memberships: memberships });

/** POST users: a staff account in groups of the organization; a mail lets the person choose a password. */
export async function createStaffUser(deps: Deps, ctx: RequestContext, input: AdminUserCreate): Promise<AdminUser> {
  const scope = await unitScope(deps.db, ctx, USERS_WRITE);
  const userId = await deps.db.transaction(async (tx) => {
    const memberships = await assignable(tx, scope, input.Memberships);
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
  return findUnitUser(deps.db, ctx, scope, { id: userId });
}

/** PUT users/{id}: name, phone and language (stale Version: 4003). */
export async function updateStaffUser(deps: Deps, ctx: RequestContext, userId: string, input: AdminUserUpdate): Promise<AdminUser> {
  const scope = await unitScope(deps.db, ctx, USERS_WRITE);
  const before = await findUnitUser(deps.db, ctx, scope, { id: userId });
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
  return findUnitUser(deps.db, ctx, scope, { id: userId });
}

/**
 * PUT users/{id}/roles: the user's staff roles in the groups the admin administers, all of them.
 * Patient and test memberships, and those in other groups or organizations, are left as they are.
 * A change ends the user's sessions at once: no token keeps a role taken away.
 */
export async function updateStaffRoles(deps: Deps, ctx: RequestContext, userId: string, input: AdminRolesUpdate): Promise<AdminUser> {
  const { scope, user: before } = await target(deps, ctx, userId);
  const ended = await deps.db.transaction(async (tx) => {
    const memberships = await assignable(tx, scope, input.Memberships);
    const bumped = await tx.query(
      sql`UPDATE users SET version = version + 1, modified_date = now() WHERE id = ${userId} AND version = ${input.Version} RETURNING id`,
    );
    if (!bumped[0]) throw conflict();
    const listed = before.Memberships.filter((m) => isAdminListedRole(m.RoleId));
    const same = (a: AdminMembership) => (b: AdminMembership) => a.GroupId === b.GroupId && a.RoleId === b.RoleId;
    const gone = listed.filter((m) => !memberships.some(same(m)));
    const added = memberships.filter((m) => !listed.some(same(m)));
    for (const m of gone) {
      await tx.query(
        sql`DELETE FROM memberships WHERE user_id = ${userId} AND organization_id = ${ctx.organizationId} AND group_id = ${m.GroupId} AND role_id = ${m.RoleId}`,
      );
    }
    for (const m of added) {
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
    return gone.length + added.length > 0 ? endUserSessions(tx, userId, 'roles-changed') : [];
  });
  endSessionsOf(deps, ended);
  return findUnitUser(deps.db, ctx, scope, { id: userId });
}

/** POST users/{id}/reset-password: a link to choose a new password goes to the user's address. */
export async function sendPasswordReset(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  const user = await findUnitUser(deps.db, ctx, await unitScope(deps.db, ctx, USERS_WRITE), { id: userId });
  await deps.db.transaction((tx) =>
    mailResetLink(deps, tx, { id: user.Id, language_id: user.LanguageId, email: user.Email }, 'adminResetPassword'),
  );
  deps.mail.kick();
}

/** POST users/{id}/2fa/disable (needs the admin's two-factor): off, every session of the user ends, and they are told. */
export async function disableUserTwoFactor(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  await requireTwoFactor(deps.db, ctx);
  const { user } = await target(deps, ctx, userId);
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

/**
 * The account's life is the admin's only while the account is theirs alone (the global group
 * aside: 4156, 4164), and needs the admin's two-factor. A patient's account is closed from the
 * patient's page (admin/patients/{id}, `patient`), where the screen names what goes: its records
 * are then worked through the records layer as the admin closing them, written and never read
 * (docs/decisions.md, "The admin's patients"). From the users page a patient's account is 4161.
 */
async function wholeAccount(deps: Deps, ctx: RequestContext, userId: string, from: AccountPage): Promise<AccountTarget> {
  await requireTwoFactor(deps.db, ctx);
  const { user } = await target(deps, ctx, userId);
  if (user.OtherOrganizations) throw new AppError(ErrorCode.UserInOtherOrganization);
  if (user.OtherGroups) throw new AppError(ErrorCode.UserInOtherGroup);
  if (!user.HasPatient) return { userId, actor: actorOf(ctx), patient: null };
  if (from !== 'patient') throw new AppError(ErrorCode.AccountHoldsHealthData);
  const [patient] = await deps.db.query<{ id: string }>(sql`SELECT id FROM patients WHERE user_id = ${userId}`);
  return { userId, actor: actorOf(ctx), patient: closingRecords(deps, ctx, patient!.id) };
}

/** Where the admin closes an account: the users page (staff accounts), or a patient's page. */
export type AccountPage = 'users' | 'patient';

/** POST users/{id}/erase, DELETE admin/patients/{id}/data: every health record of the user goes for good; the account stays ("account reset"). */
export async function eraseUserData(deps: Deps, ctx: RequestContext, userId: string, from: AccountPage = 'users'): Promise<void> {
  await eraseAccountData(deps, await wholeAccount(deps, ctx, userId, from));
}

/** DELETE users/{id}, DELETE admin/patients/{id}: the account and all its data go for good ("account removed"). */
export async function deleteUser(deps: Deps, ctx: RequestContext, userId: string, from: AccountPage = 'users'): Promise<void> {
  await removeAccountOf(deps, await wholeAccount(deps, ctx, userId, from));
}

/** POST users/{id}/anonymize, DELETE admin/patients/{id}?anonymize=true: the health data stays without the person ("account anonymised"). */
export async function anonymiseUser(
  deps: Deps,
  ctx: RequestContext,
  userId: string,
  keep: AdminAnonymize,
  from: AccountPage = 'users',
): Promise<void> {
  await anonymiseAccountOf(deps, await wholeAccount(deps, ctx, userId, from), keep);
}

/**
 * DELETE users/{id}/organization ("remove"): the user leaves the groups the admin administers (the
 * whole organization for its organization admin); the account and its data stay, and the user's
 * sessions end so no token keeps the old roles.
 */
export async function removeFromOrganization(deps: Deps, ctx: RequestContext, userId: string): Promise<void> {
  const { scope, user } = await target(deps, ctx, userId);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM memberships m WHERE m.user_id = ${userId} AND ${scope.where('m.organization_id', 'm.group_id')}`);
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
  endSessionsOf(deps, ended);
}
