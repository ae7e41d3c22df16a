import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import type { UserRow } from '../../platform/users';

/** The account linked to an identity provider's subject. */
export async function findLinkedUser(q: Queryable, provider: string, subject: string): Promise<UserRow | null> {
  const [row] = await q.query<UserRow>(
    sql`SELECT u.*, p.id AS patient_id FROM external_identities x JOIN users u ON u.id = x.user_id
          LEFT JOIN patients p ON p.user_id = u.id WHERE x.provider = ${provider} AND x.subject = ${subject}`,
  );
  return row ?? null;
}

/** Links the subject to the account, or moves an existing link of the subject to it. */
export async function linkIdentity(q: Queryable, link: { provider: string; subject: string; userId: string; email: string | null }) {
  await q.query(
    sql`INSERT INTO external_identities (provider, subject, user_id, email, last_login)
        VALUES (${link.provider}, ${link.subject}, ${link.userId}, ${link.email}, now())
        ON CONFLICT (provider, subject) DO UPDATE SET user_id = EXCLUDED.user_id, last_login = now(), email = EXCLUDED.email`,
  );
}
