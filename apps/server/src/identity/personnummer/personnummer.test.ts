import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginTokenResponse, User } from '@symptoms/domain';
import { control, simulatorForTests } from '../../platform/bankid/simulator/test-support';
import { createTestApp, testPersonnummer, tokenRequest, type TestApp } from '../../test/harness';
import { createInvite } from '../registration/invites';

/**
 * Issue 32: a personnummer typed at registration is only claimed; BankID (here through the
 * simulator) or the SSO issuer proves it, and only a proven number opens an account.
 */

let t: TestApp;
let closeSimulator: () => Promise<void>;
let simulator: Awaited<ReturnType<typeof simulatorForTests>>['simulator'];

beforeAll(async () => {
  const sim = await simulatorForTests();
  simulator = sim.simulator;
  closeSimulator = sim.close;
  t = await createTestApp({ ...sim.env, PUBLIC_URL: 'https://symptoms.example' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await closeSimulator();
});

const PASSWORD = 'en lång mening som lösenord';
let serial = 0;

/** A patient's kind of invite (to Symptoms, binding no number) for a new address. */
async function inviteFor(options: { personnummer?: string; provesPersonnummer?: boolean; group?: string } = {}) {
  const email = `person-${++serial}-${Date.now()}@example.com`;
  const { key } = await t.db.transaction((tx) =>
    createInvite(tx, {
      organizationId: options.group ? 'org-test' : '0',
      groupId: options.group ?? '0',
      email,
      personnummer: options.personnummer ?? null,
      provesPersonnummer: options.provesPersonnummer ?? false,
      description: 'Välkommen',
    }),
  );
  return { key, email };
}

async function register(key: string, email: string, personnummer: string) {
  return t.app.inject({
    method: 'POST',
    url: `/identity/users/invite/${key}`,
    payload: {
      FirstName: 'Ny',
      LastName: 'Person',
      Email: email,
      Personnummer: personnummer,
      PhoneNumber: null,
      LanguageId: 'sv',
      Password: PASSWORD,
    },
  });
}

const passwordLogin = async (email: string) => {
  const response = await tokenRequest(t.app, { grant_type: 'password', username: email, password: PASSWORD });
  expect(response.statusCode).toBe(200);
  return LoginTokenResponse.parse(response.json());
};

/** A BankID order that BankID completed for `personnummer` and the API collected, as the browser leaves it. */
async function completedOrder(personnummer: string): Promise<string> {
  const started = await t.app.inject({ method: 'POST', url: '/api/bankid/auth/', payload: { GetQr: true } });
  const orderRef = started.json<{ OrderRef: string }>().OrderRef;
  await control(simulator, `/control/orders/${orderRef}`, { status: 'complete', personalNumber: personnummer });
  expect((await t.app.inject({ method: 'GET', url: `/api/bankid/collect/${orderRef}` })).json()).toMatchObject({ Status: 'complete' });
  return orderRef;
}

const bankIdLogin = async (personnummer: string) =>
  tokenRequest(t.app, { grant_type: 'bankid', personnummer, orderRef: await completedOrder(personnummer) });

const confirm = (login: LoginTokenResponse, orderRef: string, language = 'sv') =>
  t.app.inject({
    method: 'POST',
    url: '/identity/my/user/personnummer/bankid',
    headers: t.headers(login, { 'x-languageid': language }),
    payload: { OrderRef: orderRef },
  });

const account = async (email: string) =>
  (
    await t.db.query<{ id: string; personnummer: string | null; personnummer_proof: string | null; removed: boolean }>(
      'SELECT id, personnummer, personnummer_proof, personnummer_removed_date IS NOT NULL AS removed FROM users WHERE email = $1',
      [email],
    )
  )[0];

const mailsTo = async (email: string) =>
  (
    await t.db.query<{ subject: string; text_body: string }>('SELECT subject, text_body FROM mail_outbox WHERE recipient = $1', [email])
  ).map((m) => m.subject);

const sessionUserOf = async (login: LoginTokenResponse) =>
  (await t.db.query<{ user_id: string }>('SELECT user_id FROM sessions WHERE id = $1', [login.session_id]))[0]!.user_id;

describe('the finding of issue 32, refused step by step', () => {
  it('an account registered with someone else’s number never opens to that person’s BankID, and loses the number when they prove it', async () => {
    const victim = testPersonnummer();
    // 1. X registers by a patient's invite (it binds no number) with the victim's personnummer.
    const x = await inviteFor();
    expect((await register(x.key, x.email, victim)).json()).toEqual({ MailSent: true });
    expect(await account(x.email)).toMatchObject({ personnummer: victim, personnummer_proof: null });

    // 2. The victim's BankID login does not open X's account: the same answer as for a number nobody has.
    const refused = await bankIdLogin(victim);
    expect(refused.statusCode).toBe(400);
    const nobody = await bankIdLogin(testPersonnummer());
    expect(refused.json()).toEqual(nobody.json());
    expect(refused.json()).toMatchObject({ ErrorCode: 4134 });
    expect(await t.db.query('SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.email = $1', [x.email])).toEqual([]);

    // 3. The victim registers by an invite of their own: a claim elsewhere blocks nothing, and X is told nothing.
    const v = await inviteFor();
    expect((await register(v.key, v.email, victim)).json()).toEqual({ MailSent: true });
    expect(await account(v.email)).toMatchObject({ personnummer: victim, personnummer_proof: null });
    expect(await mailsTo(v.email)).toEqual(['Bekräfta din e-postadress i Symptoms']);
    expect(await mailsTo(x.email)).toEqual(['Bekräfta din e-postadress i Symptoms']);

    // 4. The victim confirms the number with BankID in the profile.
    const vLogin = await passwordLogin(v.email);
    const confirmed = await confirm(vLogin, await completedOrder(victim));
    expect(confirmed.statusCode).toBe(200);
    const me = User.parse(confirmed.json());
    expect(me).toMatchObject({ Personnummer: `${victim.slice(0, 8)}-****`, PersonnummerProof: 'bankid', PersonnummerRemovedDate: null });
    expect(me.PersonnummerProvenDate).not.toBeNull();

    // 5. X's account has lost the number, X got the mail, and the change is in X's audit log as the system's.
    expect(await account(x.email)).toMatchObject({ personnummer: null, personnummer_proof: null, removed: true });
    expect(await mailsTo(x.email)).toContain('Personnumret har tagits bort från ditt konto i Symptoms');
    const [removalMail] = await t.db.query<{ text_body: string }>(
      "SELECT text_body FROM mail_outbox WHERE recipient = $1 AND subject LIKE 'Personnumret%'",
      [x.email],
    );
    expect(removalMail!.text_body).not.toMatch(/\d{8}-?\d{4}/);
    const xUser = (await account(x.email))!;
    const audit = await t.db.query<{ actor_role: string; actor_name: string }>(
      "SELECT actor_role, actor_name FROM audit_logs WHERE resource_type = 'User' AND resource_id = $1",
      [xUser.id],
    );
    expect(audit).toEqual([{ actor_role: 'system', actor_name: 'Symptoms' }]);
    const xMe = User.parse(
      (await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(await passwordLogin(x.email)) })).json(),
    );
    expect(xMe).toMatchObject({ Personnummer: null, PersonnummerProof: null });
    expect(xMe.PersonnummerRemovedDate).not.toBeNull();

    // 6. The victim's BankID login now opens the victim's own account.
    const opened = await bankIdLogin(victim);
    expect(opened.statusCode).toBe(200);
    expect(await sessionUserOf(LoginTokenResponse.parse(opened.json()))).toBe((await account(v.email))!.id);
  });
});

describe('POST my/user/personnummer/bankid', () => {
  it('refuses an order BankID completed for another number, and spends it all the same', async () => {
    const mine = testPersonnummer();
    const invite = await inviteFor();
    await register(invite.key, invite.email, mine);
    const login = await passwordLogin(invite.email);
    const orderRef = await completedOrder(testPersonnummer());
    const other = await confirm(login, orderRef, 'en');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      ErrorCode: 4135,
      Message: 'The identification is for another personal identity number than the one on your account.',
    });
    expect((await confirm(login, orderRef)).json()).toMatchObject({ ErrorCode: 4136 });
    expect(await account(invite.email)).toMatchObject({ personnummer: mine, personnummer_proof: null });
  });

  it('refuses an order that is unknown, pending, already used or not yet collected', async () => {
    const user = await t.createUser({ claimed: true });
    const login = await t.login(user.email);
    expect((await confirm(login, '00000000-0000-4000-8000-000000000000')).json()).toMatchObject({ ErrorCode: 4136 });
    const pending = (await t.app.inject({ method: 'POST', url: '/api/bankid/auth/', payload: { GetQr: true } })).json<{
      OrderRef: string;
    }>();
    expect((await confirm(login, pending.OrderRef)).json()).toMatchObject({ ErrorCode: 4136 });
    await control(simulator, `/control/orders/${pending.OrderRef}`, { status: 'complete', personalNumber: user.personnummer });
    // BankID has it complete, but the API never collected it.
    expect((await confirm(login, pending.OrderRef)).json()).toMatchObject({ ErrorCode: 4136 });
    const used = await completedOrder(user.personnummer);
    expect((await confirm(login, used)).statusCode).toBe(200);
    expect((await confirm(login, used)).json()).toMatchObject({ ErrorCode: 4136 });
    // A login cannot take the order the confirmation spent either.
    expect((await tokenRequest(t.app, { grant_type: 'bankid', personnummer: user.personnummer, orderRef: used })).json()).toMatchObject({
      ErrorCode: 4130,
    });
  });

  it('lets an account that lost its number prove the one BankID identifies, unless another account holds it proven', async () => {
    const lost = await t.createUser({ claimed: true });
    await t.db.query('UPDATE users SET personnummer = NULL, personnummer_removed_date = now() WHERE id = $1', [lost.userId]);
    const login = await t.login(lost.email);
    const taken = await t.createUser();
    const refused = await confirm(login, await completedOrder(taken.personnummer));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ ErrorCode: 4137 });
    const own = testPersonnummer();
    const proven = await confirm(login, await completedOrder(own));
    expect(proven.statusCode).toBe(200);
    expect(User.parse(proven.json())).toMatchObject({
      Personnummer: `${own.slice(0, 8)}-****`,
      PersonnummerProof: 'bankid',
      PersonnummerRemovedDate: null,
    });
  });

  it('changes nothing for an account already proven with that number', async () => {
    const user = await t.createUser();
    const login = await t.login(user.email);
    const [before] = await t.db.query<{ version: number }>('SELECT version FROM users WHERE id = $1', [user.userId]);
    expect((await confirm(login, await completedOrder(user.personnummer))).statusCode).toBe(200);
    const [after] = await t.db.query<{ version: number; personnummer_proof: string }>(
      'SELECT version, personnummer_proof FROM users WHERE id = $1',
      [user.userId],
    );
    expect(after).toEqual({ version: before!.version, personnummer_proof: 'seed' });
  });

  it('validates the body and needs a signed-in caller', async () => {
    const login = await t.login((await t.createUser()).email);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/identity/my/user/personnummer/bankid',
      headers: t.headers(login),
      payload: {},
    });
    expect([invalid.statusCode, invalid.json().ErrorCode]).toEqual([400, 4100]);
    const anonymous = await t.app.inject({ method: 'POST', url: '/identity/my/user/personnummer/bankid', payload: { OrderRef: 'x' } });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('proof by a staff member’s invite', () => {
  it('proves the number a staff invite bound; a patient’s invite with a number proves nothing', async () => {
    await t.createGroup('pnr-clinic');
    const bound = testPersonnummer();
    const staff = await inviteFor({ personnummer: bound, provesPersonnummer: true, group: 'pnr-clinic' });
    expect((await register(staff.key, staff.email, bound)).json()).toEqual({ MailSent: true });
    expect(await account(staff.email)).toMatchObject({ personnummer: bound, personnummer_proof: 'invite' });
    expect((await bankIdLogin(bound)).statusCode).toBe(200);

    const typed = testPersonnummer();
    const patients = await inviteFor({ personnummer: typed, provesPersonnummer: false });
    await register(patients.key, patients.email, typed);
    expect(await account(patients.email)).toMatchObject({ personnummer: typed, personnummer_proof: null });
    expect((await bankIdLogin(typed)).json()).toMatchObject({ ErrorCode: 4134 });
  });
});

describe('accounts an administrator makes', () => {
  it('hold a claimed number until the person proves it with BankID', async () => {
    await t.createGroup('pnr-admin-clinic', 'org-pnr');
    const admin = await t.createUser({ roles: [{ organizationId: 'org-pnr', groupId: 'pnr-admin-clinic', roleId: 'admin' }] });
    const personnummer = testPersonnummer();
    const email = `staff-${Date.now()}@example.com`;
    const created = await t.app.inject({
      method: 'POST',
      url: '/identity/users',
      headers: t.headers(await t.login(admin.email)),
      payload: {
        FirstName: 'Sara',
        LastName: 'Staff',
        Email: email,
        Personnummer: personnummer,
        LanguageId: 'sv',
        Memberships: [{ GroupId: 'pnr-admin-clinic', RoleId: 'phys' }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await account(email)).toMatchObject({ personnummer, personnummer_proof: null });
    expect((await bankIdLogin(personnummer)).json()).toMatchObject({ ErrorCode: 4134 });
  });
});
