import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { errorMessage, type LanguageString, type RoleId } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('ls-clinic', 'org-ls');
  await t.createGroup('org-ls', 'org-ls');
  await t.createGroup('ls-other-clinic', 'org-ls-other');
  await t.createGroup('org-ls-other', 'org-ls-other');
});
afterAll(() => t.close());

async function signedIn(roles: { organizationId: string; groupId: string; roleId: RoleId }[], language = 'sv') {
  const user = await t.createUser({ roles });
  const login = await t.login(user.email);
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login, { 'x-languageid': language }), payload: payload as object });
}

/** `admin` is the organization's admin (the admin role in its own group); the others work in its clinic. */
function as(roleId: 'admin' | 'pat' | 'dev', organizationId = 'org-ls') {
  const groupId = roleId === 'admin' ? organizationId : organizationId === 'org-ls' ? 'ls-clinic' : 'ls-other-clinic';
  return signedIn([{ organizationId, groupId, roleId }]);
}

describe('language strings', () => {
  it('an admin overrides a shipped text per language; every signed-in app reads it and hears of each change', async () => {
    const announced: unknown[] = [];
    vi.spyOn(t.app.deps.realtime, 'toEveryone').mockImplementation((event, payload) => void announced.push([event, payload]));
    const admin = await as('admin');
    const made = await admin('POST', '/language-strings', {
      Id: 'welcome:title',
      LanguageId: 'sv',
      Description: 'Välkomstsidans rubrik',
      Text: 'Hej och välkommen',
    });
    expect(made.statusCode).toBe(201);
    await admin('POST', '/language-strings', { Id: 'welcome:title', LanguageId: 'en', Description: 'Title', Text: 'Hello' });
    const again = await admin('POST', '/language-strings', { Id: 'welcome:title', LanguageId: 'sv', Description: 'x', Text: 'y' });
    expect(again.statusCode).toBe(409);
    expect(again.json().ErrorCode).toBe(4160);

    const patient = await as('pat');
    const sv = (await patient('GET', '/language-strings/sv')).json() as LanguageString[];
    expect(sv).toEqual([expect.objectContaining({ Id: 'welcome:title', Text: 'Hej och välkommen', Version: 0 })]);

    const changed = await admin('PUT', '/language-strings/welcome:title/sv', { Description: 'Rubrik', Text: 'Välkommen!', Version: 0 });
    expect(changed.json()).toMatchObject({ Text: 'Välkommen!', Version: 1 });
    const stale = await admin('PUT', '/language-strings/welcome:title/sv', { Description: 'Rubrik', Text: 'Gammal', Version: 0 });
    expect(stale.json().ErrorCode).toBe(4003);

    expect((await admin('DELETE', '/language-strings/welcome:title/sv')).statusCode).toBe(204);
    expect((await patient('GET', '/language-strings/sv')).json()).toEqual([]);
    expect((await patient('GET', '/language-strings/en')).json()).toHaveLength(1);
    expect((await admin('DELETE', '/language-strings/welcome:title')).statusCode).toBe(204);
    expect((await patient('GET', '/language-strings/en')).json()).toEqual([]);
    expect((await admin('DELETE', '/language-strings/welcome:title')).statusCode).toBe(404);
    expect(announced).toEqual([
      ['LanguageStringsChanged', { LanguageId: 'sv' }],
      ['LanguageStringsChanged', { LanguageId: 'en' }],
      ['LanguageStringsChanged', { LanguageId: 'sv' }],
      ['LanguageStringsChanged', { LanguageId: 'sv' }],
      ['LanguageStringsChanged', { LanguageId: 'en' }],
    ]);
    vi.restoreAllMocks();
  });

  it('refuses a key that is not namespace:key, an unknown language, an empty text, and anyone but an admin writing', async () => {
    const admin = await as('admin');
    for (const bad of [
      { Id: 'no namespace', LanguageId: 'sv', Description: 'd', Text: 't' },
      { Id: 'welcome:title', LanguageId: 'de', Description: 'd', Text: 't' },
      { Id: 'welcome:title', LanguageId: 'sv', Description: 'd', Text: '' },
    ]) {
      expect((await admin('POST', '/language-strings', bad)).statusCode).toBe(400);
    }
    expect((await admin('GET', '/language-strings/de')).statusCode).toBe(400);
    const body = { Id: 'welcome:title', LanguageId: 'sv', Description: 'd', Text: 't' };
    expect((await (await as('pat'))('POST', '/language-strings', body)).statusCode).toBe(403);
    expect((await (await as('dev'))('POST', '/language-strings', body)).statusCode).toBe(403);
  });
});

describe('whose texts', () => {
  const body = (Text: string) => ({ Id: 'welcome:intro', LanguageId: 'sv', Description: 'Ingress', Text });
  const texts = async (call: Awaited<ReturnType<typeof as>>) =>
    ((await call('GET', '/language-strings/sv')).json() as LanguageString[]).filter((s) => s.Id === 'welcome:intro').map((s) => s.Text);

  it('a group admin changes no texts (4162, in the caller’s language)', async () => {
    const groupAdmin = await signedIn([{ organizationId: 'org-ls', groupId: 'ls-clinic', roleId: 'admin' }], 'en');
    const refused = await groupAdmin('POST', '/language-strings', body('Från en grupp'));
    expect([refused.statusCode, refused.json().ErrorCode]).toEqual([403, 4162]);
    expect(refused.json().Message).toBe(errorMessage(4162, 'en'));
    expect(await t.db.query("SELECT 1 FROM language_strings WHERE text = 'Från en grupp'")).toHaveLength(0);
  });

  it('an organization’s override reaches its own users only; the system’s text reaches everyone else', async () => {
    const system = await signedIn([{ organizationId: '0', groupId: '0', roleId: 'admin' }]);
    expect((await system('POST', '/language-strings', body('Systemets text'))).statusCode).toBe(201);
    const mine = await as('pat');
    const theirs = await as('pat', 'org-ls-other');
    const global = await signedIn([{ organizationId: '0', groupId: '0', roleId: 'pat' }]);
    for (const reader of [mine, theirs, global]) expect(await texts(reader)).toEqual(['Systemets text']);

    const admin = await as('admin');
    const own = await admin('POST', '/language-strings', body('Region LS text'));
    expect(own.statusCode).toBe(201);
    expect(own.json()).toMatchObject({ OrganizationId: 'org-ls' });
    expect(await texts(mine)).toEqual(['Region LS text']);
    expect(await texts(theirs)).toEqual(['Systemets text']);
    expect(await texts(global)).toEqual(['Systemets text']);
  });

  it('an organization admin cannot change or remove the system’s text, nor another organization’s', async () => {
    const system = await signedIn([{ organizationId: '0', groupId: '0', roleId: 'admin' }]);
    await system('POST', '/language-strings', { Id: 'welcome:lead', LanguageId: 'sv', Description: 'Lead', Text: 'Alla ser detta' });
    const other = await as('admin', 'org-ls-other');
    await other('POST', '/language-strings', { Id: 'welcome:other', LanguageId: 'sv', Description: 'Egen', Text: 'Bara de' });
    const admin = await as('admin');
    for (const id of ['welcome:lead', 'welcome:other']) {
      expect((await admin('PUT', `/language-strings/${id}/sv`, { Description: 'x', Text: 'Kapad', Version: 0 })).statusCode, id).toBe(404);
      expect((await admin('DELETE', `/language-strings/${id}/sv`)).statusCode, id).toBe(404);
      expect((await admin('DELETE', `/language-strings/${id}`)).statusCode, id).toBe(404);
    }
    const rows = await t.db.query<{ organization_id: string; text: string }>(
      "SELECT organization_id, text FROM language_strings WHERE id IN ('welcome:lead', 'welcome:other') ORDER BY id",
    );
    expect(rows).toEqual([
      { organization_id: '0', text: 'Alla ser detta' },
      { organization_id: 'org-ls-other', text: 'Bara de' },
    ]);
  });
});
