import { createPublicKey, type KeyObject } from 'node:crypto';
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, jwtVerify, type JWK } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS, parseGroupsClaim, type AccessClaims, type GroupClaim } from '@symptoms/domain';
import type { Database } from '../db/client';

const ISSUER = 'symptoms-identity';
const AUDIENCE = 'symptoms';
const KEY_ID = 'main';
const CACHE_LIMIT = 10_000;

/** A verified token's claims, with its groups claim read into memberships once per token. */
export type VerifiedClaims = AccessClaims & { exp: number; memberships: readonly GroupClaim[] };

/**
 * Access tokens: EdDSA JWTs signed by the identity service. The key comes from configuration; in
 * development without one, a key is generated once and kept in the database so restarts and
 * other instances keep accepting tokens. Production refuses to start without a configured key.
 */
export class TokenSigner {
  private readonly verified = new Map<string, VerifiedClaims>();

  private constructor(
    private readonly privateKey: KeyObject | Awaited<ReturnType<typeof importPKCS8>>,
    private readonly publicKey: KeyObject,
  ) {}

  static async create(db: Database, configuredPem: string | undefined): Promise<TokenSigner> {
    const pem = configuredPem ?? (await storedOrNewKey(db));
    const privateKey = await importPKCS8(pem, 'EdDSA', { extractable: true });
    return new TokenSigner(privateKey, createPublicKey(pem));
  }

  async sign(claims: AccessClaims): Promise<{ token: string; expiresIn: number }> {
    const { sub, ...rest } = claims;
    const token = await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: 'EdDSA', kid: KEY_ID })
      .setSubject(sub)
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_LIFETIME_SECONDS}s`)
      .sign(this.privateKey);
    return { token, expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS };
  }

  /**
   * A token verified before, without waiting: its claims, null when it has expired since, or
   * undefined when it is not known (verify it).
   */
  known(token: string): VerifiedClaims | null | undefined {
    const cached = this.verified.get(token);
    if (!cached) return undefined;
    if (cached.exp > Date.now() / 1000) return cached;
    this.verified.delete(token);
    return null;
  }

  /**
   * Verifies signature, issuer, audience and expiry. A token is immutable, so a verified one is
   * remembered until it expires: repeated requests with the same token skip the signature check.
   */
  async verify(token: string): Promise<VerifiedClaims | null> {
    const known = this.known(token);
    if (known !== undefined) return known;
    try {
      const { payload } = await jwtVerify(token, this.publicKey, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['EdDSA'] });
      const access = payload as unknown as AccessClaims;
      const claims = { ...access, sub: String(payload.sub), exp: Number(payload.exp), memberships: parseGroupsClaim(access.groups) };
      if (this.verified.size >= CACHE_LIMIT) this.verified.delete(this.verified.keys().next().value as string);
      this.verified.set(token, claims);
      return claims;
    } catch {
      return null;
    }
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    const jwk = await exportJWK(this.publicKey);
    return { keys: [{ ...jwk, kid: KEY_ID, alg: 'EdDSA', use: 'sig' }] };
  }
}

async function storedOrNewKey(db: Database): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock(hashtext('symptoms:signing-key'))");
    const rows = await tx.query<{ private_pem: string }>('SELECT private_pem FROM signing_keys WHERE id = $1', [KEY_ID]);
    if (rows[0]) return rows[0].private_pem;
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const pem = await exportPKCS8(privateKey);
    await tx.query('INSERT INTO signing_keys (id, private_pem) VALUES ($1, $2)', [KEY_ID, pem]);
    return pem;
  });
}
