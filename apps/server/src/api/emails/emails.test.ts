import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OutboxMail } from '@symptoms/domain';
import { placeholder } from '../../platform/mail-secrets';
import { createTestApp, type TestApp } from '../../test/harness';
import { startMailServer } from '../../test/mail-server';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startMailServer>>;
beforeAll(async () => {
  smtp = await startMailServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  await t.createGroup('mail-clinic', 'org-mail');
  await t.createGroup('org-mail', 'org-mail');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function as(organizationId: string, groupId: string, roleId: 'admin' | 'dev' | 'pat') {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const login = await t.login(user.email);
  return { user, get: () => t.app.inject({ method: 'GET', url: '/api/admin/emails', headers: t.headers(login) }) };
}

/** A reset mail as the identity service writes it: the link a placeholder, its value apart. */
const resetMail = (to: string, code: string) => ({
  to,
  subject: 'Återställ lösenord',
  text: `Öppna länken.\n\nVälj ett nytt lösenord: ${placeholder('link')}`,
  html: `<p>Öppna länken.</p><p><a href="${placeholder('link')}">Välj ett nytt lösenord</a></p>`,
  secrets: { values: { link: `https://symptoms.example/reset/${code}` }, validMinutes: 60 },
});

const listed = async (admin: Awaited<ReturnType<typeof as>>) => {
  const answer = await admin.get();
  expect(answer.statusCode).toBe(200);
  return { body: answer.body, mails: OutboxMail.array().parse(answer.json()) };
};

describe('the e-mail outbox', () => {
  it('shows an organization’s admin the mail to its members with status, tries and text, the link as a note, never the link', async () => {
    const member = await t.createUser({ roles: [{ organizationId: 'org-mail', groupId: 'mail-clinic', roleId: 'pat' }] });
    await t.app.deps.mail.enqueue(t.db, resetMail(member.email, 'WAITINGCODE1'));
    await t.db.query("UPDATE mail_outbox SET attempts = 2, last_attempt = now(), last_error = 'connection refused' WHERE recipient = $1", [
      member.email,
    ]);
    await t.app.deps.mail.enqueue(t.db, resetMail('someone-else@example.com', 'OTHERCODE2'));
    // The organization's admin (its own group): the outbox is never a group admin's.
    const admin = await as('org-mail', 'org-mail', 'admin');
    const { body, mails } = await listed(admin);
    expect(mails).toEqual([
      expect.objectContaining({
        Recipient: member.email,
        Subject: 'Återställ lösenord',
        Attempts: 2,
        Status: 'retrying',
        LastError: 'connection refused',
        Body: [{ Text: 'Öppna länken.\n\nVälj ett nytt lösenord: ' }, { Secret: 'link', State: 'hidden' }],
      }),
    ]);
    expect(body).not.toContain('WAITINGCODE1');
    expect(body).not.toContain('/reset/');
    const global = await as('0', '0', 'admin');
    expect((await listed(global)).mails.map((m) => m.Status).sort()).toEqual(['retrying', 'waiting']);
    expect((await (await as('org-mail', 'mail-clinic', 'dev')).get()).statusCode).toBe(403);
    expect((await (await as('org-mail', 'mail-clinic', 'pat')).get()).statusCode).toBe(403);
  });

  it('shows a delivered mail with its link removed, and one whose link expired unsent as not to be sent', async () => {
    const global = await as('0', '0', 'admin');
    const delivered = `delivered-${Date.now()}@example.com`;
    await t.app.deps.mail.enqueue(t.db, resetMail(delivered, 'DELIVEREDCODE3'));
    await t.app.deps.mail.deliver();
    expect((await smtp.waitFor(delivered))[0]!.text).toContain('/reset/DELIVEREDCODE3');
    const expired = `expired-${Date.now()}@example.com`;
    await t.app.deps.mail.enqueue(t.db, resetMail(expired, 'EXPIREDCODE4'));
    await t.db.query("UPDATE mail_outbox SET secrets_expire_date = now() - interval '1 second' WHERE recipient = $1", [expired]);
    expect(await t.app.deps.mail.deliver()).toBe(0);

    const { body, mails } = await listed(global);
    const removed = { Secret: 'link', State: 'removed' };
    expect(mails.find((m) => m.Recipient === delivered)).toMatchObject({ Status: 'sent', Body: [expect.anything(), removed] });
    expect(mails.find((m) => m.Recipient === expired)).toMatchObject({ Status: 'unsent', Body: [expect.anything(), removed] });
    for (const code of ['DELIVEREDCODE3', 'EXPIREDCODE4']) expect(body).not.toContain(code);
    expect(smtp.mails.some((m) => m.to.includes(expired))).toBe(false);
  });
});
