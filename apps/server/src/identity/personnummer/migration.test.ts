import { describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate';
import { migratedUpTo } from '../../test/harness';

describe('migration 0030: which personnummer are proven', () => {
  it('marks an account proven from its first BankID session, leaves the rest claimed, and lets claims repeat', async () => {
    // Everything before 0030, whatever other work numbered 0029.
    const { db, drop } = await migratedUpTo('0029~');
    try {
      const user = async (personnummer: string, email: string) =>
        (
          await db.query<{ id: string }>(
            `INSERT INTO users (personnummer, username, email, first_name, last_name, password_hash, encryption_key)
             VALUES ($1, $2, $2, 'M', 'M', 'x', 'k') RETURNING id`,
            [personnummer, email],
          )
        )[0]!.id;
      const session = (userId: string, provider: string, created: string) =>
        db.query(
          `INSERT INTO sessions (user_id, provider, organization_id, group_id, role_id, created_date, expires_date)
           VALUES ($1, $2, '0', '0', 'pat', $3::timestamptz, now() + interval '1 day')`,
          [userId, provider, created],
        );
      const viaBankId = await user('197606062383', 'bankid@example.com');
      await session(viaBankId, 'password', '2026-01-01T08:00:00Z');
      await session(viaBankId, 'bankid', '2026-03-12T09:30:00Z');
      await session(viaBankId, 'bankid', '2026-04-01T10:00:00Z');
      const viaPassword = await user('197607072381', 'password@example.com');
      await session(viaPassword, 'password', '2026-02-01T08:00:00Z');
      const viaSso = await user('197608082389', 'sso@example.com');
      await session(viaSso, 'keycloak', '2026-02-01T08:00:00Z');
      await db.query(`INSERT INTO external_identities (provider, subject, user_id) VALUES ('https://idp.example', 's', $1)`, [viaSso]);

      await migrate(db);

      const rows = await db.query<{ email: string; personnummer_proof: string | null; proven: string | null }>(
        `SELECT email, personnummer_proof, to_char(personnummer_proven_date AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS proven FROM users ORDER BY email`,
      );
      expect(rows).toEqual([
        { email: 'bankid@example.com', personnummer_proof: 'bankid', proven: '2026-03-12 09:30' },
        { email: 'password@example.com', personnummer_proof: null, proven: null },
        { email: 'sso@example.com', personnummer_proof: null, proven: null },
      ]);
      // A claim no longer blocks: another account may claim a claimed number, but not prove a proven one.
      await user('197607072381', 'second@example.com');
      await expect(
        db.query(
          `INSERT INTO users (personnummer, personnummer_proof, personnummer_proven_date, username, email, first_name, last_name, encryption_key)
           VALUES ('197606062383', 'bankid', now(), 'x@example.com', 'x@example.com', 'X', 'X', 'k')`,
        ),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await drop();
    }
  });
});
