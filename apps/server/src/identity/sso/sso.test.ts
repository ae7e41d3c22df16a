import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginTokenResponse } from '@symptoms/domain';
import { createUser } from '../users/service';
import { TEST_PASSWORD, createTestApp, tokenRequest, type TestApp } from '../../test/harness';

/**
 * A real OpenID provider (oidc-provider) on loopback issues the tokens: client credentials with
 * JWT access tokens for a resource. Each client is a person here: its id is the token's subject,
 * and the provider adds the personnummer claim the identity provider asserts for it.
 */
const AUDIENCE = 'symptoms';
const PERSON_CLIENTS: Record<string, string | undefined> = {
  'sso-tolvan': '191212121212',
  'sso-alva': '198503122387',
  'sso-no-number': undefined,
  'sso-stranger': '199904232387',
  'sso-connect-a': undefined,
  'sso-connect-b': undefined,
  'sso-connect-c': undefined,
  // Issue 32: people whose numbers some account only claims.
  'sso-claimed': '197501012384',
  'sso-victim': '197502022382',
  'sso-connect-own': '197503032380',
  'sso-connect-other': '197504042388',
  'sso-connect-moved': '197505052386',
};

interface Issuer {
  url: string;
  server: Server;
}

async function startIssuer(jwks: { keys: object[] }): Promise<Issuer> {
  let handle: (req: IncomingMessage, res: ServerResponse) => void = (_req, res) => res.end();
  const server = createServer((req, res) => handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(url, {
    jwks: jwks as never,
    clients: Object.keys(PERSON_CLIENTS).map((client_id) => ({
      client_id,
      client_secret: `${client_id}-secret`,
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
    })),
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => 'urn:symptoms',
        getResourceServerInfo: (_ctx, resource) => ({
          scope: 'openid',
          audience: resource === 'urn:other' ? 'another-app' : AUDIENCE,
          accessTokenFormat: 'jwt',
          accessTokenTTL: resource === 'urn:short' ? 1 : 300,
          jwt: { sign: { alg: 'RS256' } },
        }),
      },
    },
    extraTokenClaims: (_ctx, token) => {
      const personnummer = PERSON_CLIENTS[(token as { clientId: string }).clientId];
      return { email: 'patient@example.com', ...(personnummer ? { personnummer } : {}) };
    },
  });
  handle = provider.callback();
  return { url, server };
}

async function tokenFrom(issuer: Issuer, client: string, resource = 'urn:symptoms'): Promise<string> {
  const response = await fetch(`${issuer.url}/token`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${client}:${client}-secret`).toString('base64')}`,
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', resource, scope: 'openid' }),
  });
  const body = (await response.json()) as { access_token: string };
  if (!response.ok) throw new Error(JSON.stringify(body));
  return body.access_token;
}

let t: TestApp;
let issuer: Issuer;
let impostor: Issuer;
let passwordUserId: string;

beforeAll(async () => {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwks = { keys: [{ ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }] };
  issuer = await startIssuer(jwks);
  // Another issuer with the very same keys: only the issuer check can tell its tokens apart.
  impostor = await startIssuer(jwks);
  t = await createTestApp({ OIDC_ISSUER: issuer.url, OIDC_CLIENT_ID: AUDIENCE });
  const pat = [{ organizationId: '0', groupId: '0', roleId: 'pat' as const }];
  const tolvan = await t.db.transaction((tx) =>
    createUser(tx, {
      personnummer: '191212121212',
      email: 'tolvan@example.com',
      firstName: 'T',
      lastName: 'T',
      password: 'Not-used-1',
      memberships: pat,
      proof: 'bankid',
    }),
  );
  passwordUserId = tolvan.userId;
  // The account whose e-mail every token carries; it has no personnummer any token asserts.
  await t.db.transaction((tx) =>
    createUser(tx, {
      personnummer: '196811202388',
      email: 'patient@example.com',
      firstName: 'P',
      lastName: 'P',
      password: 'Not-used-1',
      memberships: pat,
      proof: 'bankid',
    }),
  );
  await t.db.transaction((tx) =>
    createUser(tx, {
      personnummer: '198503122387',
      email: 'alva@example.com',
      firstName: 'A',
      lastName: 'A',
      password: 'Not-used-1',
      memberships: pat,
      proof: 'bankid',
    }),
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  issuer.server.closeAllConnections();
  impostor.server.closeAllConnections();
  await new Promise((r) => issuer.server.close(r));
  await new Promise((r) => impostor.server.close(r));
});

const sso = (token: string, extra: Record<string, string> = {}) =>
  tokenRequest(t.app, { grant_type: 'keycloak', token, group: '0', org: '0', ...extra });

describe('grant_type=keycloak against a real OpenID provider', () => {
  it('logs in with a good token, links the subject to the account its personnummer names, and keeps the link', async () => {
    const response = await sso(await tokenFrom(issuer, 'sso-tolvan'), { personnummer: '19121212-1212', role: 'pat' });
    expect(response.statusCode).toBe(200);
    const login = LoginTokenResponse.parse(response.json());
    const [session] = await t.db.query<{ provider: string; user_id: string }>('SELECT provider, user_id FROM sessions WHERE id = $1', [
      login.session_id,
    ]);
    expect(session).toEqual({ provider: 'keycloak', user_id: passwordUserId });
    const links = await t.db.query<{ provider: string; subject: string; user_id: string }>(
      'SELECT provider, subject, user_id FROM external_identities WHERE user_id = $1',
      [passwordUserId],
    );
    expect(links).toEqual([{ provider: issuer.url, subject: 'sso-tolvan', user_id: passwordUserId }]);
    // Again, without a personnummer beside the token: the link decides.
    expect((await sso(await tokenFrom(issuer, 'sso-tolvan'))).statusCode).toBe(200);
  });

  it('refuses a token from another issuer, even one signed with the same keys', async () => {
    const response = await sso(await tokenFrom(impostor, 'sso-tolvan'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ ErrorCode: 4133, Message: 'Det gick inte att logga in med den externa inloggningen.' });
  });

  it('refuses a token for another audience', async () => {
    const response = await sso(await tokenFrom(issuer, 'sso-tolvan', 'urn:other'));
    expect(response.json()).toMatchObject({ ErrorCode: 4133 });
  });

  it('refuses an expired token', async () => {
    const token = await tokenFrom(issuer, 'sso-alva', 'urn:short');
    await new Promise((r) => setTimeout(r, 2100));
    expect((await sso(token)).json()).toMatchObject({ ErrorCode: 4133 });
    // The same person with a fresh token is let in: only the expiry was wrong.
    expect((await sso(await tokenFrom(issuer, 'sso-alva'))).statusCode).toBe(200);
  });

  it('refuses a forged or mangled token', async () => {
    const token = await tokenFrom(issuer, 'sso-tolvan');
    const [header, payload] = token.split('.');
    expect((await sso(`${header}.${payload}.${'A'.repeat(342)}`)).json()).toMatchObject({ ErrorCode: 4133 });
    expect((await sso('not-a-jwt')).json()).toMatchObject({ ErrorCode: 4133 });
  });

  it('never links by e-mail: a token with an account’s e-mail but no personnummer finds no account', async () => {
    const response = await sso(await tokenFrom(issuer, 'sso-no-number'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 4132 });
    const [{ count }] = (await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM external_identities WHERE subject = 'sso-no-number'",
    )) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('tells a person without an account so, and refuses a personnummer that is not the token’s', async () => {
    expect((await sso(await tokenFrom(issuer, 'sso-stranger'))).json()).toMatchObject({ ErrorCode: 4134 });
    expect((await sso(await tokenFrom(issuer, 'sso-tolvan'), { personnummer: '198503122387' })).json()).toMatchObject({ ErrorCode: 4133 });
  });
});

describe('grant_type=keycloak opens only a proven personnummer (issue 32)', () => {
  const sessionUser = async (response: { json(): unknown }) =>
    (
      await t.db.query<{ user_id: string }>('SELECT user_id FROM sessions WHERE id = $1', [
        (response.json() as LoginTokenResponse).session_id,
      ])
    )[0]!.user_id;
  const linkOf = async (subject: string) =>
    (await t.db.query<{ user_id: string }>('SELECT user_id FROM external_identities WHERE subject = $1', [subject]))[0]?.user_id;

  it('refuses a token whose number an account only claims, with the answer a stranger gets, and links nothing', async () => {
    await t.createUser({ claimed: true, personnummer: '197501012384' });
    const response = await sso(await tokenFrom(issuer, 'sso-claimed'));
    expect(response.statusCode).toBe(400);
    const stranger = await sso(await tokenFrom(issuer, 'sso-stranger'));
    expect(response.json()).toEqual(stranger.json());
    expect(response.json()).toMatchObject({ ErrorCode: 4134 });
    expect(await linkOf('sso-claimed')).toBeUndefined();
  });

  it('no longer opens the claiming account a subject was linked to by its claim; it opens and relinks to the proven one', async () => {
    // What the old rule did: the victim's first SSO login linked them to the account that had typed their number.
    const impostor = await t.createUser({ claimed: true, personnummer: '197502022382' });
    await t.db.query(`INSERT INTO external_identities (provider, subject, user_id) VALUES ($1, 'sso-victim', $2)`, [
      issuer.url,
      impostor.userId,
    ]);
    expect((await sso(await tokenFrom(issuer, 'sso-victim'))).json()).toMatchObject({ ErrorCode: 4134 });

    const victim = await t.createUser({ personnummer: '197502022382' });
    const response = await sso(await tokenFrom(issuer, 'sso-victim'));
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(response)).toBe(victim.userId);
    expect(await linkOf('sso-victim')).toBe(victim.userId);
  });

  it('lets a subject the owner linked without a number claim keep logging in, whether the account’s number is proven or not', async () => {
    const owner = await t.createUser({ claimed: true });
    const login = await t.login(owner.email);
    const connected = await t.app.inject({
      method: 'POST',
      url: '/identity/my/user/connect',
      headers: t.headers(login),
      payload: { Token: await tokenFrom(issuer, 'sso-connect-c'), Password: TEST_PASSWORD },
    });
    expect(connected.statusCode).toBe(204);
    const response = await sso(await tokenFrom(issuer, 'sso-connect-c'));
    expect(response.statusCode).toBe(200);
    expect(await sessionUser(response)).toBe(owner.userId);
    const [row] = await t.db.query<{ personnummer_proof: string | null }>('SELECT personnummer_proof FROM users WHERE id = $1', [
      owner.userId,
    ]);
    expect(row!.personnummer_proof).toBeNull();
  });
});

describe('POST my/user/connect', () => {
  const connect = (login: LoginTokenResponse, body: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/identity/my/user/connect', headers: t.headers(login), payload: body });

  it('links an identity without a personnummer claim to the signed-in account, with its password, and then logs in with it', async () => {
    const owner = await t.createPatient();
    const login = await t.login(owner.email);
    const token = await tokenFrom(issuer, 'sso-connect-a');
    expect((await connect(login, { Token: token, Password: 'Wrong-password-1' })).json()).toMatchObject({ ErrorCode: 4122 });
    expect((await connect(login, { Token: token })).json()).toMatchObject({ ErrorCode: 4122 });
    expect((await connect(login, { Token: 'not-a-jwt', Password: TEST_PASSWORD })).json()).toMatchObject({ ErrorCode: 4133 });
    expect((await connect(login, { Token: token, Password: TEST_PASSWORD })).statusCode).toBe(204);

    const response = await sso(await tokenFrom(issuer, 'sso-connect-a'));
    expect(response.statusCode).toBe(200);
    const [session] = await t.db.query<{ user_id: string }>('SELECT user_id FROM sessions WHERE id = $1', [
      response.json<LoginTokenResponse>().session_id,
    ]);
    expect(session!.user_id).toBe(owner.userId);
  });

  it('refuses to move an identity linked to another account', async () => {
    const first = await t.createPatient();
    const second = await t.createPatient();
    const token = await tokenFrom(issuer, 'sso-connect-b');
    expect((await connect(await t.login(first.email), { Token: token, Password: TEST_PASSWORD })).statusCode).toBe(204);
    const moved = await connect(await t.login(second.email), { Token: await tokenFrom(issuer, 'sso-connect-b'), Password: TEST_PASSWORD });
    expect(moved.statusCode).toBe(409);
    const [link] = await t.db.query<{ user_id: string }>("SELECT user_id FROM external_identities WHERE subject = 'sso-connect-b'");
    expect(link!.user_id).toBe(first.userId);
  });

  it('proves the account’s number with a token that asserts it; other accounts that claim it lose it, are mailed and audited', async () => {
    const owner = await t.createUser({ claimed: true, personnummer: '197503032380' });
    const other = await t.createUser({ claimed: true, personnummer: '197503032380' });
    const response = await connect(await t.login(owner.email), {
      Token: await tokenFrom(issuer, 'sso-connect-own'),
      Password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    const rows = await t.db.query<{ id: string; personnummer: string | null; personnummer_proof: string | null }>(
      'SELECT id, personnummer, personnummer_proof FROM users WHERE id = ANY($1::uuid[]) ORDER BY id = $2 DESC',
      [[owner.userId, other.userId], owner.userId],
    );
    expect(rows).toEqual([
      { id: owner.userId, personnummer: '197503032380', personnummer_proof: 'sso' },
      { id: other.userId, personnummer: null, personnummer_proof: null },
    ]);
    const mails = await t.db.query<{ subject: string }>('SELECT subject FROM mail_outbox WHERE recipient = $1', [other.email]);
    expect(mails.map((m) => m.subject)).toEqual(['Personnumret har tagits bort från ditt konto i Symptoms']);
    const audit = await t.db.query<{ actor_role: string; data_after: unknown }>(
      "SELECT actor_role, data_after FROM audit_logs WHERE resource_type = 'User' AND resource_id = $1",
      [other.userId],
    );
    expect(audit).toEqual([{ actor_role: 'system', data_after: { Personnummer: null, Reason: 'proven-on-another-account' } }]);
    // And the proven number now opens the account by SSO.
    expect((await sso(await tokenFrom(issuer, 'sso-connect-own'))).statusCode).toBe(200);
  });

  it('refuses a token that asserts another number than the account’s, linking nothing', async () => {
    const owner = await t.createUser({ claimed: true });
    const response = await connect(await t.login(owner.email), {
      Token: await tokenFrom(issuer, 'sso-connect-other'),
      Password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 4135 });
    expect(await t.db.query("SELECT 1 FROM external_identities WHERE subject = 'sso-connect-other'")).toEqual([]);
  });

  it('moves a subject linked by its claim to an account that only claimed the number', async () => {
    const impostor = await t.createUser({ claimed: true, personnummer: '197505052386' });
    await t.db.query(`INSERT INTO external_identities (provider, subject, user_id) VALUES ($1, 'sso-connect-moved', $2)`, [
      issuer.url,
      impostor.userId,
    ]);
    const owner = await t.createUser({ claimed: true, personnummer: '197505052386' });
    const response = await connect(await t.login(owner.email), {
      Token: await tokenFrom(issuer, 'sso-connect-moved'),
      Password: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(204);
    const [link] = await t.db.query<{ user_id: string }>("SELECT user_id FROM external_identities WHERE subject = 'sso-connect-moved'");
    expect(link!.user_id).toBe(owner.userId);
    const [gone] = await t.db.query<{ personnummer: string | null }>('SELECT personnummer FROM users WHERE id = $1', [impostor.userId]);
    expect(gone!.personnummer).toBeNull();
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/identity/my/user/connect', payload: { Token: 'x' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('grant_type=keycloak without single sign-on configured', () => {
  it('answers 503 with 4131', async () => {
    // The same app with its SSO settings taken away: a second app here, closed while this one was open, never
    // ended its PostgreSQL pool (seen on PostgreSQL only, not on PGlite).
    const config = t.app.deps.config;
    const sso = config.sso;
    config.sso = undefined;
    try {
      const response = await tokenRequest(t.app, { grant_type: 'keycloak', token: await tokenFrom(issuer, 'sso-tolvan') });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ ErrorCode: 4131 });
    } finally {
      config.sso = sso;
    }
  });
});
