import { ErrorCode, normalizePersonnummer, type TokenRequest } from '@symptoms/domain';
import type { Deps } from '../../deps';
import { AppError } from '../../platform/errors';
import type { UserRow } from '../../platform/users';
import { findProvenUser } from '../personnummer/proof';
import { openSession, type ClientInfo } from '../token/service';
import { findLinkedUser, linkIdentity } from './accounts';
import { personnummerClaim, verifyExternalToken } from './verify';

const failed = () => new AppError(ErrorCode.SsoLoginFailed);

/**
 * grant_type=keycloak: single sign-on with the external issuer's token. The identity is the pair
 * (issuer, subject); an e-mail in the token never links anything (docs/decisions.md).
 *
 * When the token asserts a personnummer (the configured claim), the issuer says who the person is,
 * and only the account holding that number proven opens: the subject's link is kept when it points
 * there, and is made or moved there otherwise (a link to an account that only claims the number may
 * be the finding of issue 32). No such account: 4134, whether or not some account claims the number.
 * A token without the claim opens the account its subject was linked to by the owner (connect).
 * A personnummer sent beside the token must be the account's.
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
  const asserted = personnummerClaim(claims, sso);
  const linked = await findLinkedUser(deps.db, sso.issuer, claims.sub);
  let user: UserRow | null = linked;
  if (asserted) {
    if (!linked || linked.personnummer_proof === null || linked.personnummer !== asserted) user = await findProvenUser(deps.db, asserted);
    if (!user) throw new AppError(ErrorCode.PersonnummerNotProven);
  } else if (!user) {
    throw new AppError(ErrorCode.NoAccountForIdentity);
  }
  if (asked && asked !== user.personnummer) throw failed();
  await linkIdentity(deps.db, { provider: sso.issuer, subject: claims.sub, userId: user.id, email });
  return openSession(deps, user, 'keycloak', input, client);
}
