import type { GroupSettings, Page } from '@symptoms/domain';
import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** The owner's group's module settings as they stand (Id: the group's). */
  groupSettings: async (owner, t) => {
    const unit = await ownerUnit(owner, t);
    const page = await answered<Page<GroupSettings>>(
      unit.call('GET', `/api/admin/settings?search=${encodeURIComponent(unit.groupId)}`),
      'group settings',
    );
    const settings = page.Items.find((s) => s.GroupId === unit.groupId);
    if (!settings) throw new Error(`group settings: ${unit.groupId} is not in its admin's list`);
    return { ...settings, Id: settings.GroupId };
  },
};
