import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Application, OAuthToken } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('tok-clinic', 'org-tok');
  await t.createGroup('tok-other', 'org-tok');
});
afterAll(() => t.close());

async function as(roleId: 'dev' | 'admin' | 'pat', groupId = 'tok-clinic') {
  const user = await t.createUser({ roles: [{ organizationId: 'org-tok', groupId, roleId }] });
  const login = await t.login(user.email);
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: t.headers(login), payload: payload as object });
}

describe('applications and OAuth tokens', () => {
  it('a developer adds an application to the group and makes a token whose secret is shown once and kept as a hash', async () => {
    const dev = await as('dev');
    const app = { Id: 'journal', Description: 'Journalkoppling', ScopeId: 'api', RoleId: 'res' };
    expect((await dev('POST', '/api/my/group/applications', app)).statusCode).toBe(201);
    const taken = await dev('POST', '/api/my/group/applications', app);
    expect(taken.json().ErrorCode).toBe(4160);
    const changed = await dev('PUT', '/api/my/group/applications', { ...app, Description: 'Journal' });
    expect(changed.json<Application>()).toMatchObject({ Description: 'Journal', GroupId: 'tok-clinic', OrganizationId: 'org-tok' });

    const made = await dev('POST', '/identity/my/group/oauthtokens', { ApplicationId: 'journal' });
    expect(made.statusCode).toBe(201);
    const token = made.json<OAuthToken>();
    expect(token).toMatchObject({ ApplicationId: 'journal', ApplicationDescription: 'Journal', ApplicationRole: 'res' });
    expect(token.Secret).toMatch(/^[\w-]{43}$/);
    const [row] = await t.db.query<{ secret_hash: string }>('SELECT secret_hash FROM oauth_tokens WHERE id = $1', [token.Id]);
    expect(row!.secret_hash).toBe(createHash('sha256').update(token.Secret!).digest('hex'));
    const listed = (await dev('GET', '/identity/my/group/oauthtokens')).json() as OAuthToken[];
    expect(listed).toEqual([expect.objectContaining({ Id: token.Id, Secret: null })]);

    const renewed = (await dev('PUT', `/identity/my/group/oauthtokens/${token.Id}`, {})).json<OAuthToken>();
    expect(renewed.Secret).not.toBe(token.Secret);

    // Another group's developer sees none of it.
    const other = await as('dev', 'tok-other');
    expect((await other('GET', '/api/my/group/applications')).json()).toEqual([]);
    expect((await other('GET', '/api/my/group/applications/journal')).statusCode).toBe(404);
    expect((await other('GET', '/identity/my/group/oauthtokens')).json()).toEqual([]);
    expect((await other('DELETE', `/identity/my/group/oauthtokens/${token.Id}`)).statusCode).toBe(404);
    expect((await other('POST', '/identity/my/group/oauthtokens', { ApplicationId: 'journal' })).statusCode).toBe(404);

    expect((await dev('DELETE', `/identity/my/group/oauthtokens/${token.Id}`)).statusCode).toBe(204);
    await dev('POST', '/identity/my/group/oauthtokens', { ApplicationId: 'journal' });
    expect((await dev('DELETE', '/api/my/group/applications/journal')).statusCode).toBe(204);
    expect((await dev('GET', '/identity/my/group/oauthtokens')).json()).toEqual([]);
  });

  it('refuses a bad id, scope or role, and admins and patients', async () => {
    const dev = await as('dev');
    for (const bad of [
      { Id: 'Not A Slug', Description: 'd', ScopeId: 'api', RoleId: 'res' },
      { Id: 'x1', Description: 'd', ScopeId: 'everything', RoleId: 'res' },
      { Id: 'x1', Description: 'd', ScopeId: 'api', RoleId: 'king' },
      { Id: 'x1', Description: '', ScopeId: 'api', RoleId: 'res' },
    ]) {
      expect((await dev('POST', '/api/my/group/applications', bad)).statusCode).toBe(400);
    }
    expect((await dev('POST', '/identity/my/group/oauthtokens', {})).statusCode).toBe(400);
    expect((await (await as('admin'))('GET', '/api/my/group/applications')).statusCode).toBe(403);
    expect((await (await as('pat'))('GET', '/identity/my/group/oauthtokens')).statusCode).toBe(403);
  });
});
