import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AboutContact, ClientConfig, Environment, STATUS_AREAS, StatusType } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    MODULES: 'symptoms,notes',
    ABOUT_ORGANIZATION: 'Symptoms AB',
    ABOUT_EMAIL: 'kontakt@example.se',
    ABOUT_POSTAL_ADDRESS: 'Box 123 | 111 22 Stockholm',
  });
});
afterAll(() => t.close());

describe('env routes', () => {
  it('answers the module flags and the languages before login', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/env/config' });
    expect(config.statusCode).toBe(200);
    expect(ClientConfig.parse(config.json()).Modules).toEqual(['symptoms', 'notes']);
    const languages = await t.app.inject({ method: 'GET', url: '/api/languages' });
    expect(languages.json().map((l: { LanguageId: string }) => l.LanguageId)).toEqual(['sv', 'en']);
  });

  it('answers the about page’s contact details from the settings, before login', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/env/about' });
    expect(response.statusCode).toBe(200);
    expect(AboutContact.parse(response.json())).toEqual({
      Organization: 'Symptoms AB',
      Email: 'kontakt@example.se',
      Phone: null,
      PostalAddress: ['Box 123', '111 22 Stockholm'],
    });
  });

  it('refuses the signed-in routes without a token', async () => {
    for (const url of ['/api/env/constants', '/api/env/statustypes', '/api/my/views/environment']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().ErrorCode).toBe(4103);
    }
  });

  it('lists the 19 status areas in server order with the inverted ones marked', async () => {
    const user = await t.createPatient();
    const response = await t.app.inject({ method: 'GET', url: '/api/env/statustypes', headers: t.headers(await t.login(user.email)) });
    const types = StatusType.array().parse(response.json());
    expect(types.map((s) => s.Name)).toEqual([...STATUS_AREAS]);
    expect(types.map((s) => s.Index)).toEqual(STATUS_AREAS.map((_, i) => i));
    expect(types.filter((s) => s.Inverted).map((s) => s.Name)).toEqual([
      'appetite',
      'physicalfunctioning',
      'sexualfunctioning',
      'qualityoflife',
      'wellbeing',
    ]);
  });

  it('words the role names in the language asked for', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const sv = await t.app.inject({ method: 'GET', url: '/api/my/views/environment', headers: t.headers(login) });
    const en = await t.app.inject({ method: 'GET', url: '/api/my/views/environment', headers: t.headers(login, { 'x-languageid': 'en' }) });
    const name = (body: unknown) => Environment.parse(body).Constants.RoleNames.find((r) => r.Id === 'pat')?.Name;
    expect(name(sv.json())).toBe('Patient');
    expect(name(en.json())).toBe('Patient');
    const phys = (body: unknown) => Environment.parse(body).Constants.RoleNames.find((r) => r.Id === 'phys')?.Name;
    expect(phys(sv.json())).toBe('Läkare');
    expect(phys(en.json())).toBe('Physician');
    expect(Environment.parse(sv.json()).StatusTypes).toHaveLength(19);
  });
});
