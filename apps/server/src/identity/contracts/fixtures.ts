import type { AdminContract } from '@symptoms/domain';
import type { Fixture } from '../../platform/probe';
import { answered, ownerUnit, type FixtureMakers, type UnitStaff } from '../../test/fixtures';
import { sampleContract } from './routes';

/** A contract of the admin's group, nobody's to answer (not required): the probe's own settings. */
export const makeContract = async (admin: UnitStaff): Promise<Fixture> =>
  answered<AdminContract>(admin.call('POST', '/identity/my/group/contracts', sampleContract('matrix fixture')), 'contract');

export const fixtures: FixtureMakers = {
  /** A contract of the owner's group. */
  contract: async (owner, t) => makeContract(await ownerUnit(owner, t)),
};
