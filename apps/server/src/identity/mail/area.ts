import { defineArea } from '../../platform/areas';
import type { Job } from '../../platform/jobs';

/** Every half minute: sends what the outbox still holds (SMTP was down, or the process stopped before sending). */
export const MAIL_OUTBOX_JOB: Job = {
  name: 'mail-outbox',
  everyMs: 30_000,
  async run(_tx, deps) {
    // Sent after the job's transaction, on connections of its own: a slow mail server holds none.
    return () => deps.mail.kick();
  },
};

export const mailArea = defineArea({ name: 'mail', service: 'identity', jobs: [MAIL_OUTBOX_JOB] });
