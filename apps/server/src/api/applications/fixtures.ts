import type { Application } from '@symptoms/domain';
import { answered, ownerUnit, type FixtureMakers, type UnitStaff } from '../../test/fixtures';

let made = 0;

/** An application of the developer's group. */
export const makeApplication = (staff: UnitStaff): Promise<Application> =>
  answered<Application>(
    staff.call('POST', '/api/my/group/applications', {
      Id: `fixture-app-${++made}`,
      Description: 'Journal',
      ScopeId: 'api',
      RoleId: 'res',
    }),
    'application',
  );

export const fixtures: FixtureMakers = {
  /** An application of the owner's group, made by its developer. */
  application: async (owner, t) => ({ ...(await makeApplication(await ownerUnit(owner, t, 'dev'))), Version: 0 }),
};
