import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginTokenResponse } from '@symptoms/domain';
import { createTestApp, tokenRequest, type TestApp } from '../test/harness';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
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
    // Symptoms' terms and research consent for every demo account (ten), and the study's consent for its participant.
    expect(DEMO_ACCOUNTS).toHaveLength(10);
    expect(counts[0]).toEqual({ contracts: 3, consents: DEMO_ACCOUNTS.length * 2 + 1 });
    for (const email of [
      'patient@example.com',
      'physician@example.com',
      'admin@example.com',
      'clinicadmin@example.com',
      'system@example.com',
    ]) {
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

describe('the demo’s administrators', () => {
  it('makes admin@ the organization admin of Region Exempel (its own group), clinicadmin@ a group admin, system@ the service’s', async () => {
    const memberships = async (email: string) =>
      (
        await t.db.query<{ m: string }>(
          "SELECT m.organization_id || '/' || m.group_id || ':' || m.role_id AS m FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = $1 ORDER BY 1",
          [email],
        )
      ).map((r) => r.m);
    expect(await memberships('admin@example.com')).toEqual([
      'exempel/exempel:admin',
      'exempel/halsa-i-vardagen:admin',
      'exempel/smartmottagningen:admin',
    ]);
    expect(await memberships('clinicadmin@example.com')).toEqual(['exempel/smartmottagningen:admin']);
    expect(await memberships('system@example.com')).toEqual(['0/0:admin']);
    const [own] = await t.db.query<{ name: string }>("SELECT name FROM groups WHERE id = 'exempel' AND organization_id = 'exempel'");
    expect(own).toEqual({ name: 'Region Exempel' });
  });

  it('gives an admin of an older demo their membership in the organization’s own group on the next start', async () => {
    await t.db.query(
      "DELETE FROM memberships WHERE group_id = 'exempel' AND user_id = (SELECT id FROM users WHERE email = 'admin@example.com')",
    );
    await seedDemo(t.app.deps);
    const held = await t.db.query(
      "SELECT 1 FROM memberships m JOIN users u ON u.id = m.user_id WHERE u.email = 'admin@example.com' AND m.group_id = 'exempel'",
    );
    expect(held).toHaveLength(1);
  });
});
