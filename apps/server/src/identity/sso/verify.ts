import { normalizePersonnummer } from '@symptoms/domain';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';

type KeySet = ReturnType<typeof createRemoteJWKSet>;
const keySets = new Map<string, Promise<KeySet>>();

/** The issuer's keys, found through its discovery document once per process (jose refreshes the set itself). */
function keySetOf(issuer: string): Promise<KeySet> {
  let found = keySets.get(issuer);
  if (!found) {
    found = (async () => {
      const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) });
      if (!response.ok) throw new Error(`discovery answered ${response.status}`);
      const metadata = (await response.json()) as { issuer?: string; jwks_uri?: string };
      if (metadata.issuer !== issuer || !metadata.jwks_uri) throw new Error('discovery names another issuer or no keys');
      return createRemoteJWKSet(new URL(metadata.jwks_uri), { timeoutDuration: 5000 });
    })();
    keySets.set(issuer, found);
    // A failed discovery is tried again at the next login, not remembered.
    found.catch(() => keySets.delete(issuer));
  }
  return found;
}

/**
 * Verifies an external token: signed by one of the issuer's published keys (asymmetric algorithms
 * only), issued by that issuer, for our client (audience), and not expired. Throws otherwise.
 */
export async function verifyExternalToken(
  token: string,
  expected: { issuer: string; clientId: string },
): Promise<JWTPayload & { sub: string }> {
  const keys = await keySetOf(expected.issuer);
  const { payload } = await jwtVerify(token, keys, {
    issuer: expected.issuer,
    audience: expected.clientId,
    algorithms: ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'],
    requiredClaims: ['sub', 'exp', 'iat'],
  });
  return payload as JWTPayload & { sub: string };
}

/** The personnummer the issuer asserts for the person (the configured claim, canonical), or null without one. */
export function personnummerClaim(claims: JWTPayload, sso: { personnummerClaim: string }): string | null {
  const claimed = claims[sso.personnummerClaim];
  return typeof claimed === 'string' ? normalizePersonnummer(claimed) : null;
}
