import { answered, deleted, type FixtureMakers } from '../../test/fixtures';

const report = { PromId: 'phq9', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A2-' }] };

export const fixtures: FixtureMakers = {
  promReport: (owner) => answered(owner.call('POST', '/my/promreports', report), 'PROM report'),
  deletedPromReport: async (owner) =>
    deleted(owner, '/my/promreports', await answered(owner.call('POST', '/my/promreports', report), 'PROM report to delete')),
};
