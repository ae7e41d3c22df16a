import { ErrorCode, type ConnectIdentityRequest } from '@symptoms/domain';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { confirmPassword } from '../passwords/confirm';
import { findUserRow } from '../users/service';
import { findLinkedUser, linkIdentity } from './accounts';
import { verifyExternalToken } from './verify';

/**
 * POST my/user/connect: the account's owner links an identity provider's subject to it, proving
 * both sides at once (the session and, when the account has one, its password; the provider's
 * token). This is how an SSO identity without a personnummer claim reaches an account: never by e-mail.
 */
export async function connectIdentity(deps: Deps, ctx: RequestContext, input: ConnectIdentityRequest): Promise<void> {
  const sso = deps.config.sso;
  if (!sso) throw new AppError(ErrorCode.LoginMethodUnavailable);
  const user = await findUserRow(deps.db, ctx.userId);
  if (!user) throw new AppError(ErrorCode.Unauthenticated);
  // The same check, counted the same way, as every other change that asks for the password.
  if (user.password_hash) await confirmPassword(deps, user.id, input.Password ?? '');
  const claims = await verifyExternalToken(input.Token, sso).catch(() => {
    throw new AppError(ErrorCode.SsoLoginFailed);
  });
  const linked = await findLinkedUser(deps.db, sso.issuer, claims.sub);
  if (linked && linked.id !== user.id) throw new AppError(ErrorCode.AlreadyDone);
  await linkIdentity(deps.db, {
    provider: sso.issuer,
    subject: claims.sub,
    userId: user.id,
    email: typeof claims.email === 'string' ? claims.email.slice(0, 254) : null,
  });
}
