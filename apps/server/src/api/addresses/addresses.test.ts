import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAddressLookupSimulator } from '../../platform/address-lookup/simulator';
import { createTestApp, signedInPatient, type TestApp } from '../../test/harness';

let t: TestApp;
let simulator: Awaited<ReturnType<typeof startAddressLookupSimulator>>;
beforeAll(async () => {
  simulator = await startAddressLookupSimulator();
  t = await createTestApp({ ADDRESS_LOOKUP_URL: simulator.url, ADDRESS_LOOKUP_KEY: 'test-key' });
});
afterAll(async () => {
  await t.close();
  await simulator.close();
});

describe('GET /api/addresses/{areaCode}', () => {
  it('fills county, municipality and city of a known code through the lookup service', async () => {
    const { call } = await signedInPatient(t);
    const found = await call('GET', '/addresses/11122');
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ AreaCode: '11122', County: 'Stockholms län', Municipal: 'Stockholm', City: 'Stockholm' });
  });

  it('answers 404 for a code that does not resolve, 400 for one that is not five digits, and 504 when the service is slower than a second', async () => {
    const { call } = await signedInPatient(t);
    expect((await call('GET', '/addresses/00000')).statusCode).toBe(404);
    const invalid = await call('GET', '/addresses/1234');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().Errors.areaCode).toEqual(['Ogiltigt postnummer.']);
    const slow = await call('GET', '/addresses/99999');
    expect([slow.statusCode, slow.json().ErrorCode]).toEqual([504, 504]);
  });

  it('answers 504 when no lookup service is configured', async () => {
    const bare = await createTestApp();
    try {
      const { call } = await signedInPatient(bare);
      expect((await call('GET', '/addresses/11122')).statusCode).toBe(504);
    } finally {
      await bare.close();
    }
  });
});
