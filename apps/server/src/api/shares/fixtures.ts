import { answered, type FixtureMakers } from '../../test/fixtures';
import type { Fixture } from '../../platform/probe';
import type { Share } from '@symptoms/domain';

const asFixture = (share: Share): Fixture => ({ ...share, Id: share.ShareId });

export const fixtures: FixtureMakers = {
  /** The owner shares with a new clinician, by e-mail. */
  share: async (owner, t) => {
    const clinician = await t.createUser({ roles: [{ organizationId: '0', groupId: '0', roleId: 'phys' }] });
    return asFixture(await answered<Share>(owner.call('POST', '/my/shares', { ShareWithEmail: clinician.email }), 'share'));
  },
  /** A new clinician asks the owner for a share. */
  shareRequest: async (owner, t) => {
    const clinician = await t.createUser({ roles: [{ organizationId: '0', groupId: '0', roleId: 'phys' }] });
    const login = await t.login(clinician.email);
    const [user] = await t.db.query<{ personnummer: string }>('SELECT personnummer FROM users WHERE id = $1', [owner.userId]);
    const request = t.app.inject({
      method: 'POST',
      url: '/api/physician/shares',
      headers: t.headers(login),
      payload: { PatientPersonnummer: user!.personnummer },
    });
    return asFixture(await answered<Share>(request, 'share request'));
  },
};
