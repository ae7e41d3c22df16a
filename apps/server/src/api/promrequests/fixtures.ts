import { shippedProm } from '@symptoms/domain';
import { sql } from '../../db/sql';
import { systemRecords } from '../../platform/records/system';
import type { FixtureMakers } from '../../test/fixtures';
import { newPromRequestId } from './ids';
import { promRequestRecords } from './records';

/** Every required question of PHQ-9 answered with its first answer: what a fill of the request sends. */
const completeAnswers = () =>
  shippedProm('phq9', 'sv')!
    .Questions.filter((q) => q.Required)
    .map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[0]!.Id }));

export const fixtures: FixtureMakers = {
  // Made as the research area will: by the system, for the patient.
  promRequest: async (owner, t) => {
    const row = await systemRecords(t.app.deps, owner.patientId)
      .of(promRequestRecords)
      .insert({ id: newPromRequestId(), prom_id: 'phq9', purpose: 'Inför besöket', expires_date: sql`now() + interval '30 days'` });
    return { Id: row.id, Version: row.version, PromId: row.prom_id, Answers: completeAnswers() };
  },
};
