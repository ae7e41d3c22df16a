import { ErrorCode } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/users';
import { findUserRow } from '../users/service';
import { verifyPassword } from './hashing';

const WINDOW_MS = 15 * 60_000;

/**
 * The signed-in user proves it is them with their password before a change that matters (a new
 * password or address, two-factor off, deactivation, removal). Wrong answers count per account,
 * as logins do, so a stolen session cannot guess the password.
 */
export async function confirmPassword(deps: Deps, userId: string, password: string): Promise<UserRow> {
  const key = `confirm-failures:${userId}`;
  if ((await deps.counter.get(key)) >= deps.config.rateLimits.failuresPerAccountPer15Minutes) throw new AppError(ErrorCode.RateLimited);
  const user = await findUserRow(deps.db, userId);
  if (!user?.password_hash || !(await verifyPassword(user.password_hash, password))) {
    await deps.counter.hit(key, WINDOW_MS);
    throw new AppError(ErrorCode.WrongPassword);
  }
  await deps.counter.reset(key);
  return user;
}
