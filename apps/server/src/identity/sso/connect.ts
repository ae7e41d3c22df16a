import { ErrorCode, type ConnectIdentityRequest } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { actorOf } from '../../platform/audit';
import type { RequestContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { confirmPassword } from '../passwords/confirm';
import { provePersonnummer } from '../personnummer/proof';
import { findUserRow } from '../users/service';
import { findLinkedUser, linkIdentity } from './accounts';
import { personnummerClaim, verifyExternalToken } from './verify';

/**
 * POST my/user/connect: the account's owner links an identity provider's subject to it, proving
 * both sides at once (the session and, when the account has one, its password; the provider's
 * token). This is how an SSO identity without a personnummer claim reaches an account: never by e-mail.
 *
 * A token whose claim asserts the account's own personnummer (or any, when the account has none)
 * proves it (`sso`); one asserting another number is refused (4135). A subject linked to another
 * account is not moved (409), unless the token's claim names a number that account does not hold
 * proven: the issuer says the subject is someone else.
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
  const asserted = personnummerClaim(claims, sso);
  if (asserted && user.personnummer !== null && user.personnummer !== asserted) throw new AppError(ErrorCode.IdentityOfAnotherPersonnummer);
  const linked = await findLinkedUser(deps.db, sso.issuer, claims.sub);
  const linkedElsewhereRightly =
    linked && linked.id !== user.id && !(asserted && (linked.personnummer_proof === null || linked.personnummer !== asserted));
  if (linkedElsewhereRightly) throw new AppError(ErrorCode.AlreadyDone);
  await deps.db.transaction(async (tx) => {
    if (asserted) await provePersonnummer(deps, tx, { userId: user.id, personnummer: asserted, proof: 'sso', actor: actorOf(ctx) });
    await linkIdentity(tx, {
      provider: sso.issuer,
      subject: claims.sub,
      userId: user.id,
      email: typeof claims.email === 'string' ? claims.email.slice(0, 254) : null,
    });
  });
  deps.mail.kick();
}
