import type { Invite } from '@symptoms/domain';
import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';

let made = 0;

export const fixtures: FixtureMakers = {
  /** An unused invite of a clinician to the owner's group, sent by its admin. */
  staffInvite: async (owner, t) => {
    const unit = await ownerUnit(owner, t);
    const [invite] = await answered<Invite[]>(
      unit.call('POST', '/identity/invites', {
        GroupId: unit.groupId,
        RoleId: 'phys',
        Description: 'Välkommen',
        Invites: [{ Email: `invite-fixture-${++made}-${owner.userId}@example.com` }],
      }),
      'staff invite',
    );
    return { ...invite!, Version: 0 };
  },
};
