import { ErrorCode, type PasswordChange, type PasswordReset } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/users';
import { findCode, issueCode, mailedCode, spendCode } from '../codes';
import { accountMail } from '../mail/templates';
import { endUserSessions } from '../sessions/service';
import { MAX_TRIES, proveSecondFactor } from '../twofactor/service';
import { findUserByLogin, findUserRow } from '../users/service';
import { confirmPassword } from './confirm';
import { hashPassword } from './hashing';
import { accountContext, assertAcceptablePassword } from './policy';

/**
 * POST users/password/reset: a reset link to the address when it has an account. The answer is the
 * same, and comes as fast, for a known and an unknown address: the lookup and the mail happen
 * after it, in the background.
 */
export function requestPasswordReset(deps: Deps, email: string): { MailSent: true } {
  setImmediate(() => {
    void (async () => {
      const user = await findUserByLogin(deps.db, email);
      if (!user || user.anonymized_date) return;
      await deps.db.transaction((tx) => mailResetLink(deps, tx, user, 'resetPassword'));
      deps.mail.kick();
    })().catch((error: unknown) => deps.log.error({ err: error }, 'password reset request failed'));
  });
  return { MailSent: true };
}

/**
 * Issues a reset code (only the newest works) and writes its mail to the outbox in `tx`: the
 * person's own request, or an administrator's for them (POST users/{id}/reset-password).
 */
export async function mailResetLink(
  deps: Deps,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'language_id' | 'email'>,
  kind: 'resetPassword' | 'adminResetPassword',
): Promise<void> {
  const code = await issueCode(tx, user.id, 'reset-password');
  await deps.mail.enqueue(
    tx,
    accountMail(kind, user.language_id, user.email, {
      secret: mailedCode('reset-password', { link: `${deps.config.publicUrl}/reset/${code}` }),
    }),
  );
}

/** POST users/password/reset/{token}/verify: the link is good; whether the new password needs the second factor too. */
export async function checkResetCode(deps: Deps, code: string): Promise<{ TwoFactor: boolean }> {
  return deps.db.transaction(async (tx) => {
    const row = await findCode(tx, code, 'reset-password');
    const user = await findUserRow(tx, row.user_id);
    return { TwoFactor: user?.twofactor_enabled ?? false };
  });
}

async function setPassword(deps: Deps, user: UserRow, password: string, language: 'sv' | 'en') {
  assertAcceptablePassword(password, { twoFactor: user.twofactor_enabled, context: accountContext(user), language });
  return hashPassword(password);
}

type ResetOutcome = { kind: 'done'; ended: string[] } | { kind: 'wrong-code'; spent: boolean };

/**
 * POST users/password/reset/{token}: a new password from a reset link. An account with two-factor
 * gives its code (or a backup code) as well: a reset never gets past the second factor. Five wrong
 * codes spend the link. Every session of the account ends.
 */
export async function resetPassword(deps: Deps, code: string, input: PasswordReset, language: 'sv' | 'en'): Promise<void> {
  const outcome = await deps.db.transaction(async (tx): Promise<ResetOutcome> => {
    const row = await findCode(tx, code, 'reset-password');
    const user = (await findUserRow(tx, row.user_id))!;
    const passwordHash = await setPassword(deps, user, input.NewPassword, language);
    if (user.twofactor_enabled && !(await proveSecondFactor(tx, user, input))) {
      const [tried] = await tx.query<{ tries: number }>(
        sql`UPDATE account_codes SET tries = tries + 1 WHERE id = ${row.id} RETURNING tries`,
      );
      const spent = (tried?.tries ?? MAX_TRIES) >= MAX_TRIES;
      if (spent) await spendCode(tx, row.id);
      return { kind: 'wrong-code', spent };
    }
    await tx.query(
      sql`UPDATE users SET password_hash = ${passwordHash}, password_changed_date = now(), version = version + 1, modified_date = now() WHERE id = ${user.id}`,
    );
    await spendCode(tx, row.id);
    await deps.mail.enqueue(tx, accountMail('passwordChanged', user.language_id, user.email));
    return { kind: 'done', ended: await endUserSessions(tx, user.id, 'password-reset') };
  });
  if (outcome.kind === 'wrong-code') throw new AppError(outcome.spent ? ErrorCode.InvalidCode : ErrorCode.InvalidTwoFactorCode);
  outcome.ended.forEach((id) => deps.sessions.revoked(id));
  deps.mail.kick();
}

/** POST my/user/password: the old password and a new one; the account's other sessions end. */
export async function changePassword(deps: Deps, ctx: RequestContext, input: PasswordChange): Promise<void> {
  const user = await confirmPassword(deps, ctx.userId, input.OldPassword);
  const passwordHash = await setPassword(deps, user, input.NewPassword, ctx.language);
  const ended = await deps.db.transaction(async (tx) => {
    await tx.query(
      sql`UPDATE users SET password_hash = ${passwordHash}, password_changed_date = now(), version = version + 1, modified_date = now() WHERE id = ${user.id}`,
    );
    await deps.mail.enqueue(tx, accountMail('passwordChanged', user.language_id, user.email));
    return endUserSessions(tx, user.id, 'password-changed', ctx.sessionId);
  });
  ended.forEach((id) => deps.sessions.revoked(id));
  deps.mail.kick();
}
