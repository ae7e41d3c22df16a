import { answered, deleted, type FixtureMakers } from '../../test/fixtures';

const report = { Items: [{ Type: 'pain', Intensity: 6 }] };

export const fixtures: FixtureMakers = {
  statusReport: (owner) => answered(owner.call('POST', '/my/statusreports', report), 'status report'),
  deletedStatusReport: async (owner) =>
    deleted(owner, '/my/statusreports', await answered(owner.call('POST', '/my/statusreports', report), 'status report to delete')),
};
