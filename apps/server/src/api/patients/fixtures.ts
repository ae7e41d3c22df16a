import { answered, type FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  /** The owner's patient profile, as GET my/patient answers it: its Id is the patient id staff routes name. */
  patient: (owner) => answered(owner.call('GET', '/my/patient'), 'patient'),
};
