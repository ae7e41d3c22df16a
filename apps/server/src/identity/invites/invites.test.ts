import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Invite } from '@symptoms/domain';
import { createTestApp, signedInPatient, testPersonnummer, type TestApp } from '../../test/harness';
import { linkIn, startMailServer } from '../../test/mail-server';

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  mail = await startMailServer();
  t = await createTestApp({ SMTP_URL: mail.url });
  await t.createGroup('inv-clinic', 'org-inv');
  await t.createGroup('inv-other', 'org-inv');
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function physician(groupId: string) {
  const user = await t.createUser({ roles: [{ organizationId: 'org-inv', groupId, roleId: 'phys' }] });
  const login = await t.login(user.email);
  return (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login), ...(payload ? { payload } : {}) });
}

describe('invites', () => {
  it('a physician invites people to the group by mail; the link registers them into it, once; an unused invite can be withdrawn', async () => {
    const call = await physician('inv-clinic');
    const first = `inv-a-${Date.now()}@example.com`;
    const second = `inv-b-${Date.now()}@example.com`;
    const personnummer = testPersonnummer();
    const sent = await call('POST', '/my/group/invites', {
      Description: 'Välkommen till mottagningen',
      Invites: [{ Email: first, Personnummer: personnummer }, { Email: second }],
    });
    expect(sent.statusCode).toBe(201);
    const invites = sent.json<Invite[]>();
    expect(invites.map((i) => [i.Email, i.GroupId, i.Used])).toEqual(
      expect.arrayContaining([
        [first, 'inv-clinic', false],
        [second, 'inv-clinic', false],
      ]),
    );
    expect(JSON.stringify(invites)).not.toMatch(/key/i);

    const [letter] = await mail.waitFor(first);
    expect(letter!.subject).toBe('Inbjudan till inv-clinic');
    expect(letter!.text).toContain('Välkommen till mottagningen');
    const key = linkIn(letter!, '/register');
    const registered = await t.app.inject({
      method: 'POST',
      url: `/identity/users/invite/${key}`,
      payload: {
        FirstName: 'Ny',
        LastName: 'Patient',
        Email: first,
        Personnummer: personnummer,
        PhoneNumber: null,
        LanguageId: 'sv',
        Password: 'en lång mening som lösenord',
      },
    });
    expect(registered.statusCode).toBe(200);
    const listed = (await call('GET', '/my/group/invites')).json<Invite[]>();
    const used = listed.find((i) => i.Email === first)!;
    expect(used.Used).toBe(true);
    expect((await call('DELETE', `/invites/${used.Id}`)).json().ErrorCode).toBe(4108);
    const unused = listed.find((i) => i.Email === second)!;
    expect((await call('DELETE', `/invites/${unused.Id}`)).statusCode).toBe(204);
    expect((await call('GET', `/my/group/invites/${unused.Id}`)).statusCode).toBe(404);
  });

  it('another group’s staff neither see nor withdraw an invite; a patient invites to Symptoms and sees only their own', async () => {
    const call = await physician('inv-clinic');
    const [invite] = (
      await call('POST', '/my/group/invites', { Description: 'Hej', Invites: [{ Email: `inv-c-${Date.now()}@example.com` }] })
    ).json<Invite[]>();
    const other = await physician('inv-other');
    expect((await other('GET', `/my/group/invites/${invite!.Id}`)).statusCode).toBe(404);
    expect((await other('DELETE', `/invites/${invite!.Id}`)).statusCode).toBe(404);
    expect((await other('GET', '/my/group/invites')).json()).toEqual([]);

    const { login } = await signedInPatient(t);
    const patient = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login), ...(payload ? { payload } : {}) });
    const mine = (
      await patient('POST', '/my/invites', { Description: 'Prova du också', Invites: [{ Email: `friend-${Date.now()}@example.com` }] })
    ).json<Invite[]>();
    expect(mine[0]!.GroupId).toBe('0');
    expect((await patient('GET', '/my/group/invites')).json<Invite[]>().map((i) => i.Id)).toEqual([mine[0]!.Id]);
  });

  it('refuses an invalid address or personnummer, and no rows, changing nothing', async () => {
    const call = await physician('inv-clinic');
    const before = (await call('GET', '/my/group/invites')).json<Invite[]>().length;
    const bad = await call('POST', '/my/group/invites', {
      Description: 'Hej',
      Invites: [{ Email: 'inte en adress', Personnummer: '19121212-1213' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().Errors).sort()).toEqual(['Invites.0.Email', 'Invites.0.Personnummer']);
    expect((await call('POST', '/my/group/invites', { Description: 'Hej', Invites: [] })).statusCode).toBe(400);
    expect((await call('GET', '/my/group/invites')).json<Invite[]>()).toHaveLength(before);
  });
});
