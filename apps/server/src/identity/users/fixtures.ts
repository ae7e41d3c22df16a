import type { AdminUser } from '@symptoms/domain';
import type { Fixture } from '../../platform/probe';
import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';
import { testPersonnummer } from '../../test/harness';

let made = 0;

export const fixtures: FixtureMakers = {
  /** A clinician of the owner's group, made by its admin (with the group's id, for probes that give roles in it). */
  staffUser: async (owner, t) => {
    const unit = await ownerUnit(owner, t);
    const user = await answered<AdminUser>(
      unit.call('POST', '/identity/users', {
        FirstName: 'Fixtur',
        LastName: 'Personal',
        Email: `staff-fixture-${++made}-${owner.userId}@example.com`,
        Personnummer: testPersonnummer(),
        PhoneNumber: null,
        LanguageId: 'sv',
        Memberships: [{ GroupId: unit.groupId, RoleId: 'phys' }],
      }),
      'staff user',
    );
    return { ...user, GroupId: unit.groupId } as Fixture;
  },
};
