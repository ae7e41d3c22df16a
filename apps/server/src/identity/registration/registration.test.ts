import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { luhnCheckDigit } from '@symptoms/domain';
import { createTestApp, testPersonnummer, type TestApp } from '../../test/harness';
import { linkIn, startMailServer } from '../../test/mail-server';
import { createInvite } from './invites';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'https://symptoms.example' });
  await t.createGroup('reg-study');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

let serial = 0;
async function invite(options: { personnummer?: string; days?: number; group?: string } = {}) {
  const email = `invited-${++serial}-${Date.now()}@example.com`;
  const { key } = await t.db.transaction((tx) =>
    createInvite(tx, {
      organizationId: options.group ? 'org-test' : '0',
      groupId: options.group ?? '0',
      email,
      personnummer: options.personnummer ?? null,
      description: 'Välkommen',
      days: options.days ?? 30,
    }),
  );
  return { key, email };
}

const registration = (email: string, extra: object = {}) => ({
  FirstName: 'Ida',
  LastName: 'Nyström',
  Email: email,
  Personnummer: testPersonnummer(),
  PhoneNumber: null,
  LanguageId: 'sv',
  Password: 'en lång mening som lösenord',
  ...extra,
});

const post = (url: string, payload?: object, language = 'sv') =>
  t.app.inject({ method: 'POST', url: `/identity${url}`, payload, headers: { 'x-languageid': language } });
const login = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/identity/token',
    payload: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('registration by invite', () => {
  it('registers, mails a link in the chosen language, and the link confirms the address once', async () => {
    const { key, email } = await invite({ group: 'reg-study' });
    const validity = await t.app.inject({ method: 'GET', url: `/identity/invites/${key}/valid` });
    expect(validity.json()).toMatchObject({ Valid: true, GroupName: 'reg-study' });
    expect((await post(`/invites/${key}/valid-email`, { Email: email.toUpperCase() })).json()).toEqual({ Valid: true });
    expect((await post(`/invites/${key}/valid-email`, { Email: 'someone@example.com' })).json()).toEqual({ Valid: false });

    const registered = await post(`/users/invite/${key}`, registration(email, { LanguageId: 'en' }));
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toEqual({ MailSent: true });
    const [sent] = await mail.waitFor(email);
    expect(sent!.subject).toBe('Confirm your email address in Symptoms');
    expect(sent!.raw).toMatch(/Content-Type: text\/html/);
    expect(sent!.text).not.toMatch(/\d{8}-?\d{4}/);
    const code = linkIn(sent!, '/verify-email');

    const loggedIn = await login(email, 'en lång mening som lösenord');
    expect(loggedIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(loggedIn.json()) });
    expect(me.json()).toMatchObject({ Email: email, EmailConfirmed: false, LanguageId: 'en' });
    expect(
      me
        .json()
        .GroupMemberships.map((m: { GroupId: string }) => m.GroupId)
        .sort(),
    ).toEqual(['0', 'reg-study']);

    expect((await post(`/verify-email/${code}`)).statusCode).toBe(204);
    const again = await post(`/verify-email/${code}`);
    expect(again.statusCode).toBe(400);
    expect(again.json().ErrorCode).toBe(4123);
    const after = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(loggedIn.json()) });
    expect(after.json().EmailConfirmed).toBe(true);

    const reused = await post(`/users/invite/${key}`, registration(email));
    expect([reused.statusCode, reused.json().ErrorCode]).toEqual([400, 4123]);
    expect((await t.app.inject({ method: 'GET', url: `/identity/invites/${key}/valid` })).json().Valid).toBe(false);
  });

  it('answers the same for an existing person, makes nothing, and tells that person by mail instead', async () => {
    const existing = await t.createPatient();
    const { key, email } = await invite();
    const response = await post(`/users/invite/${key}`, registration(email, { Personnummer: existing.personnummer }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ MailSent: true });
    const [told] = await mail.waitFor(existing.email);
    expect(told!.subject).toBe('Du har redan ett konto i Symptoms');
    const made = await t.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(made).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: `/identity/invites/${key}/valid` })).json().Valid).toBe(true);
  });

  it('makes the account when the number is only claimed elsewhere: a claim never blocks the real person, and its holder hears nothing', async () => {
    const claimant = await t.createUser({ claimed: true });
    const { key, email } = await invite();
    const response = await post(`/users/invite/${key}`, registration(email, { Personnummer: claimant.personnummer }));
    expect(response.json()).toEqual({ MailSent: true });
    const made = await t.db.query<{ personnummer: string; personnummer_proof: string | null }>(
      'SELECT personnummer, personnummer_proof FROM users WHERE email = $1',
      [email],
    );
    expect(made).toEqual([{ personnummer: claimant.personnummer, personnummer_proof: null }]);
    const [verify] = await mail.waitFor(email);
    expect(verify!.subject).toBe('Bekräfta din e-postadress i Symptoms');
    expect(mail.mails.filter((m) => m.to.includes(claimant.email))).toEqual([]);
  });

  it('answers alike whether the number is proven elsewhere, claimed elsewhere or new, and for an address in use', async () => {
    const proven = await t.createUser();
    const claimed = await t.createUser({ claimed: true });
    const answers = [];
    for (const personnummer of [proven.personnummer, claimed.personnummer, testPersonnummer()]) {
      const { key, email } = await invite();
      const response = await post(`/users/invite/${key}`, registration(email, { Personnummer: personnummer }));
      answers.push([response.statusCode, response.body]);
    }
    const inUse = await t.createUser({ claimed: true, email: `in-use-${Date.now()}@example.com` });
    const { key } = await t.db.transaction((tx) =>
      createInvite(tx, { organizationId: '0', groupId: '0', email: inUse.email, description: 'Välkommen' }),
    );
    const again = await post(`/users/invite/${key}`, registration(inUse.email));
    answers.push([again.statusCode, again.body]);
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const [told] = await mail.waitFor(inUse.email);
    expect(told!.subject).toBe('Du har redan ett konto i Symptoms');
    expect(await t.db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [inUse.email])).toHaveLength(1);
  });

  it('refuses, changing nothing: a weak or common password, another address, another personnummer, an under-age person, an expired invite', async () => {
    const { key, email } = await invite({ personnummer: '191212121212' });
    const short = await post(`/users/invite/${key}`, registration(email, { Password: 'kort' }));
    expect([short.statusCode, short.json().ErrorCode]).toEqual([400, 4120]);
    expect(short.json().Errors.NewPassword[0]).toMatch(/minst 15 tecken/);
    const common = await post(`/users/invite/${key}`, registration(email, { Password: '1qaz2wsx3edc4rfv' }), 'en');
    expect(common.json()).toMatchObject({ ErrorCode: 4120, Message: 'Choose a longer password that is not a common one.' });
    const ownName = await post(`/users/invite/${key}`, registration(email, { Password: 'NYSTRÖMsuperhemlig' }));
    expect(ownName.json().ErrorCode).toBe(4120);
    const otherAddress = await post(`/users/invite/${key}`, registration('other@example.com', { Personnummer: '19121212-1212' }));
    expect(otherAddress.json().Errors).toEqual({ Email: ['Använd e-postadressen som inbjudan skickades till.'] });
    const otherPerson = await post(`/users/invite/${key}`, registration(email));
    expect(otherPerson.json().Errors).toEqual({ Personnummer: ['Personnumret stämmer inte med inbjudan.'] });
    const nine = `${String(new Date().getFullYear() - 10).slice(2)}0101123`;
    const child = await post(`/users/invite/${key}`, registration(email, { Personnummer: `20${nine}${luhnCheckDigit(nine)}` }));
    expect([child.statusCode, child.json().ErrorCode]).toEqual([400, 4002]);
    const invalid = await post(`/users/invite/${key}`, registration(email, { Personnummer: '19121212-1213', FirstName: '' }));
    expect(Object.keys(invalid.json().Errors).sort()).toEqual(['FirstName', 'Personnummer']);
    expect(await t.db.query('SELECT 1 FROM users WHERE email = $1', [email])).toHaveLength(0);

    const expired = await invite({ days: -1 });
    expect((await t.app.inject({ method: 'GET', url: `/identity/invites/${expired.key}/valid` })).json()).toEqual({
      Valid: false,
      GroupName: null,
      ExpireDate: null,
    });
    expect((await post(`/users/invite/${expired.key}`, registration(expired.email))).json().ErrorCode).toBe(4123);
  });

  it('checks a login name by its form only, never by whether an account has it', async () => {
    const existing = await t.createPatient();
    const check = (name: string) => t.app.inject({ method: 'GET', url: `/identity/users/check/username/${encodeURIComponent(name)}` });
    expect((await check(existing.email)).json()).toEqual({ Available: true });
    expect((await check('not an address')).json()).toEqual({ Available: false });
  });
});

describe('GET invites/{key}/contracts/{lang}', () => {
  const contractsOf = (key: string, language = 'sv') =>
    t.app.inject({ method: 'GET', url: `/identity/invites/${key}/contracts/${language}` });

  it('shows what registering will ask before anyone registers: the service’s terms and the inviting group’s contracts, unanswered', async () => {
    await t.createGroup('reg-elsewhere');
    const { key, email } = await invite({ group: 'reg-study' });
    const answer = await contractsOf(key);
    expect(answer.statusCode).toBe(200);
    const contracts = answer.json<{ GroupId: string; Required: boolean; Consented: boolean | null; Sections: unknown[] }[]>();
    expect(contracts.map((c) => c.GroupId)).toContain('reg-study');
    expect(contracts.map((c) => c.GroupId)).not.toContain('reg-elsewhere');
    expect(contracts.every((c) => c.GroupId === 'reg-study' || c.GroupId === '0')).toBe(true);
    expect(contracts.every((c) => c.Consented === null)).toBe(true);
    expect(contracts.find((c) => c.GroupId === 'reg-study')).toMatchObject({ Required: true });
    // In English where a text has it, else the Swedish text: the same contracts either way.
    expect((await contractsOf(key, 'en')).json<unknown[]>()).toHaveLength(contracts.length);

    // Once the invite is used, its contracts are the account's to read, not the link's.
    expect((await post(`/users/invite/${key}`, registration(email))).statusCode).toBe(200);
    expect((await contractsOf(key)).statusCode).toBe(404);
  });

  it('leaves a group’s patient contracts out of a staff invite, and answers 404 for an unknown or expired key and 400 for an unknown language', async () => {
    const { key: staffKey } = await t.db.transaction((tx) =>
      createInvite(tx, {
        organizationId: 'org-test',
        groupId: 'reg-study',
        email: `staff-${Date.now()}@example.com`,
        personnummer: null,
        description: 'Välkommen',
        days: 30,
        roles: ['phys'],
      }),
    );
    const forStaff = (await contractsOf(staffKey)).json<{ GroupId: string }[]>();
    expect(forStaff.map((c) => c.GroupId)).not.toContain('reg-study');
    expect((await contractsOf('no-such-invite')).statusCode).toBe(404);
    const { key: expired } = await invite({ group: 'reg-study', days: -1 });
    expect((await contractsOf(expired)).statusCode).toBe(404);
    const { key } = await invite({ group: 'reg-study' });
    expect((await contractsOf(key, 'de')).statusCode).toBe(400);
  });
});
