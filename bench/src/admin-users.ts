// The admin's users list at scale (issue 23): 100,000 users in the demo organization, the list's page
// 1 and page 300 (keyset), and searches by personnummer and e-mail, with the plans PostgreSQL chooses.
import pg from 'pg';
import { ADMIN_USERS_PAGE_SIZE } from '@symptoms/domain';
import { usersPageSql } from '../../apps/server/src/identity/users/admin-users-sql';
import { wholeOrganization } from '../../apps/server/src/platform/units';

export const USER_COUNT = 100_000;
const ORGANIZATION = 'exempel';
const GROUP = 'halsa-i-vardagen';

const FIRST = ['Anna', 'Erik', 'Maria', 'Lars', 'Karin', 'Johan', 'Sara', 'Anders', 'Emma', 'Per', 'Linnea', 'Nils', 'Åsa', 'Olof', 'Ebba'];
const LAST = ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson', 'Persson', 'Svensson', 'Gustafsson'];
const SUFFIX = ['', 'berg', 'lund', 'ström', 'qvist', 'gren', 'dahl', 'holm', 'sjö', 'ek', 'mark', 'by', 'vall', 'fors', 'näs', 'torp'];

function luhnDigit(nine: string): number {
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(nine[i]) * (i % 2 === 0 ? 2 : 1);
    if (d > 9) d -= 9;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A unique, valid personnummer per n: a birth day from 1940 on, a serial in the 900s none of the demo accounts has. */
function personnummer(n: number): string {
  const day = new Date(Date.UTC(1940, 0, 1) + (n % 20_000) * 86_400_000);
  const yymmdd = day.toISOString().slice(2, 10).replace(/-/g, '');
  const nine = `${yymmdd}${900 + Math.floor(n / 20_000)}`;
  return `${day.getUTCFullYear().toString().slice(0, 2)}${nine}${luhnDigit(nine)}`;
}

const nameOf = (n: number) => ({
  first: FIRST[n % FIRST.length]!,
  last: `${LAST[Math.floor(n / FIRST.length) % LAST.length]}${SUFFIX[Math.floor(n / (FIRST.length * LAST.length)) % SUFFIX.length]}`,
});
const emailOf = (n: number) => {
  const { first, last } = nameOf(n);
  return `${first}.${last}.${n}@bench.example.se`.toLowerCase();
};

export interface SeededUsers {
  /** The last user of page 299: the cursor the screen sends for page 300. */
  page300: string;
  personnummer: string;
  emailPrefix: string;
}

/** Inserts the users (a memberships row each, in the demo organization), the way the seed's inserts would leave them. */
export async function seedUsers(url: string): Promise<SeededUsers> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const ids = Array.from({ length: USER_COUNT }, (_, n) => n);
    for (let start = 0; start < USER_COUNT; start += 20_000) {
      const batch = ids.slice(start, start + 20_000);
      await db.query(
        `WITH u AS (
           INSERT INTO users (personnummer, username, email, email_confirmed, first_name, last_name, encryption_key)
           SELECT p, e, e, true, f, l, 'bench' FROM unnest($1::text[], $2::text[], $3::text[], $4::text[]) AS x(p, e, f, l)
           RETURNING id)
         INSERT INTO memberships (user_id, organization_id, group_id, role_id) SELECT id, $5, $6, 'pat' FROM u`,
        [
          batch.map(personnummer),
          batch.map(emailOf),
          batch.map((n) => nameOf(n).first),
          batch.map((n) => nameOf(n).last),
          ORGANIZATION,
          GROUP,
        ],
      );
    }
    await db.query('VACUUM ANALYZE users');
    await db.query('VACUUM ANALYZE memberships');
    const { rows } = await db.query<{ id: string }>(
      `SELECT u.id FROM users u
        WHERE EXISTS (SELECT 1 FROM memberships m WHERE m.user_id = u.id AND m.organization_id = $1) AND u.anonymized_date IS NULL
        ORDER BY lower(u.last_name) COLLATE "C", lower(u.first_name) COLLATE "C", u.id OFFSET $2 LIMIT 1`,
      [ORGANIZATION, 299 * ADMIN_USERS_PAGE_SIZE - 1],
    );
    const n = 42_424;
    return { page300: rows[0]!.id, personnummer: personnummer(n), emailPrefix: emailOf(n).split('@')[0]! + '@' };
  } finally {
    await db.end();
  }
}

/** EXPLAIN (ANALYZE) of the route's own statements: which index each uses and what it costs. */
export async function explainUsers(url: string, seeded: SeededUsers): Promise<void> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const cases: [string, string | undefined, string | undefined][] = [
      ['page 1', undefined, undefined],
      ['page 300 (keyset)', undefined, seeded.page300],
      [`search personnummer ${seeded.personnummer}`, seeded.personnummer, undefined],
      [`search e-mail ${seeded.emailPrefix}`, seeded.emailPrefix, undefined],
      ['search name "lars nilssonberg"', 'lars nilssonberg', undefined],
    ];
    for (const [label, q, after] of cases) {
      // As the server plans them: the pool's generic plan for browsing, a custom plan for a search (admin-list.ts).
      await db.query(`SET plan_cache_mode = ${q ? 'force_custom_plan' : 'force_generic_plan'}`);
      const { text, params } = usersPageSql(wholeOrganization(ORGANIZATION), q, after).compile();
      await db.query(`PREPARE users_page AS ${text}`);
      const values = params.map((p) => db.escapeLiteral(String(p))).join(', ');
      const plan = await db.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON) EXECUTE users_page(${values})`,
      );
      await db.query('DEALLOCATE users_page');
      console.log(`\nEXPLAIN users list (${q ? 'custom' : 'generic'} plan), ${label}:`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  } finally {
    await db.end();
  }
}
