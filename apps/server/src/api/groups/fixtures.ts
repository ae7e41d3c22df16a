import type { AdminGroup } from '@symptoms/domain';
import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** The owner's group, as its admin reads it (Id: the group's). */
  ownerGroup: async (owner, t) => {
    const unit = await ownerUnit(owner, t);
    return answered<AdminGroup>(unit.call('GET', `/api/my/organization/groups/${encodeURIComponent(unit.groupId)}`), 'owner group');
  },
};
