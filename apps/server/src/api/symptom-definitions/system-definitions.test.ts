import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage, type SymptomDefinition } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('def-clinic', 'org-def');
  await t.createGroup('org-def', 'org-def');
});
afterAll(() => t.close());

/**
 * `system` is an admin of the global group (the service's own); `admin` an organization admin,
 * `groupAdmin` a group admin: the standard list is every organization's, so only the first changes it.
 */
async function as(who: 'system' | 'admin' | 'groupAdmin' | 'pat' | 'dev', language = 'sv') {
  const roles = {
    system: { organizationId: '0', groupId: '0', roleId: 'admin' },
    admin: { organizationId: 'org-def', groupId: 'org-def', roleId: 'admin' },
    groupAdmin: { organizationId: 'org-def', groupId: 'def-clinic', roleId: 'admin' },
    pat: { organizationId: 'org-def', groupId: 'def-clinic', roleId: 'pat' },
    dev: { organizationId: 'org-def', groupId: 'def-clinic', roleId: 'dev' },
  } as const;
  const user = await t.createUser({ roles: [roles[who]] });
  const login = await t.login(user.email);
  return (method: 'GET' | 'PUT', requestLanguage?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: '/api/system/symptom-definitions',
      headers: t.headers(login, { 'x-languageid': requestLanguage ?? language }),
      payload: payload as object,
    });
}

describe('the standard symptom definitions', () => {
  it('a system admin renames one in the language of the request, reorders and adds one; patients read the result', async () => {
    const admin = await as('system');
    const before = (await admin('GET', 'sv')).json() as SymptomDefinition[];
    const [first, second] = before as [SymptomDefinition, SymptomDefinition];
    const saved = await admin('PUT', 'sv', [
      { Id: first.Id, Name: `${first.Name} (ny)`, Index: 1 },
      { Id: second.Id, Name: second.Name, Index: 0 },
      { Name: 'Hicka', Index: 999 },
    ]);
    expect(saved.statusCode).toBe(200);
    const patient = await as('pat');
    const sv = (await patient('GET', 'sv')).json() as SymptomDefinition[];
    expect(sv.slice(0, 2).map((d) => d.Name)).toEqual([second.Name, `${first.Name} (ny)`]);
    expect(sv.at(-1)!.Name).toBe('Hicka');
    const en = (await patient('GET', 'en')).json() as SymptomDefinition[];
    expect(en.find((d) => d.Id === first.Id)!.Name).not.toContain('(ny)');
  });

  it('refuses a name twice in any letter case, a long name, an unknown id, and anyone but a system admin', async () => {
    const admin = await as('system');
    const duplicate = await admin('PUT', 'sv', [
      { Name: 'Klåda i örat', Index: 1 },
      { Name: 'KLÅDA I ÖRAT', Index: 2 },
    ]);
    expect(duplicate.statusCode).toBe(400);
    expect((await admin('PUT', 'sv', [{ Name: 'x'.repeat(61), Index: 1 }])).statusCode).toBe(400);
    expect((await admin('PUT', 'sv', [{ Id: '00000000-0000-4000-8000-000000000000', Name: 'Okänd', Index: 1 }])).statusCode).toBe(404);
    expect((await (await as('pat'))('PUT', 'sv', [])).statusCode).toBe(403);
    expect((await (await as('dev'))('PUT', 'sv', [])).statusCode).toBe(403);
  });

  it('an organization admin and a group admin change nothing every organization sees (4163)', async () => {
    const before = await (await as('pat'))('GET', 'sv');
    const [first] = before.json() as SymptomDefinition[];
    for (const who of ['admin', 'groupAdmin'] as const) {
      for (const language of ['sv', 'en'] as const) {
        const refused = await (await as(who, language))('PUT', undefined, [{ Id: first!.Id, Name: 'Kapad', Index: 0 }]);
        expect([refused.statusCode, refused.json().ErrorCode], who).toEqual([403, 4163]);
        expect(refused.json().Message).toBe(errorMessage(4163, language));
      }
    }
    expect((await (await as('pat'))('GET', 'sv')).json()).toEqual(before.json());
  });
});
