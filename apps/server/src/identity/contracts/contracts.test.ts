import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminContract, type LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';
import { sampleContract } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('contract-clinic', 'org-contracts', null);
  await t.createGroup('contract-elsewhere', 'org-other', null);
});
afterAll(() => t.close());

const call = (login: LoginTokenResponse, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/identity${url}`,
    headers: t.headers(login),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function staff(roleId: 'admin' | 'phys' | 'pat', groupId = 'contract-clinic', organizationId = 'org-contracts') {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  return t.login(user.email);
}

describe('the admin’s contracts', () => {
  it('are created, listed, edited while unanswered, locked once answered, versioned and removed', async () => {
    const admin = await staff('admin');
    const made = await call(admin, 'POST', '/my/group/contracts', sampleContract('villkor'));
    expect(made.statusCode).toBe(201);
    const contract = AdminContract.parse(made.json());
    expect(contract).toMatchObject({ GroupId: 'contract-clinic', ContractVersion: 1, Answered: false, Version: 0 });
    expect((await call(admin, 'GET', '/contracts')).json().map((c: AdminContract) => c.Id)).toEqual([contract.Id]);

    const edited = await call(admin, 'PUT', `/contracts/${contract.Id}`, {
      ...sampleContract('villkor'),
      Required: true,
      Texts: [{ ...sampleContract().Texts[0]!, Title: 'Villkor' }],
      Version: 0,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ Required: true, ContractVersion: 1, Version: 1, Texts: [{ Title: 'Villkor' }] });
    const stale = await call(admin, 'PUT', `/contracts/${contract.Id}`, { ...sampleContract('villkor'), Version: 0 });
    expect(stale.json().ErrorCode).toBe(4003);

    // A participant answers: the text is now what they agreed to.
    const patient = await t.createUser({
      consent: false,
      roles: [{ organizationId: 'org-contracts', groupId: 'contract-clinic', roleId: 'pat' }],
    });
    const login = await t.login(patient.email);
    expect(login.consented_to_required_contracts).toBe(false);
    const [owed] = (await call(login, 'GET', '/my/group/contracts/unconsented/sv')).json();
    expect((await call(login, 'POST', `/my/group/contracts/${owed.Id}/consent`)).statusCode).toBe(200);

    const locked = await call(admin, 'PUT', `/contracts/${contract.Id}`, {
      ...sampleContract('villkor'),
      Required: true,
      Texts: [{ ...sampleContract().Texts[0]!, Title: 'Nya villkor' }],
      Version: 1,
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().ErrorCode).toBe(4141);
    const settingsOnly = await call(admin, 'PUT', `/contracts/${contract.Id}`, {
      ...sampleContract('villkor'),
      Required: true,
      Index: 3,
      Texts: [{ ...sampleContract().Texts[0]!, Title: 'Villkor' }],
      Version: 1,
    });
    expect(settingsOnly.json()).toMatchObject({ Index: 3, Answered: true, Versions: [{ ContractVersion: 1, ConsentCount: 1 }] });

    const v2 = await call(admin, 'POST', `/contracts/${contract.Id}/versions`, {
      Texts: [{ ...sampleContract().Texts[0]!, Title: 'Nya villkor' }],
      Version: 2,
    });
    expect(v2.json()).toMatchObject({ ContractVersion: 2, Answered: false, Texts: [{ Title: 'Nya villkor' }] });
    expect((await t.login(patient.email)).consented_to_required_contracts).toBe(false);

    const audit = await t.db.query<{ action_type: string }>(
      'SELECT action_type FROM audit_logs WHERE resource_type = $1 AND resource_id = $2 ORDER BY time_stamp, id',
      ['Contract', contract.Id],
    );
    expect(audit.map((r) => r.action_type)).toEqual(['Create', 'Update', 'Update', 'Update']);

    expect((await call(admin, 'DELETE', `/contracts/${contract.Id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/contracts/${contract.Id}`)).statusCode).toBe(404);
    expect((await t.login(patient.email)).consented_to_required_contracts).toBe(true);
  });

  it('refuse invalid contracts in the caller’s language', async () => {
    const admin = await staff('admin');
    const tooLong = await call(admin, 'POST', '/my/group/contracts', { ...sampleContract('x'.repeat(17)) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().Errors.Descriptor).toBeDefined();
    const noSwedish = await call(admin, 'POST', '/my/group/contracts', {
      ...sampleContract(),
      Texts: [{ ...sampleContract().Texts[0]!, Language: 'en' }],
    });
    expect(noSwedish.statusCode).toBe(400);
    const emptyParagraph = await call(admin, 'POST', '/my/group/contracts', {
      ...sampleContract(),
      Texts: [{ ...sampleContract().Texts[0]!, Sections: [{ Title: 'Del', Index: 0, Paragraphs: [{ Text: '  ', Index: 0 }] }] }],
    });
    expect(emptyParagraph.statusCode).toBe(400);
    expect((await call(admin, 'GET', '/contracts')).json()).toEqual([]);
  });

  it('of another organization answer 404, and only admins reach the editor', async () => {
    const admin = await staff('admin');
    const id = (await call(admin, 'POST', '/my/group/contracts', sampleContract('egen'))).json().Id as string;
    const other = await staff('admin', 'contract-elsewhere', 'org-other');
    expect((await call(other, 'GET', `/contracts/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'PUT', `/contracts/${id}`, { ...sampleContract('egen'), Version: 0 })).statusCode).toBe(404);
    expect((await call(other, 'POST', `/contracts/${id}/versions`, { Texts: sampleContract().Texts, Version: 0 })).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `/contracts/${id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', '/contracts')).json()).toEqual([]);
    expect((await call(await staff('phys'), 'GET', '/contracts')).statusCode).toBe(403);
    expect((await call(await staff('phys'), 'POST', '/my/group/contracts', sampleContract())).statusCode).toBe(403);
  });
});
