import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginTokenResponse } from '@symptoms/domain';
import { MemoryCounter } from '../../platform/rate-limit';
import { TEST_PASSWORD, createTestApp, type TestApp } from '../../test/harness';
import { LoginLockout } from './lockout';

let t: TestApp;
let warnings: Record<string, unknown>[];
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => {
  warnings = [];
  vi.spyOn(t.app.deps.log, 'warn').mockImplementation(((fields: Record<string, unknown>) => {
    warnings.push(fields);
  }) as never);
});
afterAll(() => t.close());

const login = (username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/token',
    remoteAddress,
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const WRONG = 'Wrong-password-1';
const events = (name: string) => warnings.filter((w) => w.security === name);

describe('lockout per account and address', () => {
  it('locks the failing address with Retry-After, and lets the owner in from another address', async () => {
    const user = await t.createPatient();
    for (let i = 0; i < 5; i++) expect((await login(user.email, WRONG, '10.0.0.1')).statusCode).toBe(400);
    const locked = await login(user.email, TEST_PASSWORD, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().ErrorCode).toBe(4104);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(50);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect((await login(user.email, TEST_PASSWORD, '10.0.0.2')).statusCode).toBe(200);
  });

  it('never locks the account: past its limit a fresh address waits, an address with failures is refused', async () => {
    const user = await t.createPatient();
    // Ten failures spread over ten addresses: the account's limit, no address locked by its own count.
    for (let i = 1; i <= 10; i++) expect((await login(user.email, WRONG, `10.0.1.${i}`)).statusCode).toBe(400);
    const refused = await login(user.email, TEST_PASSWORD, '10.0.1.3');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    const started = Date.now();
    const owner = await login(user.email, TEST_PASSWORD, '10.0.1.200');
    expect(owner.statusCode).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(LoginTokenResponse.parse(owner.json()).pid).toBe(user.patientId);
    expect(events('login-delayed')).toEqual([expect.objectContaining({ userId: user.userId, ip: '10.0.1.200', delayMs: 500 })]);
  });

  it('locks an address for longer after each further failure, up to an hour', async () => {
    const lockout = new LoginLockout(new MemoryCounter(), 10);
    const locks: (number | null)[] = [];
    for (let i = 0; i < 12; i++) locks.push(await lockout.failed('someone@example.com', '10.0.2.1'));
    expect(locks).toEqual([null, null, null, null, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(await lockout.check('someone@example.com', '10.0.2.1')).toEqual({ locked: true, retryAfterSeconds: 3600 });
    await lockout.succeeded('someone@example.com', '10.0.2.1');
    expect(await lockout.check('someone@example.com', '10.0.2.2')).toEqual({ locked: false, delayMs: 1500 });
  });
});

describe('security events', () => {
  it('log failed and locked logins with the user and the address, never the password', async () => {
    const user = await t.createPatient();
    for (let i = 0; i < 6; i++) await login(user.email, WRONG, '10.0.3.1');
    await login('nobody-at-all@example.com', WRONG, '10.0.3.2');
    expect(events('login-failed')).toContainEqual(expect.objectContaining({ userId: user.userId, sessionId: null, ip: '10.0.3.1' }));
    expect(events('login-failed')).toContainEqual(expect.objectContaining({ userId: null, ip: '10.0.3.2' }));
    expect(events('login-locked')).toEqual([expect.objectContaining({ userId: user.userId, ip: '10.0.3.1', retryAfterSeconds: 60 })]);
    expect(JSON.stringify(warnings)).not.toContain(WRONG);
  });

  it('log a session revoked for refresh-token reuse with its user, session and address', async () => {
    const user = await t.createPatient();
    const first = await t.login(user.email);
    const rotate = () =>
      t.app.inject({
        method: 'POST',
        url: '/identity/token',
        remoteAddress: '10.0.4.1',
        payload: new URLSearchParams({
          grant_type: 'refresh_token',
          refresh_token: first.refresh_token,
          client_secret: first.refresh_token_secret,
        }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    expect((await rotate()).statusCode).toBe(200);
    expect((await rotate()).statusCode).toBe(400);
    expect(events('refresh-token-reuse')).toEqual([
      expect.objectContaining({ userId: user.userId, sessionId: first.session_id, ip: '10.0.4.1' }),
    ]);
    expect(JSON.stringify(warnings)).not.toContain(first.refresh_token);
  });

  it('log access refused with the token’s user and session', async () => {
    const user = await t.createPatient();
    const session = await t.login(user.email);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/my/patient',
      remoteAddress: '10.0.5.1',
      headers: t.headers(session, { 'x-roleid': 'adm' }),
    });
    expect(forged.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/my/patient', remoteAddress: '10.0.5.2' })).statusCode).toBe(401);
    expect(events('access-refused')).toEqual([
      expect.objectContaining({ userId: user.userId, sessionId: session.session_id, ip: '10.0.5.1', reason: 'membership-not-held' }),
      expect.objectContaining({ userId: null, sessionId: null, ip: '10.0.5.2', reason: 'no-token' }),
    ]);
    expect(JSON.stringify(warnings)).not.toContain(session.access_token);
  });
});
