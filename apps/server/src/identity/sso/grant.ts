import { ErrorCode, normalizePersonnummer, type TokenRequest } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import { openSession, type ClientInfo } from '../token/service';
import { findLinkedUser, findUserByPersonnummer, linkIdentity } from './accounts';
import { verifyExternalToken } from './verify';

const failed = () => new AppError(ErrorCode.SsoLoginFailed);

/**
 * grant_type=keycloak: single sign-on with the external issuer's token. The identity is the pair
 * (issuer, subject). A subject already linked logs in to its account. An unlinked one is linked
 * only when the token itself asserts the person's personnummer (the configured claim) and an
 * account has that number; an e-mail in the token never links anything (docs/decisions.md).
 * A personnummer sent beside the token must be the token's person's.
 */
export async function keycloakGrant(deps: Deps, input: Extract<TokenRequest, { grant_type: 'keycloak' }>, client: ClientInfo) {
  const sso = deps.config.sso;
  if (!sso) throw new AppError(ErrorCode.LoginMethodUnavailable);
  const claims = await verifyExternalToken(input.token, sso).catch((error: unknown) => {
    deps.log.info({ reason: (error as { code?: string }).code ?? 'unverifiable' }, 'SSO token refused');
    throw failed();
  });
  const asked = input.personnummer === undefined ? null : normalizePersonnummer(input.personnummer);
  if (input.personnummer !== undefined && !asked) throw failed();
  const email = typeof claims.email === 'string' ? claims.email.slice(0, 254) : null;

  let user = await findLinkedUser(deps.db, sso.issuer, claims.sub);
  if (!user) {
    const claimed = claims[sso.personnummerClaim];
    const personnummer = typeof claimed === 'string' ? normalizePersonnummer(claimed) : null;
    if (!personnummer) throw new AppError(ErrorCode.NoAccountForIdentity);
    user = await findUserByPersonnummer(deps.db, personnummer);
    if (!user) throw new AppError(ErrorCode.NoAccountForIdentity);
  }
  if (asked && asked !== user.personnummer) throw failed();
  await linkIdentity(deps.db, { provider: sso.issuer, subject: claims.sub, userId: user.id, email });
  return openSession(deps, user, 'keycloak', input, client);
}
