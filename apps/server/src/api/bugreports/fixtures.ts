import { answered, ownerUnit, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** A bug report sent from the owner's group (by its admin, so that the owner's audit log stays the owner's). */
  bugReport: async (owner, t) => {
    const unit = await ownerUnit(owner, t);
    const made = await answered<{ Id: string }>(
      unit.call('POST', '/api/bugreports', { Description: 'Grafen laddar inte', Anonymous: false }),
      'bug report',
    );
    return { ...made, Version: 0 };
  },
};
