import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { PUBLIC } from './access';
import { recordAudit, SYSTEM_ACTOR } from './audit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.route({
      method: 'GET',
      url: '/api/test/explode',
      config: { access: PUBLIC },
      handler: async () => {
        throw new Error('connection string postgres://secret@db and stack details');
      },
    });
  });
});
afterAll(() => t.close());

describe('security headers and error bodies', () => {
  it('sends the hardening headers and no-store on API answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ Status: 'ok', Database: 'ok' });
    const h = response.headers;
    expect(h['cache-control']).toContain('no-store');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(h['x-content-type-options']).toBe('nosniff');
    expect(h['referrer-policy']).toBe('no-referrer');
    expect(h['x-frame-options']).toBe('DENY');
    expect(h['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('sends pages a policy without inline scripts that forbids framing', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    const h = response.headers;
    expect(h['cache-control'] ?? '').not.toContain('no-store');
    expect(h['strict-transport-security']).toMatch(/max-age=\d+/);
    const csp = String(h['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src'));
    expect(scriptSrc).toBe("script-src 'self'"); // no inline scripts, no eval
  });

  it('answers an unknown failure with 500 and no internals', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ ErrorCode: 5000, Message: expect.any(String) });
    expect(response.body).not.toMatch(/secret|stack|postgres/);
  });

  it('answers an unknown API path with the JSON error body', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no/such/route', headers: { 'x-languageid': 'en' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ ErrorCode: 4101, Message: expect.any(String) });
  });

  it('answers a body that is not JSON with a clear 400', async () => {
    const user = await t.createPatient();
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/my/patient',
      headers: { ...t.headers(await t.login(user.email)), 'content-type': 'application/json' },
      payload: '{"Gender": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().ErrorCode).toBe(4100);
  });
});

describe('audit log', () => {
  it('cannot be changed, deleted or truncated by the application’s database user', async () => {
    await t.db.transaction((tx) =>
      recordAudit(tx, SYSTEM_ACTOR, { patientId: null, resourceType: 'Test', resourceId: 'x', action: 'Create' }),
    );
    const [{ n }] = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_logs')) as [{ n: number }];
    await expect(t.db.query("UPDATE audit_logs SET actor_name = 'someone else'")).rejects.toThrow(/append-only/);
    await expect(t.db.query('DELETE FROM audit_logs')).rejects.toThrow(/append-only/);
    await expect(t.db.query('TRUNCATE audit_logs')).rejects.toThrow(/append-only/);
    const [after] = await t.db.query<{ n: number; name: string }>('SELECT count(*)::int AS n, min(actor_name) AS name FROM audit_logs');
    expect(after).toEqual({ n, name: 'Symptoms' });
  });
});

describe('headers from the matched route', () => {
  it('gives an API route reached through an encoded path the API headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/%61pi/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const identity = await t.app.inject({ method: 'GET', url: '/%69dentity/.well-known/jwks.json' });
    expect(identity.headers['cache-control']).toBe('no-store');
  });

  it('lets pages connect to their own origin only, WebSockets included', async () => {
    const csp = String((await t.app.inject({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.startsWith('connect-src'));
    expect(connect).toBe("connect-src 'self' ws://localhost:8080");
    expect(csp).not.toMatch(/\bwss?:(\s|;|$)/);
  });
});
