import { createTransport, type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { sql } from '../db/sql';
import { fillSecrets, SECRETS_CAP_MINUTES, type MailSecrets, type SecretValues } from './mail-secrets';

export interface Mail {
  to: string;
  subject: string;
  /** The texts, with a placeholder where each secret goes (mail-secrets.ts). */
  text: string;
  html: string;
  secrets?: MailSecrets;
  /** The account whose own words the mail carries to someone else (an invite's message): it goes when they do. */
  writtenBy?: string | null;
}

interface OutboxRow {
  [key: string]: unknown;
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  secrets: SecretValues | null;
}

/** How many times a mail is tried before it stays in the outbox for an administrator. */
export const MAX_ATTEMPTS = 5;

/**
 * Forgets the secrets no mail will be sent with: expired (the code's end or the cap), or of a mail
 * sent or given up (delivery forgets those itself; this catches a crash between the two statements).
 */
export async function forgetSpentSecrets(tx: Queryable): Promise<void> {
  await tx.query(
    sql`UPDATE mail_outbox SET secrets = NULL
         WHERE secrets IS NOT NULL AND (secrets_expire_date <= now() OR sent_date IS NOT NULL OR attempts >= ${MAX_ATTEMPTS})`,
  );
}

/**
 * Mail goes into the outbox in the transaction of the change it tells about, so it is sent exactly
 * when that change is kept. With SMTP configured (SMTP_URL) it is delivered after commit, and a job
 * retries what failed; without SMTP it stays in the outbox, which the admin area shows. A mail's
 * secrets are stored apart from its text and joined to it only when it is sent; they go once it is
 * delivered or given up, or when they expire (the secrets job), and a mail that lost them is never sent.
 */
export class Mailer {
  private readonly transport: Transporter | null;
  private readonly from: string;

  constructor(
    private readonly db: Database,
    smtpUrl: string | undefined,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    /** The demo without SMTP prints each mail, so its links can be followed. */
    private readonly echo = false,
    from = 'Symptoms <no-reply@symptoms.local>',
  ) {
    this.transport = smtpUrl ? createTransport(smtpUrl) : null;
    this.from = from;
  }

  /** Puts a mail in the outbox as part of `tx`; call `deliver()` once it has committed. */
  async enqueue(tx: Queryable, mail: Mail): Promise<void> {
    const secrets = mail.secrets;
    const expires = secrets ? sql`now() + make_interval(mins => ${Math.min(secrets.validMinutes, SECRETS_CAP_MINUTES)})` : sql`NULL`;
    await tx.query(
      sql`INSERT INTO mail_outbox (recipient, subject, text_body, html_body, secrets, secrets_expire_date, written_by)
          VALUES (${mail.to}, ${mail.subject}, ${mail.text}, ${mail.html}, ${secrets ? JSON.stringify(secrets.values) : null}::jsonb, ${expires},
                  ${mail.writtenBy ?? null}::uuid)`,
    );
    if (this.echo && !this.transport)
      console.log(
        `\n[demo mail, no SMTP configured] To: ${mail.to}\nSubject: ${mail.subject}\n${fillSecrets(mail.text, secrets?.values ?? {})}\n`,
      );
  }

  /**
   * Sends what waits in the outbox (nothing without SMTP). Each mail is claimed in a short
   * statement and sent outside any transaction, so a slow mail server holds no connection; a claim
   * left by a crash is taken again after a minute. A mail whose secrets are gone is not sent.
   */
  async deliver(): Promise<number> {
    if (!this.transport) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await this.db.query<OutboxRow>(
        sql`UPDATE mail_outbox SET attempts = attempts + 1, last_attempt = now()
             WHERE id IN (SELECT id FROM mail_outbox
                           WHERE sent_date IS NULL AND attempts < ${MAX_ATTEMPTS}
                             AND (secrets_expire_date IS NULL OR (secrets IS NOT NULL AND secrets_expire_date > now()))
                             AND (last_attempt IS NULL OR last_attempt < now() - interval '1 minute')
                           ORDER BY created_date LIMIT 20 FOR UPDATE SKIP LOCKED)
         RETURNING id, recipient, subject, text_body, html_body, secrets`,
      );
      for (const row of claimed) {
        const values = row.secrets ?? {};
        try {
          await this.transport.sendMail({
            from: this.from,
            to: row.recipient,
            subject: row.subject,
            text: fillSecrets(row.text_body, values),
            html: fillSecrets(row.html_body, values, { html: true }),
          });
          await this.db.query(sql`UPDATE mail_outbox SET sent_date = now(), last_error = NULL, secrets = NULL WHERE id = ${row.id}`);
          sent++;
        } catch (error) {
          const reason = error instanceof Error ? error.message.slice(0, 500) : 'unknown';
          // The last try: nobody sends it again, so its secrets would only wait to be read.
          await this.db.query(
            sql`UPDATE mail_outbox SET last_error = ${reason}, secrets = CASE WHEN attempts >= ${MAX_ATTEMPTS} THEN NULL ELSE secrets END
                 WHERE id = ${row.id}`,
          );
        }
      }
      if (claimed.length < 20) return sent;
    }
  }

  /** Starts sending what was just committed, without waiting; what fails stays for the outbox job. */
  kick(): void {
    void this.deliver().catch((error: unknown) => this.log.warn({ err: error }, 'mail delivery failed'));
  }

  close(): void {
    this.transport?.close();
  }
}
