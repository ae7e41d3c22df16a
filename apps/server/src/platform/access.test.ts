import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { PUBLIC, registerAccessControl } from './access';
import { createTestApp, type TestApp } from '../test/harness';
import type { SessionGuard } from './sessions';
import type { TokenSigner } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('clinic', 'org1');
});
afterAll(() => t.close());

describe('route access declarations', () => {
  it('every registered route declared who may call it', () => {
    const routes = t.app.declaredRoutes.map((r) => `${r.method} ${r.url}`);
    expect(routes).toContain('GET /api/my/patient');
    expect(routes).toContain('POST /identity/token');
    expect(routes).toContain('GET /api/admin/dashboard');
    // registerAccessControl throws for any route without a rule, so reaching here means all declared:
    for (const route of routes) expect(route).toMatch(/^[A-Z,]+ \//);
  });

  it('refuses to register a route that declares nothing', async () => {
    const app = Fastify();
    registerAccessControl(app, { signer: {} as TokenSigner, sessions: {} as SessionGuard, log: app.log });
    app.get('/open', { config: { access: PUBLIC } }, async () => 'ok');
    expect(() => app.get('/forgotten', async () => 'oops')).toThrow(/declares no access rule/);
    await app.close();
  });
});

describe('tokens and membership headers', () => {
  it('answers 401 without a token or with a bad one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/my/patient' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ ErrorCode: 4103 });
    const bad = await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.statusCode).toBe(401);
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const [head, body] = login.access_token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), role: 'admin' }),
    ).toString('base64url');
    const tampered = await t.app.inject({
      method: 'GET',
      url: '/api/my/patient',
      headers: { authorization: `Bearer ${head}.${forgedPayload}.${login.access_token.split('.')[2]}` },
    });
    expect(tampered.statusCode).toBe(401);
  });

  it('answers 403 for a forged role, group or organization header', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const ok = await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(login) });
    expect(ok.statusCode).toBe(200);
    const forgeries: Record<string, string>[] = [
      { 'x-roleid': 'admin' },
      { 'x-groupid': 'clinic' },
      { 'x-organizationid': 'org1' },
      { 'x-roleid': 'nosuchrole' },
    ];
    for (const forged of forgeries) {
      const response = await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(login, forged) });
      expect(response.statusCode, JSON.stringify(forged)).toBe(403);
      expect(response.json().ErrorCode).toBe(4102);
    }
  });

  it('answers 403 when the active role may not use the route', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: t.headers(login) });
    expect(response.statusCode).toBe(403);
  });

  it('uses the membership chosen by the headers when it is held', async () => {
    const user = await t.createUser({
      roles: [
        { organizationId: '0', groupId: '0', roleId: 'pat' },
        { organizationId: 'org1', groupId: 'clinic', roleId: 'admin' },
      ],
    });
    const login = await t.login(user.email);
    expect(login.role).toBe('admin');
    const asPatient = await t.app.inject({
      method: 'GET',
      url: '/api/my/patient',
      headers: t.headers(login, { 'x-organizationid': '0', 'x-groupid': '0', 'x-roleid': 'pat' }),
    });
    expect(asPatient.statusCode).toBe(200);
    const asAdmin = await t.app.inject({ method: 'GET', url: '/api/my/patient', headers: t.headers(login) });
    expect(asAdmin.statusCode).toBe(403);
  });
});

describe('tokens and sessions known from earlier requests', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const patientGet = (headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    t.app.inject({ method, url: '/api/my/patient', headers });

  it('refuses a remembered token once it has expired', async () => {
    const user = await t.createPatient();
    const headers = t.headers(await t.login(user.email));
    expect((await patientGet(headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 11 * 60_000 });
    const late = await patientGet(headers);
    expect(late.statusCode).toBe(401);
    expect(late.json().ErrorCode).toBe(4103);
  });

  it('notices a session ended elsewhere within 10 seconds, and not before it asks again', async () => {
    const user = await t.createPatient();
    const login = await t.login(user.email);
    const headers = t.headers(login);
    expect((await patientGet(headers)).statusCode).toBe(200);
    // Ended by another instance: this one has not been told and still knows the session as active.
    await t.db.query('UPDATE sessions SET active = false WHERE user_id = $1', [user.userId]);
    expect((await patientGet(headers)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_001 });
    expect((await patientGet(headers)).statusCode).toBe(401);
  });

  it('guards the HEAD form of a route as it guards GET, and leaves public routes open', async () => {
    expect((await patientGet({}, 'HEAD')).statusCode).toBe(401);
    const user = await t.createPatient();
    expect((await patientGet(t.headers(await t.login(user.email)), 'HEAD')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/languages' })).statusCode).toBe(200);
  });
});
