import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sessions', () => {
  it('lists the caller’s sessions, the current one marked', async () => {
    const user = await t.createPatient();
    const first = await t.login(user.email);
    await t.login(user.email);
    const response = await t.app.inject({
      method: 'GET',
      url: '/identity/sessions',
      headers: { ...t.headers(first), 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile' },
    });
    expect(response.statusCode).toBe(200);
    const sessions = response.json() as { Id: string; Current: boolean; Active: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.Current).map((s) => s.Id)).toEqual([first.session_id]);
  });

  it('ends a session: its tokens stop working at once', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const end = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${login.session_id}`, headers: t.headers(login) });
    expect(end.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(login) });
    expect(after.statusCode).toBe(401);
  });

  it('answers 404 for another user’s session and leaves it alone', async () => {
    const a = await t.login((await t.createPatient()).email);
    const b = await t.login((await t.createPatient()).email);
    const response = await t.app.inject({ method: 'DELETE', url: `/identity/sessions/${a.session_id}`, headers: t.headers(b) });
    expect(response.statusCode).toBe(404);
    const stillWorks = await t.app.inject({ method: 'GET', url: '/identity/my/user', headers: t.headers(a) });
    expect(stillWorks.statusCode).toBe(200);
    const notUuid = await t.app.inject({ method: 'DELETE', url: '/identity/sessions/abc', headers: t.headers(b) });
    expect(notUuid.statusCode).toBe(400);
  });
});
