import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, tokenRequest, type TestApp } from '../test/harness';
import { DEMO_PASSWORD } from './demo-accounts';
import { seedDemo } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.app.deps);
  await seedDemo(t.app.deps);
});
afterAll(() => t.close());

const demoLogin = async (email: string) =>
  (await tokenRequest(t.app, { grant_type: 'password', username: email, password: DEMO_PASSWORD })).json<LoginTokenResponse>();

describe('the demo’s contracts', () => {
  it('are seeded once; the demo accounts have accepted them, a new account owes the terms', async () => {
    const counts = await t.db.query<{ contracts: number; consents: number }>(
      'SELECT (SELECT count(*)::int FROM contracts) AS contracts, (SELECT count(*)::int FROM consents) AS consents',
    );
    // Symptoms' terms and research consent for all seven, and the study's consent for its participant.
    expect(counts[0]).toEqual({ contracts: 3, consents: 7 * 2 + 1 });
    for (const email of ['patient@example.com', 'physician@example.com', 'admin@example.com']) {
      const login = await demoLogin(email);
      expect([email, login.consented_to_required_contracts, login.responded_to_optional_contracts]).toEqual([email, true, true]);
    }
    const newcomer = await t.login((await t.createUser({ consent: false })).email);
    expect(newcomer.consented_to_required_contracts).toBe(false);
    const owed = await t.app.inject({ method: 'GET', url: '/identity/my/group/contracts/unconsented/sv', headers: t.headers(newcomer) });
    expect(
      owed.json().map((c: { Descriptor: string; Required: boolean; RequiredRead: boolean }) => [c.Descriptor, c.Required, c.RequiredRead]),
    ).toEqual([
      ['villkor', true, true],
      ['forskning', false, false],
    ]);
  });
});
