import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginTokenResponse, TwoFactorSetup } from '@symptoms/domain';
import { createTestApp, TEST_PASSWORD, tokenRequest, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The code an authenticator app shows for `secret`, `steps` periods from now. */
function code(manualSetupCode: string, steps = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(manualSetupCode.replace(/\s/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + steps * 30_000 });
}

const call = (login: LoginTokenResponse, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.headers(login), ...(payload ? { payload } : {}) });
const refresh = async (login: LoginTokenResponse) =>
  LoginTokenResponse.parse(
    (
      await tokenRequest(t.app, {
        grant_type: 'refresh_token',
        refresh_token: login.refresh_token,
        client_secret: login.refresh_token_secret,
      })
    ).json(),
  );

/** A patient with two-factor turned on, and the secret their app holds. */
async function withTwoFactor() {
  const user = await t.createPatient();
  const login = await t.login(user.email);
  const setup = TwoFactorSetup.parse((await call(login, 'POST', '/identity/my/user/2fa/setup')).json());
  const confirmed = await call(login, 'POST', '/identity/my/user/2fa', { Code: code(setup.ManualSetupCode), SessionId: login.session_id });
  expect(confirmed.statusCode).toBe(204);
  return { user, login, setup };
}

describe('two-factor', () => {
  it('sets up with a QR image, a manual code and ten backup codes, active only once a code confirms it', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const setup = TwoFactorSetup.parse((await call(login, 'POST', '/identity/my/user/2fa/setup')).json());
    expect(setup.ImageUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.ManualSetupCode).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/);
    expect(setup.BackupCodes).toHaveLength(10);
    expect(new Set(setup.BackupCodes).size).toBe(10);
    expect((await call(login, 'GET', '/identity/my/user')).json().TwoFactorEnabled).toBe(false);
    const [stored] = await t.db.query<{ hashes: string[] }>('SELECT array_agg(code_hash) AS hashes FROM backup_codes WHERE user_id = $1', [
      user.userId,
    ]);
    expect(stored!.hashes.some((h) => setup.BackupCodes.includes(h))).toBe(false);

    const wrong = await call(login, 'POST', '/identity/my/user/2fa', { Code: code(setup.ManualSetupCode, 5) });
    expect([wrong.statusCode, wrong.json().ErrorCode]).toEqual([400, 4121]);
    expect((await call(login, 'POST', '/identity/my/user/2fa', { Code: code(setup.ManualSetupCode) })).statusCode).toBe(204);
    expect((await call(login, 'GET', '/identity/my/user')).json().TwoFactorEnabled).toBe(true);
  });

  it('asks a new login for the code (417, 4006) before anything else, takes it once, and the renewed token goes on', async () => {
    const { user, setup } = await withTwoFactor();
    const login = await t.login(user.email);
    expect(login).toMatchObject({ twofactor_enabled: true, twofactor_authenticated: false, twofactor: true });
    const blocked = await call(login, 'GET', '/api/my/notes');
    expect([blocked.statusCode, blocked.json().ErrorCode]).toEqual([417, 4006]);
    expect((await call(login, 'GET', '/identity/my/user')).statusCode).toBe(200);

    // The step the setup used is spent: its code cannot log in again.
    const replay = await call(login, 'POST', '/identity/my/user/2fa', { Code: code(setup.ManualSetupCode) });
    expect(replay.json().ErrorCode).toBe(4121);
    const next = code(setup.ManualSetupCode, 1);
    expect((await call(login, 'POST', '/identity/my/user/2fa', { Code: next, SessionId: login.session_id })).statusCode).toBe(204);
    const renewed = await refresh(login);
    expect(renewed).toMatchObject({ twofactor_authenticated: true, twofactor: false });
    expect((await call(renewed, 'GET', '/api/my/notes')).statusCode).toBe(200);

    const another = await t.login(user.email);
    expect((await call(another, 'POST', '/identity/my/user/2fa', { Code: next })).json().ErrorCode).toBe(4121);
    const otherSession = await call(another, 'POST', '/identity/my/user/2fa', { Code: next, SessionId: login.session_id });
    expect(otherSession.statusCode).toBe(404);
  });

  it('takes each backup code once', async () => {
    const { user, setup } = await withTwoFactor();
    const first = await t.login(user.email);
    const backup = setup.BackupCodes[3]!;
    expect((await call(first, 'POST', '/identity/my/user/2fa', { BackupCode: backup.toUpperCase().replace('-', ' ') })).statusCode).toBe(
      204,
    );
    const second = await t.login(user.email);
    expect((await call(second, 'POST', '/identity/my/user/2fa', { BackupCode: backup })).json().ErrorCode).toBe(4121);
    expect((await call(second, 'POST', '/identity/my/user/2fa', { BackupCode: setup.BackupCodes[4]! })).statusCode).toBe(204);
  });

  it('ends the session at the fifth wrong code', async () => {
    const { user } = await withTwoFactor();
    const login = await t.login(user.email);
    for (let i = 0; i < 4; i++) {
      expect((await call(login, 'POST', '/identity/my/user/2fa', { Code: '000000' })).json().ErrorCode).toBe(4121);
    }
    expect((await call(login, 'POST', '/identity/my/user/2fa', { Code: '000000' })).statusCode).toBe(401);
    expect((await call(login, 'GET', '/identity/my/user')).statusCode).toBe(401);
    const again = await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: login.refresh_token,
      client_secret: login.refresh_token_secret,
    });
    expect(again.statusCode).toBe(400);
  });

  it('counts wrong codes per account: a new login gets no new tries, the account waits, and a right code clears the count', async () => {
    const { user, setup } = await withTwoFactor();
    const wrong = (login: LoginTokenResponse) => call(login, 'POST', '/identity/my/user/2fa', { Code: '000000' });
    const first = await t.login(user.email);
    for (let i = 0; i < 4; i++) expect((await wrong(first)).json().ErrorCode).toBe(4121);
    expect((await wrong(first)).statusCode).toBe(401);

    // Whoever guesses has the password: logging in again buys nothing, not even with the right code.
    const second = await t.login(user.email);
    const locked = await wrong(second);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ ErrorCode: 4104, Message: 'För många felaktiga koder. Vänta 15 minuter och försök igen.' });
    expect((await call(second, 'POST', '/identity/my/user/2fa', { Code: code(setup.ManualSetupCode, 1) })).statusCode).toBe(429);

    // After the wait (its start moved back instead of waiting), one more wrong code ends the session and starts it again.
    const waited = () => t.db.query("UPDATE users SET twofactor_failed_date = now() - interval '16 minutes' WHERE id = $1", [user.userId]);
    await waited();
    expect((await wrong(second)).statusCode).toBe(401);
    expect((await wrong(await t.login(user.email))).statusCode).toBe(429);

    await waited();
    const third = await t.login(user.email);
    expect((await call(third, 'POST', '/identity/my/user/2fa', { Code: code(setup.ManualSetupCode, 1) })).statusCode).toBe(204);
    const [cleared] = await t.db.query<{ twofactor_failures: number }>('SELECT twofactor_failures FROM users WHERE id = $1', [user.userId]);
    expect(cleared!.twofactor_failures).toBe(0);
    expect((await wrong(await t.login(user.email))).json().ErrorCode).toBe(4121);
  });

  it('validates the code’s form', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    for (const body of [{}, { Code: '12345' }, { Code: '123456', BackupCode: 'abcde-fghjk' }, { Code: 123456 }]) {
      expect((await call(login, 'POST', '/identity/my/user/2fa', body)).statusCode).toBe(400);
    }
  });

  it('turns off with the password only, and ends the other sessions', async () => {
    const { user, login } = await withTwoFactor();
    const wrong = await call(login, 'POST', '/identity/my/user/2fa/disable', { Password: 'not it' });
    expect(wrong.json().ErrorCode).toBe(4122);
    const other = await t.login(user.email);
    expect((await call(login, 'POST', '/identity/my/user/2fa/disable', { Password: TEST_PASSWORD })).statusCode).toBe(204);
    expect((await call(other, 'GET', '/identity/my/user')).statusCode).toBe(401);
    const fresh = await t.login(user.email);
    expect(fresh).toMatchObject({ twofactor_enabled: false, twofactor: false });
    expect((await call(fresh, 'GET', '/api/my/notes')).statusCode).toBe(200);
  });
});
