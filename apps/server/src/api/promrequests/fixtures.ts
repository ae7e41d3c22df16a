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
  // The owner as a study's staff address them: their patient id and personnummer.
  studyParticipant: async (owner, t) => {
    const [user] = await t.db.query<{ personnummer: string }>(sql`SELECT personnummer FROM users WHERE id = ${owner.userId}::uuid`);
    return { Id: owner.patientId, Version: 0, Personnummer: user!.personnummer };
  },
  // A request the owner's study group made of them, as its researcher would.
  groupPromRequest: async (owner, t) => {
    const [study] = await t.db.query<{ organization_id: string; group_id: string }>(
      sql`SELECT organization_id, group_id FROM memberships WHERE user_id = ${owner.userId}::uuid AND group_id <> '0' LIMIT 1`,
    );
    const row = await systemRecords(t.app.deps, owner.patientId)
      .of(promRequestRecords)
      .insert({
        id: newPromRequestId(),
        prom_id: 'phq9',
        purpose: 'Uppföljning',
        organization_id: study!.organization_id,
        group_id: study!.group_id,
        expires_date: sql`now() + interval '30 days'`,
      });
    return { Id: row.id, Version: row.version };
  },
};
