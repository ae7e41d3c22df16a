import type { Organization } from '@symptoms/domain';
import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** The owner's group's organization, as the group's admin reads it (Id: the organization's). */
  ownerOrganization: async (owner, t) => {
    const unit = await ownerUnit(owner, t);
    return answered<Organization>(unit.call('GET', `/api/organizations/${encodeURIComponent(unit.organizationId)}`), 'owner organization');
  },
};
