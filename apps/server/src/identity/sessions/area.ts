import { sql } from '../../db/sql';
import { defineArea } from '../../platform/areas';
import type { Job } from '../../platform/jobs';
import { sessionRoutes } from './routes';

/** Hourly: forgets used and expired refresh tokens, and ends sessions past their expiry. */
const EXPIRED_TOKENS_JOB: Job = {
  name: 'expired-tokens',
  everyMs: 60 * 60_000,
  async run(tx) {
    await tx.query(sql`DELETE FROM refresh_tokens WHERE expires_date < now() OR used_date < now() - interval '1 day'`);
    await tx.query(
      sql`UPDATE sessions SET active = false, ended_date = now(), end_reason = 'expired' WHERE active AND expires_date < now()`,
    );
  },
};

export const sessionsArea = defineArea({ name: 'sessions', service: 'identity', routes: sessionRoutes, jobs: [EXPIRED_TOKENS_JOB] });
