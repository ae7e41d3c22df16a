import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginTokenResponse, parseGroupsClaim } from '@symptoms/domain';
import { TEST_PASSWORD, createTestApp, tokenRequest, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TOKEN_FAILURES_PER_ACCOUNT: '3' });
  await t.createGroup('clinic', 'org1');
});
afterAll(() => t.close());

const refresh = (login: LoginTokenResponse, extra: Record<string, string> = {}) =>
  tokenRequest(t.app, {
    grant_type: 'refresh_token',
    refresh_token: login.refresh_token,
    client_secret: login.refresh_token_secret,
    ...extra,
  });

describe('POST /identity/token, password', () => {
  it('answers every login token field for the right password', async () => {
    const user = await t.createPatient();
    const response = await tokenRequest(t.app, { grant_type: 'password', username: user.email.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    const body = LoginTokenResponse.parse(response.json());
    expect(body).toMatchObject({
      token_type: 'Bearer',
      pid: user.patientId,
      role: 'pat',
      group: '0',
      organization: '0',
      groups: ['0/0:pat'],
    });
    expect(body.expires_in).toBe(600);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token).not.toBe(body.refresh_token_secret);
    expect(Buffer.from(body.encryption_key, 'base64')).toHaveLength(32);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('gives the same answer for a wrong password and an unknown user', async () => {
    const user = await t.createPatient();
    const wrong = await tokenRequest(t.app, { grant_type: 'password', username: user.email, password: 'Wrong-password-1' });
    const unknown = await tokenRequest(t.app, { grant_type: 'password', username: 'nobody@example.com', password: 'Wrong-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ ErrorCode: 4107, Message: 'Fel e-postadress eller lösenord.' });
  });

  it('picks the highest-priority membership, or the one asked for, and refuses one not held', async () => {
    const user = await t.createUser({
      roles: [
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: 'org1', groupId: 'clinic', roleId: 'phys' },
      ],
    });
    const staff = await t.login(user.email);
    expect([staff.organization, staff.group, staff.role]).toEqual(['org1', 'clinic', 'phys']);
    expect(parseGroupsClaim(staff.groups)).toHaveLength(2);
    const asPatient = await t.login(user.email, { org: '0', group: '0' });
    expect(asPatient.role).toBe('pat');
    const forged = await tokenRequest(t.app, {
      grant_type: 'password',
      username: user.email,
      password: TEST_PASSWORD,
      group: 'clinic',
      org: 'org1',
      role: 'admin',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().ErrorCode).toBe(4102);
  });

  it('rejects a malformed request with a clear field error', async () => {
    const response = await tokenRequest(t.app, { grant_type: 'password', username: '', password: 'x' }, { 'x-languageid': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ErrorCode: 4100, Errors: { username: ['This field is required.'] } });
    const unknownGrant = await tokenRequest(t.app, { grant_type: 'client_credentials' });
    expect(unknownGrant.statusCode).toBe(400);
  });

  it('locks an account for a while after repeated failures, even for the right password', async () => {
    const user = await t.createPatient();
    for (let i = 0; i < 3; i++) {
      const response = await tokenRequest(t.app, { grant_type: 'password', username: user.email, password: 'Wrong-password-1' });
      expect(response.statusCode).toBe(400);
    }
    const blocked = await tokenRequest(t.app, { grant_type: 'password', username: user.email, password: TEST_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ ErrorCode: 4104, Message: 'För många försök. Vänta en stund och försök igen.' });
  });
});

describe('POST /identity/token, refresh_token', () => {
  it('rotates the refresh token on every use', async () => {
    const user = await t.createPatient();
    const first = await t.login(user.email);
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const second = LoginTokenResponse.parse(response.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.session_id).toBe(first.session_id);
    const me = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(second) });
    expect(me.statusCode).toBe(200);
    const third = await refresh(second);
    expect(third.statusCode).toBe(200);
  });

  it('needs the matching secret', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const response = await tokenRequest(t.app, { grant_type: 'refresh_token', refresh_token: login.refresh_token, client_secret: 'guess' });
    expect(response.statusCode).toBe(400);
    expect((await refresh(login)).statusCode).toBe(200);
  });

  it('revokes the whole session when a rotated refresh token is used again', async () => {
    const user = await t.createPatient();
    const first = await t.login(user.email);
    const second = LoginTokenResponse.parse((await refresh(first)).json());
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(400);
    // The legitimate successor dies with the session, and so does the access token.
    expect((await refresh(second)).statusCode).toBe(400);
    const me = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(second) });
    expect(me.statusCode).toBe(401);
    const [session] = await t.db.query<{ active: boolean; end_reason: string }>('SELECT active, end_reason FROM sessions WHERE id = $1', [
      first.session_id,
    ]);
    expect(session).toEqual({ active: false, end_reason: 'refresh-token-reuse' });
  });

  it('switches the active group and role, and only to memberships held', async () => {
    const user = await t.createUser({
      roles: [
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: 'org1', groupId: 'clinic', roleId: 'admin' },
      ],
    });
    const login = await t.login(user.email);
    expect(login.role).toBe('admin');
    const switched = LoginTokenResponse.parse((await refresh(login, { org: '0', group: '0' })).json());
    expect([switched.organization, switched.group, switched.role]).toEqual(['0', '0', 'pat']);
    const denied = await refresh(switched, { org: 'org1', group: 'clinic', role: 'res' });
    expect(denied.statusCode).toBe(403);
    // A refused switch changes nothing: the token still works.
    expect((await refresh(switched)).statusCode).toBe(200);
  });
});

describe('rate limit per IP', () => {
  it('answers 429 with a clear message past the limit', async () => {
    const limited = await createTestApp({ TOKEN_RATE_LIMIT_PER_IP: '2' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await tokenRequest(
          limited.app,
          { grant_type: 'password', username: 'a@example.com', password: 'x' },
          { 'x-languageid': 'en' },
        );
        statuses.push(r.statusCode);
        if (r.statusCode === 429) expect(r.json()).toEqual({ ErrorCode: 4104, Message: 'Too many attempts. Wait a while and try again.' });
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });

  it('logs someone in to their own group when the group a login asks for is not theirs', async () => {
    await t.createGroup('not-mine');
    const user = await t.createPatient();
    const login = LoginTokenResponse.parse(
      (
        await tokenRequest(t.app, {
          grant_type: 'password',
          username: user.email,
          password: TEST_PASSWORD,
          org: 'org-test',
          group: 'not-mine',
        })
      ).json(),
    );
    expect([login.organization, login.group, login.role]).toEqual(['0', '0', 'pat']);
  });
});
