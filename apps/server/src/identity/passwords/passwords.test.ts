import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TwoFactorSetup, type LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, TEST_PASSWORD, tokenRequest, type TestApp } from '../../test/harness';
import { linkIn, startMailServer } from '../../test/mail-server';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ SMTP_URL: mail.url });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const NEW_PASSWORD = 'ett nytt och långt lösenord';
const post = (url: string, payload?: object) => t.app.inject({ method: 'POST', url: `/identity${url}`, ...(payload ? { payload } : {}) });
const passwordLogin = (username: string, password: string) => tokenRequest(t.app, { grant_type: 'password', username, password });
const me = (login: LoginTokenResponse) => t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(login) });

async function resetLink(email: string, count = 1): Promise<string> {
  const mails = await mail.waitFor(email, count);
  return linkIn(mails[count - 1]!, '/reset');
}

describe('password reset', () => {
  it('answers alike for a known and an unknown address, and mails only the known one', async () => {
    const user = await t.createPatient();
    const known = await post('/users/password/reset', { Email: user.email.toUpperCase() });
    const unknown = await post('/users/password/reset', { Email: 'nobody-at-all@example.com' });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    await resetLink(user.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(mail.mails.filter((m) => m.to.includes('nobody-at-all@example.com'))).toHaveLength(0);
  });

  it('sets a new password from the link once, ends every session, and keeps only the hash of the code', async () => {
    const user = await t.createPatient();
    const before = await t.login(user.email);
    await post('/users/password/reset', { Email: user.email });
    const code = await resetLink(user.email);
    const stored = await t.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM account_codes WHERE purpose = 'reset-password' AND user_id = $1",
      [user.userId],
    );
    expect(stored[0]!.code_hash).not.toContain(code);
    expect((await post(`/users/password/reset/${code}/verify`)).json()).toEqual({ TwoFactor: false });
    const weak = await post(`/users/password/reset/${code}`, { NewPassword: 'kort' });
    expect(weak.json().ErrorCode).toBe(4120);
    expect((await post(`/users/password/reset/${code}`, { NewPassword: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await me(before)).statusCode).toBe(401);
    expect((await passwordLogin(user.email, TEST_PASSWORD)).statusCode).toBe(400);
    expect((await passwordLogin(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    const reused = await post(`/users/password/reset/${code}`, { NewPassword: 'ännu ett långt lösenord här' });
    expect([reused.statusCode, reused.json().ErrorCode]).toEqual([400, 4123]);
    const [notice] = (await mail.waitFor(user.email, 2)).slice(1);
    expect(notice!.subject).toBe('Ditt lösenord i Symptoms har ändrats');
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await t.createPatient();
    await post('/users/password/reset', { Email: user.email });
    const code = await resetLink(user.email);
    await t.db.query("UPDATE account_codes SET expires_date = now() - interval '1 second' WHERE user_id = $1", [user.userId]);
    expect((await post(`/users/password/reset/${code}/verify`)).json().ErrorCode).toBe(4123);
    expect((await post(`/users/password/reset/${code}`, { NewPassword: NEW_PASSWORD })).json().ErrorCode).toBe(4123);
    expect((await post('/users/password/reset/not-a-code', { NewPassword: NEW_PASSWORD })).json().ErrorCode).toBe(4123);
  });

  it('never gets past two-factor: the code is asked for, and five wrong ones spend the link', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const setup = TwoFactorSetup.parse(
      (await t.app.inject({ method: 'POST', url: '/identity/my/user/2fa/setup', headers: t.headers(login) })).json(),
    );
    const totp = new TOTP({ secret: Secret.fromBase32(setup.ManualSetupCode.replace(/\s/g, '')) });
    await t.app.inject({ method: 'POST', url: '/identity/my/user/2fa', headers: t.headers(login), payload: { Code: totp.generate() } });

    await post('/users/password/reset', { Email: user.email });
    const code = await resetLink(user.email);
    expect((await post(`/users/password/reset/${code}/verify`)).json()).toEqual({ TwoFactor: true });
    expect((await post(`/users/password/reset/${code}`, { NewPassword: NEW_PASSWORD })).json().ErrorCode).toBe(4121);
    for (let i = 0; i < 3; i++) {
      expect((await post(`/users/password/reset/${code}`, { NewPassword: NEW_PASSWORD, Code: '000000' })).json().ErrorCode).toBe(4121);
    }
    expect((await post(`/users/password/reset/${code}`, { NewPassword: NEW_PASSWORD, Code: '000000' })).json().ErrorCode).toBe(4123);
    expect((await passwordLogin(user.email, TEST_PASSWORD)).statusCode).toBe(200);

    await post('/users/password/reset', { Email: user.email });
    const second = await resetLink(user.email, 2);
    // With two-factor on, 8 characters are enough.
    const reset = await post(`/users/password/reset/${second}`, { NewPassword: 'kort men', BackupCode: setup.BackupCodes[0]! });
    expect(reset.statusCode).toBe(204);
    expect((await passwordLogin(user.email, 'kort men')).json()).toMatchObject({ twofactor: true });
  });
});

describe('change password', () => {
  it('needs the old password and a strong new one, then ends the other sessions and not this one', async () => {
    const user = await t.createPatient();
    const here = await t.login(user.email);
    const there = await t.login(user.email);
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/identity/my/user/password', headers: t.headers(here), payload });
    expect((await change({ OldPassword: 'wrong', NewPassword: NEW_PASSWORD })).json().ErrorCode).toBe(4122);
    expect((await change({ OldPassword: TEST_PASSWORD, NewPassword: 'password' })).json().ErrorCode).toBe(4120);
    expect((await change({ OldPassword: TEST_PASSWORD, NewPassword: 'x'.repeat(129) })).statusCode).toBe(400);
    expect((await change({ OldPassword: TEST_PASSWORD, NewPassword: NEW_PASSWORD })).statusCode).toBe(204);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(there)).statusCode).toBe(401);
    expect((await passwordLogin(user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('locks the password check after ten wrong answers, as logins are', async () => {
    const user = await t.createPatient();
    const here = await t.login(user.email);
    const change = (old: string) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/my/user/password',
        headers: t.headers(here),
        payload: { OldPassword: old, NewPassword: NEW_PASSWORD },
      });
    for (let i = 0; i < 10; i++) expect((await change(`wrong ${i}`)).json().ErrorCode).toBe(4122);
    expect((await change(TEST_PASSWORD)).statusCode).toBe(429);
  });
});
