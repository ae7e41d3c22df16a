import { createHash, randomBytes } from 'node:crypto';
import { ErrorCode } from '@symptoms/domain';
import type { Queryable } from '../db/client';
import { sql } from '../db/sql';
import { AppError } from '../platform/errors';

/** The codes mailed to a person, kept only as hashes: a copy of the database opens no account. */
type CodePurpose = 'verify-email' | 'reset-password' | 'activate';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/** A code for a link: 256 random bits. */
const linkCode = () => randomBytes(32).toString('base64url');

/** A code a person types (the activation code): 10 characters without look-alikes, 50 bits. */
export function typedCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
}

const CODE_LIFETIME_MINUTES: Record<CodePurpose, number> = {
  'verify-email': 24 * 60,
  'reset-password': 60,
  activate: 365 * 24 * 60,
};

/** A mailed code as the mail's secret (platform/mail-secrets.ts): kept apart from its text no longer than the code works. */
export const mailedCode = (purpose: CodePurpose, secret: { link: string } | { code: string }) => ({
  ...secret,
  validMinutes: CODE_LIFETIME_MINUTES[purpose],
});

/** Issues a code, replacing the user's unused ones of the same purpose (only the newest mail works). */
export async function issueCode(
  tx: Queryable,
  userId: string,
  purpose: CodePurpose,
  options: { email?: string; code?: string } = {},
): Promise<string> {
  const code = options.code ?? linkCode();
  await tx.query(sql`DELETE FROM account_codes WHERE user_id = ${userId} AND purpose = ${purpose} AND used_date IS NULL`);
  await tx.query(
    sql`INSERT INTO account_codes (user_id, purpose, code_hash, email, expires_date)
        VALUES (${userId}, ${purpose}, ${hashCode(code)}, ${options.email ?? null},
                now() + make_interval(mins => ${CODE_LIFETIME_MINUTES[purpose]}))`,
  );
  return code;
}

interface CodeRow {
  [key: string]: unknown;
  id: string;
  user_id: string;
  email: string | null;
}

/** A valid (unused, unexpired) code of that purpose, locked for this transaction; else 4123. */
export async function findCode(tx: Queryable, code: string, purpose: CodePurpose): Promise<CodeRow> {
  const [row] = await tx.query<CodeRow>(
    sql`SELECT id, user_id, email FROM account_codes
         WHERE code_hash = ${hashCode(code)} AND purpose = ${purpose} AND used_date IS NULL AND expires_date > now()
         FOR UPDATE`,
  );
  if (!row) throw new AppError(ErrorCode.InvalidCode);
  return row;
}

/** Marks a code used: it never works again. */
export async function spendCode(tx: Queryable, id: string): Promise<void> {
  await tx.query(sql`UPDATE account_codes SET used_date = now() WHERE id = ${id}`);
}
