import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Contract, type LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, tokenRequest, type Method, type TestApp } from '../../test/harness';
import { sampleContract } from '../contracts/routes';

let t: TestApp;
let admin: LoginTokenResponse;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('consent-study', 'org-consent', null);
  const adminUser = await t.createUser({ roles: [{ organizationId: 'org-consent', groupId: 'consent-study', roleId: 'admin' }] });
  admin = await t.login(adminUser.email);
});
afterAll(() => t.close());

const call = (login: LoginTokenResponse, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { ...t.headers(login), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

/** A Required, required-read study consent and an optional one, in the study group. */
async function studyContracts() {
  const required = await call(admin, 'POST', '/identity/my/group/contracts', {
    ...sampleContract('studie'),
    Required: true,
    RequiredRead: true,
    Texts: [
      ...sampleContract().Texts,
      { ...sampleContract().Texts[0]!, Language: 'en', Title: 'Personal data', Description: 'How we treat your data.' },
    ],
  });
  expect(required.statusCode).toBe(201);
  const optional = await call(admin, 'POST', '/identity/my/group/contracts', { ...sampleContract('nyhetsbrev'), Index: 1 });
  expect(optional.statusCode).toBe(201);
  return { required: required.json<{ Id: string; Version: number }>(), optional: optional.json<{ Id: string; Version: number }>() };
}

/** A participant who has not answered the study's contracts yet, as at their first login. */
async function participant() {
  const user = await t.createUser({
    consent: false,
    roles: [
      { organizationId: '0', groupId: '0', roleId: 'pat' },
      { organizationId: 'org-consent', groupId: 'consent-study', roleId: 'pat' },
    ],
  });
  return { user, login: await t.login(user.email) };
}

const refresh = async (login: LoginTokenResponse) =>
  (
    await tokenRequest(t.app, {
      grant_type: 'refresh_token',
      refresh_token: login.refresh_token,
      client_secret: login.refresh_token_secret,
    })
  ).json<LoginTokenResponse>();

const unconsented = async (login: LoginTokenResponse, lang = 'sv') =>
  Contract.array().parse((await call(login, 'GET', `/identity/my/group/contracts/unconsented/${lang}`)).json());

describe('consents', () => {
  it('a participant owes the study’s contracts: 412 on health data until every one is answered, then the renewed token is ready', async () => {
    await studyContracts();
    const { login } = await participant();
    expect(login.consented_to_required_contracts).toBe(false);
    expect(login.responded_to_optional_contracts).toBe(false);

    const refused = await call(login, 'GET', '/api/my/notes');
    expect(refused.statusCode).toBe(412);
    expect(refused.json().ErrorCode).toBe(4140);
    expect((await call(login, 'GET', '/identity/my/user')).statusCode).toBe(200);

    const owed = await unconsented(login, 'en');
    expect(owed.map((c) => [c.Descriptor, c.Required, c.RequiredRead, c.Language])).toEqual([
      ['studie', true, true, 'en'],
      ['nyhetsbrev', false, false, 'sv'],
    ]);
    expect(owed[0]).toMatchObject({ Title: 'Personal data', Consented: null, ConsentDate: null, Group: { DisplayName: 'consent-study' } });

    const declinedRequired = await call(login, 'POST', '/identity/my/group/contracts/consents', {
      ConsentedContracts: [{ ContractLanguageVersionId: owed[0]!.Id, Consented: false }],
    });
    expect(declinedRequired.statusCode).toBe(400);
    expect(declinedRequired.json().ErrorCode).toBe(4142);

    const answered = await call(login, 'POST', '/identity/my/group/contracts/consents', {
      ConsentedContracts: [
        { ContractLanguageVersionId: owed[0]!.Id, Consented: true },
        { ContractLanguageVersionId: owed[1]!.Id, Consented: false },
      ],
    });
    expect(answered.json()).toEqual({ ConsentedToRequired: true, RespondedToOptional: true });
    expect(await unconsented(login)).toEqual([]);

    const renewed = await refresh(login);
    expect(renewed.consented_to_required_contracts).toBe(true);
    expect((await call(renewed, 'GET', '/api/my/notes')).statusCode).toBe(200);

    const mine = Contract.array().parse((await call(renewed, 'GET', '/identity/my/group/contracts/sv')).json());
    expect(mine.map((c) => [c.Descriptor, c.Consented, c.ConsentDate !== null, c.WithdrawDate])).toEqual([
      ['studie', true, true, null],
      ['nyhetsbrev', false, false, null],
    ]);
  });

  it('a new version needs a new answer; consent and withdrawal are audited with the version seen', async () => {
    const { required } = await studyContracts();
    const { user, login } = await participant();
    const [first] = (await unconsented(login)).filter((c) => c.ContractId === required.Id);
    expect((await call(login, 'POST', `/identity/my/group/contracts/${first!.Id}/consent`)).statusCode).toBe(200);

    const published = await call(admin, 'POST', `/identity/contracts/${required.Id}/versions`, {
      Texts: [{ ...sampleContract().Texts[0]!, Title: 'Personuppgifter, version 2' }],
      Version: required.Version,
    });
    expect(published.statusCode).toBe(201);
    expect(published.json()).toMatchObject({
      ContractVersion: 2,
      Versions: [{ ContractVersion: 2, ConsentCount: 0 }, { ContractVersion: 1 }],
    });

    // The old version's text can no longer be answered.
    const stale = await call(login, 'POST', `/identity/my/group/contracts/${first!.Id}/consent`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().ErrorCode).toBe(4143);

    const again = await t.login(user.email);
    expect(again.consented_to_required_contracts).toBe(false);
    const [second] = (await unconsented(again)).filter((c) => c.ContractId === required.Id);
    expect(second).toMatchObject({ ContractVersion: 2, Title: 'Personuppgifter, version 2', Consented: null, ConsentedVersion: 1 });
    expect((await call(again, 'POST', `/identity/my/group/contracts/${second!.Id}/consent`)).statusCode).toBe(200);
    expect((await unconsented(again)).some((c) => c.ContractId === required.Id)).toBe(false);

    const withdrawn = await call(again, 'POST', `/identity/my/group/contracts/${second!.Id}/withdraw`, true);
    expect(withdrawn.json()).toMatchObject({ ConsentedToRequired: false });
    expect((await call(again, 'POST', `/identity/my/group/contracts/${second!.Id}/withdraw`, false)).statusCode).toBe(404);
    expect((await t.login(user.email)).consented_to_required_contracts).toBe(false);

    const rows = await t.db.query<{ action_type: string; data_before: unknown; data_after: Record<string, unknown>; patient_id: string }>(
      'SELECT action_type, data_before, data_after, patient_id FROM audit_logs WHERE resource_type = $1 AND actor_user_id = $2 ORDER BY time_stamp, id',
      ['Consent', user.userId],
    );
    expect(rows.map((r) => [r.action_type, r.data_after.ContractVersion, r.data_after.Consented, r.data_after.Withdrawn])).toEqual([
      ['Create', 1, true, false],
      ['Create', 2, true, false],
      ['Update', 2, true, true],
    ]);
    expect(rows[0]!.data_after.ContractLanguageVersionId).toBe(first!.Id);
    expect(rows[2]!.data_after.AnonymizeRequested).toBe(true);
    expect(rows.every((r) => r.patient_id === user.patientId)).toBe(true);
  });

  it('another user’s group’s contract answers 404; bad input is refused', async () => {
    const { required } = await studyContracts();
    const { login: member } = await participant();
    const [text] = (await unconsented(member)).filter((c) => c.ContractId === required.Id);
    const outsider = await t.login((await t.createPatient()).email);
    expect(outsider.consented_to_required_contracts).toBe(true);
    expect((await call(outsider, 'POST', `/identity/my/group/contracts/${text!.Id}/consent`)).statusCode).toBe(404);
    expect((await call(outsider, 'POST', `/identity/my/group/contracts/${text!.Id}/withdraw`, false)).statusCode).toBe(404);
    expect(await unconsented(outsider)).toEqual([]);
    const bad = await call(member, 'POST', '/identity/my/group/contracts/consents', { ConsentedContracts: [] });
    expect(bad.statusCode).toBe(400);
    expect(
      (
        await call(member, 'POST', '/identity/my/group/contracts/consents', {
          ConsentedContracts: [{ ContractLanguageVersionId: 'x', Consented: true }],
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(member, 'GET', '/identity/my/group/contracts/unconsented/de')).statusCode).toBe(400);
  });
});
