import { ErrorCode, type TwoFactorCode, type TwoFactorSetup } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError, notFound } from '../../platform/errors';
import type { UserRow } from '../../platform/users';
import { confirmPassword } from '../passwords/confirm';
import { PASSWORD_MIN } from '@symptoms/domain';
import { endUserSessions } from '../sessions/service';
import { findUserRow } from '../users/service';
import { backupCodeHash, codeStep, newBackupCodes, newTotpSecret, otpauthUri, qrImage } from './totp';

/** Wrong codes in a row before the session is ended (spec: at most 5 tries per challenge). */
export const MAX_TRIES = 5;
/**
 * The wrong codes are the account's, not the session's: after MAX_TRIES in a row every session of
 * the account waits this long after the last wrong code, and each further wrong code ends its
 * session and starts the wait again, so a new login (the password is known to whoever tries) buys
 * no new guesses. A right code clears the count.
 */
const LOCK_MINUTES = 15;

const LOCKED: Record<'sv' | 'en', string> = {
  sv: `För många felaktiga koder. Vänta ${LOCK_MINUTES} minuter och försök igen.`,
  en: `Too many wrong codes. Wait ${LOCK_MINUTES} minutes and try again.`,
};

/**
 * Whether a code proves the second factor of `user`: a TOTP code of a step later than the last one
 * used (so each code works once), or an unused backup code, which is spent.
 */
export async function proveSecondFactor(
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'twofactor_secret'>,
  input: { Code?: string | undefined; BackupCode?: string | undefined },
  secret = user.twofactor_secret,
): Promise<boolean> {
  if (input.Code && secret) {
    const step = codeStep(secret, input.Code);
    if (step === null) return false;
    const used = await tx.query(
      sql`UPDATE users SET twofactor_last_step = ${step} WHERE id = ${user.id} AND twofactor_last_step < ${step} RETURNING id`,
    );
    return used.length === 1;
  }
  if (input.BackupCode) {
    const spent = await tx.query(
      sql`UPDATE backup_codes SET used_date = now()
           WHERE user_id = ${user.id} AND code_hash = ${backupCodeHash(input.BackupCode)} AND used_date IS NULL AND NOT pending
           RETURNING id`,
    );
    return spent.length === 1;
  }
  return false;
}

/**
 * Starts setting up (or renewing) two-factor: a new secret and backup codes, kept aside until a code
 * of the new secret confirms them; until then the account's current second factor still works.
 */
export async function setUpTwoFactor(deps: Deps, ctx: RequestContext): Promise<TwoFactorSetup> {
  const user = await findUserRow(deps.db, ctx.userId);
  if (!user) throw notFound();
  const secret = newTotpSecret();
  const codes = newBackupCodes();
  await deps.db.transaction(async (tx) => {
    await tx.query(sql`UPDATE users SET twofactor_pending_secret = ${secret} WHERE id = ${user.id}`);
    await tx.query(sql`DELETE FROM backup_codes WHERE user_id = ${user.id} AND pending`);
    for (const code of codes) {
      await tx.query(sql`INSERT INTO backup_codes (user_id, code_hash, pending) VALUES (${user.id}, ${backupCodeHash(code)}, true)`);
    }
  });
  const uri = otpauthUri(secret, user.email);
  return { BackupCodes: codes, ImageUrl: await qrImage(uri), ManualSetupCode: secret.replace(/(.{4})/g, '$1 ').trim() };
}

type Outcome = 'ok' | 'wrong' | 'ended' | 'locked';

/**
 * POST my/user/2fa: a code for this session. With a setup waiting, a code of the new secret turns
 * two-factor on (or renews it); otherwise it is the login's second factor. Either way this session
 * is then two-factor authenticated; the client renews its token to go on. A wrong code counts
 * against the account, and the fifth in a row ends the session (see LOCK_MINUTES).
 */
export async function proveTwoFactor(deps: Deps, ctx: RequestContext, input: TwoFactorCode): Promise<void> {
  if (input.SessionId && input.SessionId !== ctx.sessionId) throw notFound();
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const [user] = await tx.query<UserRow & { locked: boolean }>(
      sql`SELECT *, twofactor_failures >= ${MAX_TRIES}::int AND twofactor_failed_date > now() - make_interval(mins => ${LOCK_MINUTES}) AS locked
            FROM users WHERE id = ${ctx.userId} FOR UPDATE`,
    );
    if (!user) throw notFound();
    if (user.locked) return 'locked';
    const setup = user.twofactor_pending_secret;
    const proven = setup && input.Code ? await proveSecondFactor(tx, user, input, setup) : await proveSecondFactor(tx, user, input);
    if (proven) {
      if (setup && input.Code) {
        await tx.query(
          sql`UPDATE users SET twofactor_enabled = true, twofactor_secret = ${setup}, twofactor_pending_secret = NULL,
                     version = version + 1, modified_date = now() WHERE id = ${user.id}`,
        );
        await tx.query(sql`DELETE FROM backup_codes WHERE user_id = ${user.id} AND NOT pending`);
        await tx.query(sql`UPDATE backup_codes SET pending = false WHERE user_id = ${user.id}`);
      }
      await tx.query(sql`UPDATE users SET twofactor_failures = 0, twofactor_failed_date = NULL WHERE id = ${user.id}`);
      await tx.query(sql`UPDATE sessions SET twofactor_authenticated = true, twofactor_tries = 0 WHERE id = ${ctx.sessionId}`);
      return 'ok';
    }
    const [counted] = await tx.query<{ twofactor_failures: number }>(
      sql`UPDATE users SET twofactor_failures = twofactor_failures + 1, twofactor_failed_date = now() WHERE id = ${user.id}
          RETURNING twofactor_failures`,
    );
    if (counted!.twofactor_failures < MAX_TRIES) return 'wrong';
    await tx.query(sql`UPDATE sessions SET active = false, ended_date = now(), end_reason = 'twofactor-tries' WHERE id = ${ctx.sessionId}`);
    await tx.query(sql`UPDATE refresh_tokens SET used_date = coalesce(used_date, now()) WHERE session_id = ${ctx.sessionId}`);
    return 'ended';
  });
  if (outcome === 'ended') {
    deps.sessions.revoked(ctx.sessionId);
    throw new AppError(ErrorCode.Unauthenticated);
  }
  if (outcome === 'locked') throw new AppError(ErrorCode.RateLimited, LOCKED[ctx.language]);
  if (outcome === 'wrong') throw new AppError(ErrorCode.InvalidTwoFactorCode);
}

/**
 * Turns two-factor off, with the password. An account's password may be as short as 8 characters
 * only with two-factor, so one shorter than 15 must be changed first (decisions: Passwords).
 */
export async function disableTwoFactor(deps: Deps, ctx: RequestContext, password: string): Promise<void> {
  await confirmPassword(deps, ctx.userId, password);
  if ([...password].length < PASSWORD_MIN) {
    const text =
      ctx.language === 'sv'
        ? `Byt först till ett lösenord med minst ${PASSWORD_MIN} tecken; kortare lösenord kräver tvåstegsverifiering.`
        : `First change to a password of at least ${PASSWORD_MIN} characters; shorter passwords need two-factor.`;
    throw new AppError(ErrorCode.WeakPassword, text);
  }
  const ended = await deps.db.transaction((tx) => turnOffTwoFactor(tx, ctx.userId, ctx.sessionId));
  ended.forEach((id) => deps.sessions.revoked(id));
}

/**
 * Two-factor off: the secrets and backup codes go, and every session of the account but `keep`
 * ends. The person's own (with the password) and an administrator's (POST users/{id}/2fa/disable).
 */
export async function turnOffTwoFactor(tx: Queryable, userId: string, keep?: string): Promise<string[]> {
  await tx.query(
    sql`UPDATE users SET twofactor_enabled = false, twofactor_secret = NULL, twofactor_pending_secret = NULL,
               version = version + 1, modified_date = now() WHERE id = ${userId}`,
  );
  await tx.query(sql`DELETE FROM backup_codes WHERE user_id = ${userId}`);
  return endUserSessions(tx, userId, 'twofactor-disabled', keep);
}
