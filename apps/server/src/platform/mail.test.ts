import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findOrder } from '../api/bankid/orders';
import { migrate } from '../db/migrate';
import { accountMail } from '../identity/mail/templates';
import { createTestApp, migratedUpTo, type TestApp } from '../test/harness';
import { startMailServer } from '../test/mail-server';
import { orderRefHash } from './bankid/order-key';
import { Mailer, MAX_ATTEMPTS } from './mail';
import { fillSecrets, placeholder, withoutSecrets } from './mail-secrets';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

interface StoredMail {
  [key: string]: unknown;
  text_body: string;
  html_body: string;
  secrets: Record<string, string> | null;
  hours_kept: number | null;
  attempts: number;
}
const stored = async (to: string) =>
  (
    await t.db.query<StoredMail>(
      `SELECT text_body, html_body, secrets, attempts,
              round(extract(epoch FROM secrets_expire_date - created_date) / 3600)::int AS hours_kept
         FROM mail_outbox WHERE recipient = $1`,
      [to],
    )
  )[0]!;

const secretMail = (to: string, link: string, validMinutes = 60) =>
  accountMail('resetPassword', 'sv', to, { secret: { link, validMinutes } });

/** An address where nothing listens: every delivery to it fails at once. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `smtp://127.0.0.1:${port}`;
}

describe('a mail’s secrets', () => {
  it('fill their placeholders when the mail is sent, escaped in HTML, and show as notes to an admin', () => {
    const html = `<a href="${placeholder('link')}">Öppna</a> ${placeholder('code')}`;
    expect(fillSecrets(html, { link: 'https://x/reset/A?b=1&c="2"' }, { html: true })).toBe(
      `<a href="https://x/reset/A?b=1&#38;c=&#34;2&#34;">Öppna</a> ${placeholder('code')}`,
    );
    expect(withoutSecrets(`Kod: ${placeholder('code')}.`, true)).toEqual([
      { Text: 'Kod: ' },
      { Secret: 'code', State: 'hidden' },
      { Text: '.' },
    ]);
  });

  it('are kept apart from its text, joined to it only when it is sent, and forgotten once it is delivered', async () => {
    const to = `apart-${Date.now()}@example.com`;
    const link = 'https://symptoms.example/reset/CODE-1?a=1&b=2';
    await t.app.deps.mail.enqueue(t.db, secretMail(to, link));
    const waiting = await stored(to);
    expect(waiting.text_body).toContain(placeholder('link'));
    expect(waiting.html_body).toContain(`href="${placeholder('link')}"`);
    expect(`${waiting.text_body}${waiting.html_body}`).not.toContain('CODE-1');
    expect(waiting.secrets).toEqual({ link });

    await t.app.deps.mail.deliver();
    const [received] = await smtp.waitFor(to);
    expect(received!.text).toContain(`Välj ett nytt lösenord: ${link}`);
    const sent = await stored(to);
    expect(sent.secrets).toBeNull();
    expect(sent.text_body).toBe(waiting.text_body);
  });

  it('are kept no longer than the code works, and at most a day', async () => {
    const short = `short-${Date.now()}@example.com`;
    const long = `long-${Date.now()}@example.com`;
    const mailer = new Mailer(t.db, undefined, t.app.log);
    await mailer.enqueue(t.db, secretMail(short, 'https://x/reset/A', 60));
    await mailer.enqueue(t.db, accountMail('activationCode', 'en', long, { secret: { code: 'ABCDEFGH23', validMinutes: 365 * 24 * 60 } }));
    expect((await stored(short)).hours_kept).toBe(1);
    expect(await stored(long)).toMatchObject({ hours_kept: 24, secrets: { code: 'ABCDEFGH23' } });
    expect((await stored(long)).text_body).toContain(`Activation code: ${placeholder('code')}`);
  });

  it('go with the last try that fails, stay after an earlier one, and a mail without them is never sent', async () => {
    const failing = new Mailer(t.db, await closedPort(), t.app.log);
    const early = `early-${Date.now()}@example.com`;
    const last = `last-${Date.now()}@example.com`;
    await failing.enqueue(t.db, secretMail(early, 'https://x/reset/EARLY'));
    await failing.enqueue(t.db, secretMail(last, 'https://x/reset/LAST'));
    await t.db.query('UPDATE mail_outbox SET attempts = $1 WHERE recipient = $2', [MAX_ATTEMPTS - 1, last]);
    await failing.deliver();
    failing.close();
    expect(await stored(early)).toMatchObject({ attempts: 1, secrets: { link: 'https://x/reset/EARLY' } });
    expect(await stored(last)).toMatchObject({ attempts: MAX_ATTEMPTS, secrets: null });

    // Its link expired before anyone could send it: the job forgets it, and delivery passes it by.
    await t.db.query("UPDATE mail_outbox SET secrets_expire_date = now() - interval '1 second', last_attempt = NULL WHERE recipient = $1", [
      early,
    ]);
    expect(await t.app.deps.jobs.runOnce(t.app.jobs.find((j) => j.name === 'mail-secrets')!)).toBe(true);
    expect((await stored(early)).secrets).toBeNull();
    await t.app.deps.mail.deliver();
    expect(smtp.mails.some((m) => m.to.includes(early))).toBe(false);
  });
});

describe('migration 0032', () => {
  it('takes the links and codes out of the mails already written, keeps a waiting one’s apart, and hashes BankID order references', async () => {
    const { db, drop } = await migratedUpTo('0032');
    try {
      const mail = (to: string, text: string, html: string, sent: boolean, age = '1 minute') =>
        db.query(
          `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, created_date, sent_date)
           VALUES ($1, 'x', $2, $3, now() - $4::interval, CASE WHEN $5 THEN now() END)`,
          [to, text, html, age, sent],
        );
      const reset = 'https://symptoms.example/reset/OLDRESET_1-x';
      await mail(
        'sent@example.com',
        `Hej!\n\nVälj ett nytt lösenord: ${reset}\n\n— Symptoms`,
        `<p>Hej!</p><p><a href="${reset}">Välj</a></p>`,
        true,
      );
      const verify = 'https://symptoms.example/verify-email/OLDVERIFY2';
      await mail('waiting@example.com', `Bekräfta e-postadressen: ${verify}`, `<a href="${verify}">Bekräfta</a>`, false);
      await mail('old@example.com', 'Aktiveringskod: ABCDEFGH23\n\n— Symptoms', '<p>Aktiveringskod: ABCDEFGH23</p>', false, '2 days');
      await mail('plain@example.com', 'Ditt lösenord har ändrats.', '<p>Ditt lösenord har ändrats.</p>', true);
      await db.query(
        `INSERT INTO bankid_orders (order_ref, qr_start_token, qr_start_secret, started_date) VALUES ('4b0c7c1e-order-ref', 't', 's', now())`,
      );

      await migrate(db);
      const rows = await db.query<{ recipient: string; text_body: string; html_body: string; secrets: unknown; had: boolean }>(
        'SELECT recipient, text_body, html_body, secrets, secrets_expire_date IS NOT NULL AS had FROM mail_outbox ORDER BY recipient',
      );
      expect(rows).toEqual([
        {
          recipient: 'old@example.com',
          text_body: `Aktiveringskod: ${placeholder('code')}\n\n— Symptoms`,
          html_body: `<p>Aktiveringskod: ${placeholder('code')}</p>`,
          secrets: null,
          had: true,
        },
        {
          recipient: 'plain@example.com',
          text_body: 'Ditt lösenord har ändrats.',
          html_body: '<p>Ditt lösenord har ändrats.</p>',
          secrets: null,
          had: false,
        },
        {
          recipient: 'sent@example.com',
          text_body: `Hej!\n\nVälj ett nytt lösenord: ${placeholder('link')}\n\n— Symptoms`,
          html_body: `<p>Hej!</p><p><a href="${placeholder('link')}">Välj</a></p>`,
          secrets: null,
          had: true,
        },
        {
          recipient: 'waiting@example.com',
          text_body: `Bekräfta e-postadressen: ${placeholder('link')}`,
          html_body: `<a href="${placeholder('link')}">Bekräfta</a>`,
          secrets: { link: verify },
          had: true,
        },
      ]);
      const [order] = await db.query<{ order_ref_hash: string }>('SELECT order_ref_hash FROM bankid_orders');
      expect(order!.order_ref_hash).toBe(orderRefHash('4b0c7c1e-order-ref'));
      expect(await findOrder(db, '4b0c7c1e-order-ref')).toMatchObject({ qr_start_secret: 's', status: 'pending' });
    } finally {
      await drop();
    }
    // Two migrations from scratch on the embedded database: a minute on a loaded machine.
  }, 120_000);
});
