import { sql } from '../../db/sql';
import type { FixtureMakers } from '../../test/fixtures';

export const fixtures: FixtureMakers = {
  // The owner as a study's staff address them: their patient id and personnummer.
  studyParticipant: async (owner, t) => {
    const [user] = await t.db.query<{ personnummer: string }>(sql`SELECT personnummer FROM users WHERE id = ${owner.userId}::uuid`);
    return { Id: owner.patientId, Version: 0, Personnummer: user!.personnummer };
  },
};
