import { sql } from '../db/sql';
import { createPublicKey, type KeyObject } from 'node:crypto';
import { SignJWT, exportJWK, exportPKCS8, generateKeyPair, importPKCS8, jwtVerify, type JWK } from 'jose';
import { ACCESS_TOKEN_LIFETIME_SECONDS, parseGroupsClaim, type AccessClaims, type GroupClaim } from '@symptoms/domain';
import type { Database } from '../db/client';
import { cacheOf, type Caches, type TtlCache } from './cache';

const ISSUER = 'symptoms-identity';
const AUDIENCE = 'symptoms';
const KEY_ID = 'main';

/** A verified token is remembered until it expires (it cannot change). */
const VERIFIED_TOKENS = cacheOf<VerifiedClaims>('verified-tokens', { ttlMs: ACCESS_TOKEN_LIFETIME_SECONDS * 1000 });

/** A verified token's claims, with its groups claim read into memberships once per token. */
export type VerifiedClaims = AccessClaims & { exp: number; memberships: readonly GroupClaim[] };

/**
 * Access tokens: EdDSA JWTs signed by the identity service. The key comes from configuration; in
 * development without one, a key is generated once and kept in the database so restarts and
 * other instances keep accepting tokens. Production refuses to start without a configured key.
 */
export class TokenSigner {
  private readonly verified: TtlCache<VerifiedClaims>;

  private constructor(
    private readonly privateKey: KeyObject | Awaited<ReturnType<typeof importPKCS8>>,
    private readonly publicKey: KeyObject,
    caches: Caches,
  ) {
    this.verified = caches.of(VERIFIED_TOKENS);
  }

  static async create(db: Database, configuredPem: string | undefined, caches: Caches): Promise<TokenSigner> {
    const pem = configuredPem ?? (await storedOrNewKey(db));
    const privateKey = await importPKCS8(pem, 'EdDSA', { extractable: true });
    return new TokenSigner(privateKey, createPublicKey(pem), caches);
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

  /** A token verified before and not expired since, without waiting; undefined otherwise (verify it). */
  known(token: string): VerifiedClaims | undefined {
    return this.verified.peek(token);
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
      this.verified.set(token, claims, claims.exp * 1000);
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
    const rows = await tx.query<{ private_pem: string }>(sql`SELECT private_pem FROM signing_keys WHERE id = ${KEY_ID}`);
    if (rows[0]) return rows[0].private_pem;
    const { privateKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519', extractable: true });
    const pem = await exportPKCS8(privateKey);
    await tx.query(sql`INSERT INTO signing_keys (id, private_pem) VALUES (${KEY_ID}, ${pem})`);
    return pem;
  });
}
