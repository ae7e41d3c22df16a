import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  BANKID_FAILED_HINTS,
  BANKID_PENDING_HINTS,
  BANKID_POLL_MAX,
  BankIdAuthResponse,
  BankIdCollectResponse,
  LoginTokenResponse,
} from '@symptoms/domain';
import { createUser } from '../../identity/users/service';
import { control, simulatorForTests } from '../../platform/bankid/simulator/test-support';
import type { BankIdSimulator } from '../../platform/bankid/simulator/server';
import { createTestApp, tokenRequest, type TestApp } from '../../test/harness';

const ADULT = '191212121212';
const OTHER_ADULT = '198503122387';
const NO_ACCOUNT = '199904232387';
const UNDER_18 = '201501012387';

let t: TestApp;
let simulator: BankIdSimulator;
let closeSimulator: () => Promise<void>;

beforeAll(async () => {
  const sim = await simulatorForTests();
  simulator = sim.simulator;
  closeSimulator = sim.close;
  t = await createTestApp(sim.env);
  for (const [personnummer, email] of [
    [ADULT, 'tolvan@example.com'],
    [OTHER_ADULT, 'alva@example.com'],
    [UNDER_18, 'liten@example.com'],
  ] as const) {
    await t.db.transaction((tx) =>
      createUser(tx, {
        personnummer,
        email,
        firstName: 'B',
        lastName: 'Id',
        password: 'Not-used-here-1',
        memberships: [{ organizationId: '0', groupId: '0', roleId: 'pat' }],
        proof: 'bankid',
      }),
    );
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await closeSimulator();
});
afterEach(() => Object.assign(simulator.bank.timings, { pickupMs: 30_000, expireMs: 180_000 }));

async function start(getQr = true) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/bankid/auth/',
    payload: { GetQr: getQr, OrganizationId: '0', GroupId: '0' },
  });
  expect(response.statusCode).toBe(200);
  return BankIdAuthResponse.parse(response.json());
}

const collect = (orderRef: string, language = 'sv') =>
  t.app.inject({ method: 'GET', url: `/api/bankid/collect/${orderRef}`, headers: { 'x-languageid': language } });

async function collected(orderRef: string) {
  const response = await collect(orderRef);
  expect(response.statusCode).toBe(200);
  return BankIdCollectResponse.parse(response.json());
}

const set = (orderRef: string, body: Record<string, unknown>) => control(simulator, `/control/orders/${orderRef}`, body);

const grant = (personnummer: string, orderRef: string) =>
  tokenRequest(t.app, { grant_type: 'bankid', personnummer, orderRef, group: '0', org: '0' });

/** An order BankID completed for this person, collected by the API. */
async function completedOrder(personnummer: string) {
  const order = await start();
  await set(order.OrderRef, { status: 'complete', personalNumber: personnummer });
  return { order, collect: await collect(order.OrderRef) };
}

describe('BankID login, QR on another device', () => {
  it('starts without a personnummer, animates the QR each second, and logs in once the app is signed', async () => {
    const order = await start();
    expect(order.QrData).toMatch(/^bankid\.[0-9a-f-]{36}\.0\.[0-9a-f]{64}$/);
    expect(order.QrImage).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(order.AutoStartToken).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(order)).not.toContain('Secret');

    expect(await collected(order.OrderRef)).toEqual({
      OrderRef: order.OrderRef,
      Status: 'pending',
      HintCode: 'outstandingTransaction',
      CompletionData: null,
    });

    await new Promise((r) => setTimeout(r, 1100));
    const later = (await t.app.inject({ method: 'GET', url: `/api/bankid/qr/${order.OrderRef}` })).json<{ QrData: string }>();
    const [, token, seconds] = later.QrData.split('.');
    expect(token).toBe(order.QrData!.split('.')[1]);
    expect(Number(seconds)).toBeGreaterThanOrEqual(1);

    // The phone scans the code of this second: the simulator checks its HMAC and time.
    const scanned = await control(simulator, '/control/scan', { qrData: later.QrData, personalNumber: ADULT });
    expect(scanned.body).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    expect((await collected(order.OrderRef)).HintCode).toBe('userSign');

    await set(order.OrderRef, { status: 'complete', personalNumber: ADULT });
    const done = await collected(order.OrderRef);
    expect(done).toMatchObject({
      Status: 'complete',
      HintCode: null,
      CompletionData: { User: { PersonalNumber: ADULT, GivenName: 'Tolvan', Surname: 'Tolvansson' } },
    });
    // Once complete there is no QR any more.
    expect((await t.app.inject({ method: 'GET', url: `/api/bankid/qr/${order.OrderRef}` })).statusCode).toBe(404);

    const login = await grant('19121212-1212', order.OrderRef);
    expect(login.statusCode).toBe(200);
    const token_ = LoginTokenResponse.parse(login.json());
    const [session] = await t.db.query<{ provider: string }>('SELECT provider FROM sessions WHERE id = $1', [token_.session_id]);
    expect(session!.provider).toBe('bankid');
  });

  it('refuses a QR code that is not the current one', async () => {
    const order = await start();
    const forged = order.QrData!.replace(/[0-9a-f]{64}$/, '0'.repeat(64));
    expect((await control(simulator, '/control/scan', { qrData: forged })).body).toMatchObject({ errorCode: 'invalidParameters' });
  });
});

describe('BankID login on the same device', () => {
  it('starts the app with the autostart token and logs in', async () => {
    const order = await start(false);
    expect(order.QrData).toBeNull();
    expect(order.QrImage).toBeNull();
    await control(simulator, '/control/autostart', { autoStartToken: order.AutoStartToken, personalNumber: OTHER_ADULT });
    expect((await collected(order.OrderRef)).HintCode).toBe('userSign');
    await set(order.OrderRef, { status: 'complete', personalNumber: OTHER_ADULT });
    expect((await collected(order.OrderRef)).Status).toBe('complete');
    expect((await grant(OTHER_ADULT, order.OrderRef)).statusCode).toBe(200);
  });
});

describe('every hint code of collect', () => {
  it.each(BANKID_PENDING_HINTS)('passes on pending %s', async (hint) => {
    const order = await start();
    await set(order.OrderRef, { status: 'pending', hintCode: hint });
    expect(await collected(order.OrderRef)).toEqual({ OrderRef: order.OrderRef, Status: 'pending', HintCode: hint, CompletionData: null });
  });

  it.each([...BANKID_FAILED_HINTS, 'someNewCode'])('passes on failed %s, and the order cannot log in', async (hint) => {
    const order = await start();
    await set(order.OrderRef, { status: 'failed', hintCode: hint });
    expect(await collected(order.OrderRef)).toEqual({ OrderRef: order.OrderRef, Status: 'failed', HintCode: hint, CompletionData: null });
    // Collected again: the same answer from what was kept (BankID itself answers a final state once).
    expect((await collected(order.OrderRef)).HintCode).toBe(hint);
    expect((await grant(ADULT, order.OrderRef)).json()).toMatchObject({ ErrorCode: 4130 });
  });

  it('fails with startFailed when nobody picks the order up in time, and expiredTransaction when nobody finishes', async () => {
    simulator.bank.timings.pickupMs = 0;
    const unpicked = await start();
    await new Promise((r) => setTimeout(r, 5));
    expect(await collected(unpicked.OrderRef)).toMatchObject({ Status: 'failed', HintCode: 'startFailed' });

    simulator.bank.timings.pickupMs = 30_000;
    simulator.bank.timings.expireMs = 50;
    const unfinished = await start();
    await control(simulator, '/control/autostart', { autoStartToken: unfinished.AutoStartToken });
    await new Promise((r) => setTimeout(r, 80));
    expect(await collected(unfinished.OrderRef)).toMatchObject({ Status: 'failed', HintCode: 'expiredTransaction' });
  });

  it(`gives up after ${BANKID_POLL_MAX} collects: the order is cancelled at BankID and fails as expired`, async () => {
    const order = await start();
    for (let i = 0; i < BANKID_POLL_MAX; i++) expect((await collected(order.OrderRef)).Status).toBe('pending');
    expect(await collected(order.OrderRef)).toMatchObject({ Status: 'failed', HintCode: 'expiredTransaction' });
    expect(simulator.bank.pending().some((o) => o.orderRef === order.OrderRef)).toBe(false);
  });
});

describe('who may log in with a completed order', () => {
  it('refuses someone under 18 with 4002, in Swedish and English, and the order never logs in', async () => {
    const { order, collect: first } = await completedOrder(UNDER_18);
    expect(first.statusCode).toBe(400);
    expect(first.json()).toEqual({ ErrorCode: 4002, Message: 'Du måste vara minst 18 år för att använda Symptoms.' });
    expect((await collect(order.OrderRef, 'en')).json()).toEqual({
      ErrorCode: 4002,
      Message: 'You must be at least 18 years old to use Symptoms.',
    });
    expect((await grant(UNDER_18, order.OrderRef)).json()).toMatchObject({ ErrorCode: 4130 });
  });

  it('logs in once: a reused orderRef is refused', async () => {
    const { order } = await completedOrder(ADULT);
    expect((await grant(ADULT, order.OrderRef)).statusCode).toBe(200);
    const again = await grant(ADULT, order.OrderRef);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ ErrorCode: 4130, Message: 'Det gick inte att logga in med BankID. Försök igen.' });
  });

  it('answers a collect of an order a login spent with 409, not 500 (its names are gone)', async () => {
    const { order } = await completedOrder(ADULT);
    expect((await grant(ADULT, order.OrderRef)).statusCode).toBe(200);
    const late = await collect(order.OrderRef, 'en');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ ErrorCode: 4108, Message: 'This has already been done.' });
  });

  it('refuses the orderRef of another personnummer, and the order stays its owner’s', async () => {
    const { order } = await completedOrder(ADULT);
    expect((await grant(OTHER_ADULT, order.OrderRef)).json()).toMatchObject({ ErrorCode: 4130 });
    expect((await grant(ADULT, order.OrderRef)).statusCode).toBe(200);
  });

  it('refuses an order the API never saw complete, and a pending one', async () => {
    const order = await start();
    await set(order.OrderRef, { status: 'complete', personalNumber: ADULT });
    // BankID has it complete, but nobody collected it through the API.
    expect((await grant(ADULT, order.OrderRef)).json()).toMatchObject({ ErrorCode: 4130 });
    const pending = await start();
    expect((await grant(ADULT, pending.OrderRef)).json()).toMatchObject({ ErrorCode: 4130 });
    expect((await grant(ADULT, 'no-such-order')).json()).toMatchObject({ ErrorCode: 4130 });
  });

  it('tells a person without a proven account so, in the words that also fit someone with a claimed one', async () => {
    const { order } = await completedOrder(NO_ACCOUNT);
    const response = await grant(NO_ACCOUNT, order.OrderRef);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ErrorCode: 4134,
      Message:
        'Inget konto är bekräftat med ditt personnummer. Har du ett konto: logga in med e-post och lösenord och bekräfta ditt personnummer med BankID under Profil. Annars behöver du en inbjudan.',
    });
  });
});

describe('cancel, unknown orders and BankID errors', () => {
  it('cancels a pending order at BankID; it cannot log in afterwards', async () => {
    const order = await start();
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/bankid/cancel/${order.OrderRef}` });
    expect(cancelled.statusCode).toBe(204);
    expect(simulator.bank.pending().some((o) => o.orderRef === order.OrderRef)).toBe(false);
    expect(await collected(order.OrderRef)).toMatchObject({ Status: 'failed', HintCode: 'cancelled' });
  });

  it('asks BankID once for two polls at once, so a completed order is not lost to the second', async () => {
    const order = await start();
    await set(order.OrderRef, { status: 'complete', personalNumber: ADULT });
    const answers = await Promise.all([collect(order.OrderRef), collect(order.OrderRef)]);
    const statuses = answers.map((a) => a.json<{ Status: string }>().Status);
    expect(statuses).toContain('complete');
    expect(statuses).not.toContain('failed');
    expect((await collected(order.OrderRef)).Status).toBe('complete');
    expect((await grant(ADULT, order.OrderRef)).statusCode).toBe(200);
  });

  it('asks BankID again at the next poll after BankID failed to answer one', async () => {
    const order = await start();
    await control(simulator, '/control/fail-next', { status: 500, errorCode: 'internalError' });
    expect((await collect(order.OrderRef)).json()).toMatchObject({ ErrorCode: 4131 });
    await set(order.OrderRef, { status: 'pending', hintCode: 'started' });
    expect((await collected(order.OrderRef)).HintCode).toBe('started');
  });

  it('answers 404 for an order it never started', async () => {
    expect((await collect('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('answers 503 with 4131 when BankID is in maintenance', async () => {
    await control(simulator, '/control/fail-next', { status: 503, errorCode: 'maintenance' });
    const response = await t.app.inject({ method: 'POST', url: '/api/bankid/auth/', payload: { GetQr: true } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ ErrorCode: 4131 });
  });
});

describe('the simulator’s RP API', () => {
  it('requires our client certificate, POST and exactly application/json', async () => {
    const { request } = await import('node:https');
    const call = (options: { method?: string; contentType?: string; withCert?: boolean }) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const c = simulator.connection;
        const req = request(
          `${c.url}/auth`,
          {
            method: options.method ?? 'POST',
            ca: c.ca,
            ...(options.withCert === false ? {} : { cert: c.cert, key: c.key }),
            headers: { 'content-type': options.contentType ?? 'application/json' },
          },
          (res) => {
            let body = '';
            res.on('data', (d: Buffer) => (body += d.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, body }));
          },
        );
        req.on('error', reject);
        req.end(options.method === 'GET' ? undefined : JSON.stringify({ endUserIp: '127.0.0.1' }));
      });
    expect(await call({ withCert: false })).toMatchObject({ status: 401 });
    expect(await call({ method: 'GET' })).toMatchObject({ status: 405 });
    expect(await call({ contentType: 'application/json; charset=utf-8' })).toMatchObject({ status: 415 });
    expect((await call({})).status).toBe(200);
  });

  it('serves the tester’s page with the pending orders', async () => {
    const order = await start();
    const page = await (await fetch(simulator.controlUrl)).text();
    expect(page).toContain('BankID-simulator');
    expect(page).toContain(order.OrderRef.slice(0, 8));
    expect(page).toContain('191212121212 Tolvan Tolvansson');
    // The page's buttons post forms and come back to the page.
    const signed = await fetch(`${simulator.controlUrl}/control/orders/${order.OrderRef}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ status: 'complete', personalNumber: OTHER_ADULT }),
      redirect: 'manual',
    });
    expect(signed.status).toBe(303);
    expect(signed.headers.get('location')).toBe('/');
    expect((await collected(order.OrderRef)).CompletionData?.User.PersonalNumber).toBe(OTHER_ADULT);
  });
});
