import { defineArea } from '../../platform/areas';
import type { Job } from '../../platform/jobs';
import { forgetSpentSecrets } from '../../platform/mail';

/** Every half minute: sends what the outbox still holds (SMTP was down, or the process stopped before sending). */
const MAIL_OUTBOX_JOB: Job = {
  name: 'mail-outbox',
  everyMs: 30_000,
  async run(_tx, deps) {
    // Sent after the job's transaction, on connections of its own: a slow mail server holds none.
    return () => deps.mail.kick();
  },
};

/** Every minute, on one instance: a mail's link or code goes once it has expired, whether or not the mail went. */
const MAIL_SECRETS_JOB: Job = {
  name: 'mail-secrets',
  everyMs: 60_000,
  run: (tx) => forgetSpentSecrets(tx),
};

export const mailArea = defineArea({ name: 'mail', service: 'identity', jobs: [MAIL_OUTBOX_JOB, MAIL_SECRETS_JOB] });
