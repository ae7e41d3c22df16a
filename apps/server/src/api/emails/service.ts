import { capability, type OutboxMail } from '@symptoms/domain';
import type { Row } from '../../db/client';
import { sql } from '../../db/sql';
import type { Deps } from '../../deps';
import type { RequestContext } from '../../platform/context';
import { MAX_ATTEMPTS } from '../../platform/mail';
import { withoutSecrets } from '../../platform/mail-secrets';
import { unitScope } from '../../platform/units';

/** The outbox is the organization's: its organization admin's (the service's administrators see all of it). */
export const EMAILS_READ = capability('emails', 'read', 'organization', 'system');

interface OutboxRow extends Row {
  id: string;
  recipient: string;
  subject: string;
  created_date: Date;
  sent_date: Date | null;
  attempts: number;
  last_attempt: Date | null;
  last_error: string | null;
  text_body: string;
  /** Whether the mail had secrets, and whether they are still kept; never the secrets themselves. */
  had_secrets: boolean;
  secrets_kept: boolean;
}

function status(row: OutboxRow): OutboxMail['Status'] {
  if (row.sent_date) return 'sent';
  if (row.attempts >= MAX_ATTEMPTS || (row.had_secrets && !row.secrets_kept)) return 'unsent';
  return row.attempts > 0 ? 'retrying' : 'waiting';
}

const toMail = (row: OutboxRow): OutboxMail => ({
  Id: row.id,
  Recipient: row.recipient,
  Subject: row.subject,
  CreatedDate: row.created_date.toISOString(),
  SentDate: row.sent_date?.toISOString() ?? null,
  Attempts: row.attempts,
  LastAttempt: row.last_attempt?.toISOString() ?? null,
  LastError: row.last_error,
  Status: status(row),
  Body: withoutSecrets(row.text_body, row.secrets_kept),
});

/**
 * GET admin/emails: the outbox, newest first, each mail's text with its secrets as notes (the
 * secrets themselves are never read here). The service's administrators see every mail; an
 * organization admin the mail to its members.
 */
export async function listOutbox(deps: Deps, ctx: RequestContext): Promise<OutboxMail[]> {
  const scope = await unitScope(deps.db, ctx, EMAILS_READ);
  const rows = await deps.db.query<OutboxRow>(
    sql`SELECT o.id, o.recipient, o.subject, o.created_date, o.sent_date, o.attempts, o.last_attempt, o.last_error, o.text_body,
               o.secrets_expire_date IS NOT NULL AS had_secrets, (o.secrets IS NOT NULL AND o.secrets_expire_date > now()) AS secrets_kept
          FROM mail_outbox o
         WHERE ${scope.reach === 'service'}
            OR EXISTS (SELECT 1 FROM users u JOIN memberships m ON m.user_id = u.id
                        WHERE lower(u.email) = lower(o.recipient) AND ${scope.whereOrganization('m.organization_id')})
         ORDER BY o.created_date DESC, o.id LIMIT 200`,
  );
  return rows.map(toMail);
}
