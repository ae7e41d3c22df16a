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

  it('a staff invite that binds a personnummer proves it; a patient’s own invite with one proves nothing', async () => {
    const call = await physician('inv-clinic');
    const { login } = await signedInPatient(t);
    const staffRow = { Email: `inv-p-${Date.now()}@example.com`, Personnummer: testPersonnummer() };
    const patientRow = { Email: `inv-q-${Date.now()}@example.com`, Personnummer: testPersonnummer() };
    expect((await call('POST', '/my/group/invites', { Description: 'Hej', Invites: [staffRow] })).statusCode).toBe(201);
    const byPatient = await t.app.inject({
      method: 'POST',
      url: '/identity/my/invites',
      headers: t.headers(login),
      payload: { Description: 'Hej', Invites: [patientRow] },
    });
    expect(byPatient.statusCode).toBe(201);
    const rows = await t.db.query<{ email: string; proves_personnummer: boolean }>(
      'SELECT email, proves_personnummer FROM invites WHERE email = ANY($1::text[]) ORDER BY email',
      [[staffRow.Email, patientRow.Email]],
    );
    expect(rows).toEqual([
      { email: staffRow.Email, proves_personnummer: true },
      { email: patientRow.Email, proves_personnummer: false },
    ]);
  });
});

describe('invite mails per day (issue 32)', () => {
  const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ Email: `limit-${tag}-${i}-${Date.now()}@example.com` }));
  const sentBy = async (userId: string) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM invites WHERE created_by = $1', [userId]))[0]!.n;

  it('a patient sends at most 20 a day: beyond it 429, nothing made or mailed, and a withdrawn invite gives nothing back', async () => {
    const { user, login } = await signedInPatient(t);
    const send = (invites: { Email: string }[], language = 'sv') =>
      t.app.inject({
        method: 'POST',
        url: '/identity/my/invites',
        headers: t.headers(login, { 'x-languageid': language }),
        payload: { Description: 'Prova du också', Invites: invites },
      });
    expect((await send(rows(15, 'a'))).statusCode).toBe(201);
    const beyond = rows(6, 'b');
    const refused = await send(beyond);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      ErrorCode: 4138,
      Message: 'Du kan skicka högst 20 inbjudningar per dygn och har 5 kvar i dag. Skicka färre, eller vänta till i morgon.',
    });
    expect(await sentBy(user.userId)).toBe(15);
    const withdrawn = (await send(rows(5, 'c'))).json<Invite[]>();
    expect(withdrawn).toHaveLength(5);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/identity/invites/${withdrawn[0]!.Id}`, headers: t.headers(login) });
    expect(deleted.statusCode).toBe(204);
    const english = await send(rows(1, 'd'), 'en');
    expect(english.json()).toMatchObject({ ErrorCode: 4138, Message: expect.stringContaining('at most 20 invites a day and have 0 left') });
    await mail.waitFor(withdrawn[4]!.Email);
    expect(mail.mails.filter((m) => beyond.some((b) => m.to.includes(b.Email)))).toEqual([]);
  });

  it('counts in the database: two requests at once cannot both pass the limit', async () => {
    const { user, login } = await signedInPatient(t);
    const send = (tag: string) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/my/invites',
        headers: t.headers(login),
        payload: { Description: 'Hej', Invites: rows(15, tag) },
      });
    const answers = await Promise.all([send('e'), send('f')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 429]);
    expect(await sentBy(user.userId)).toBe(15);
  });

  it('staff may send 200 a day, as many as a clinic’s day or a study’s new participants need', async () => {
    const staff = await t.createUser({ roles: [{ organizationId: 'org-inv', groupId: 'inv-clinic', roleId: 'phys' }] });
    const login = await t.login(staff.email);
    await t.db.query(
      "INSERT INTO invite_mail_counts (user_id, day, sent) VALUES ($1, (now() AT TIME ZONE 'Europe/Stockholm')::date, 199)",
      [staff.userId],
    );
    const send = (tag: string) =>
      t.app.inject({
        method: 'POST',
        url: '/identity/my/group/invites',
        headers: t.headers(login),
        payload: { Description: 'Hej', Invites: rows(1, tag) },
      });
    expect((await send('g')).statusCode).toBe(201);
    expect((await send('h')).json()).toMatchObject({ ErrorCode: 4138 });
  });
});
