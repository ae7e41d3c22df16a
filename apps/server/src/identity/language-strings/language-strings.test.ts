import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LanguageString } from '@symptoms/domain';
import { createTestApp, type Method, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('ls-clinic', 'org-ls');
});
afterAll(() => t.close());

async function as(roleId: 'admin' | 'pat' | 'dev') {
  const user = await t.createUser({ roles: [{ organizationId: 'org-ls', groupId: 'ls-clinic', roleId }] });
  const login = await t.login(user.email);
  return (method: Method, url: string, payload?: unknown) =>
    t.app.inject({ method, url: `/identity${url}`, headers: t.headers(login), payload: payload as object });
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
