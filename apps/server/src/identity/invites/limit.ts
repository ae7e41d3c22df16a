import { ErrorCode, INVITE_MAILS_PER_DAY, type LanguageId } from '@symptoms/domain';
import type { Queryable } from '../../db/client';
import { sql } from '../../db/sql';
import { AppError } from '../../platform/errors';

const TEXT: Record<LanguageId, (limit: number, left: number) => string> = {
  sv: (limit, left) =>
    `Du kan skicka högst ${limit} inbjudningar per dygn och har ${left} kvar i dag. Skicka färre, eller vänta till i morgon.`,
  en: (limit, left) => `You can send at most ${limit} invites a day and have ${left} left today. Send fewer, or wait until tomorrow.`,
};

/**
 * Counts `count` invite mails against the sender's limit for today (a Stockholm day), or refuses
 * them all with 429/4138 and changes nothing. One statement adds to the day's row only while the sum
 * stays within the limit, so parallel requests and instances cannot pass it together.
 */
export async function countInviteMails(
  tx: Queryable,
  sender: { userId: string; staff: boolean; language: LanguageId },
  count: number,
): Promise<void> {
  const limit = sender.staff ? INVITE_MAILS_PER_DAY.staff : INVITE_MAILS_PER_DAY.patient;
  const today = sql`(now() AT TIME ZONE 'Europe/Stockholm')::date`;
  // Earlier days count for nothing: the sender keeps one row.
  await tx.query(sql`DELETE FROM invite_mail_counts WHERE user_id = ${sender.userId}::uuid AND day < ${today}`);
  const counted = await tx.query(
    sql`INSERT INTO invite_mail_counts AS c (user_id, day, sent)
        SELECT ${sender.userId}::uuid, ${today}, ${count}::int WHERE ${count}::int <= ${limit}::int
        ON CONFLICT (user_id, day) DO UPDATE SET sent = c.sent + EXCLUDED.sent WHERE c.sent + EXCLUDED.sent <= ${limit}::int
        RETURNING sent`,
  );
  if (counted.length > 0) return;
  const [row] = await tx.query<{ sent: number }>(
    sql`SELECT sent FROM invite_mail_counts WHERE user_id = ${sender.userId}::uuid AND day = ${today}`,
  );
  throw new AppError(ErrorCode.InviteLimitReached, TEXT[sender.language](limit, Math.max(0, limit - (row?.sent ?? 0))));
}
