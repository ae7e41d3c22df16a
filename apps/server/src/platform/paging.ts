import { raw, type Sql } from '../db/sql';

/** The largest page any list answers (the zod schemas of every `take` say the same). */
export const MAX_PAGE_SIZE = 100;

/**
 * `LIMIT n` written into the SQL rather than passed as a parameter. Statements are prepared, and
 * PostgreSQL's generic plan for `LIMIT $n` assumes a large share of the table: for a page of 30
 * notes out of 10,000 it read and hashed every note (3.7 ms instead of 0.1 ms), or re-planned on
 * every call. `take` is an integer from a validated query, so at most MAX_PAGE_SIZE statements
 * per list; anything else is refused here as well.
 */
export function limitSql(take: number): Sql {
  if (!Number.isInteger(take) || take < 1 || take > MAX_PAGE_SIZE) throw new Error(`page size out of range: ${take}`);
  return raw(`LIMIT ${take}`);
}
