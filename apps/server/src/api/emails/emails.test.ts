import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail } from '@symptoms/domain';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.createGroup('mail-clinic', 'org-mail');
  await t.createGroup('org-mail', 'org-mail');
});
afterAll(() => t.close());

async function as(organizationId: string, groupId: string, roleId: 'admin' | 'dev' | 'pat') {
  const user = await t.createUser({ roles: [{ organizationId, groupId, roleId }] });
  const login = await t.login(user.email);
  return { user, get: () => t.app.inject({ method: 'GET', url: '/api/admin/emails', headers: t.headers(login) }) };
}

describe('the e-mail outbox', () => {
  it('shows an organization’s admin the mail to its members with status and tries, never the body', async () => {
    const member = await t.createUser({ roles: [{ organizationId: 'org-mail', groupId: 'mail-clinic', roleId: 'pat' }] });
    await t.db.query(
      `INSERT INTO mail_outbox (recipient, subject, text_body, html_body, attempts, last_attempt, last_error)
       VALUES ($1, 'Återställ lösenord', 'hemlig länk', '<a>hemlig länk</a>', 2, now(), 'connection refused'),
              ('someone-else@example.com', 'Bekräfta', 'annan länk', '<a>annan</a>', 0, NULL, NULL)`,
      [member.email],
    );
    await t.db.query("UPDATE mail_outbox SET sent_date = now() WHERE subject = 'Bekräfta'");
    // The organization's admin (its own group): the outbox is never a group admin's.
    const admin = await as('org-mail', 'org-mail', 'admin');
    const answer = await admin.get();
    const mails = answer.json() as OutboxMail[];
    expect(mails).toEqual([
      expect.objectContaining({
        Recipient: member.email,
        Subject: 'Återställ lösenord',
        Attempts: 2,
        Status: 'retrying',
        LastError: 'connection refused',
      }),
    ]);
    expect(answer.body).not.toContain('hemlig');
    const global = await as('0', '0', 'admin');
    expect(((await global.get()).json() as OutboxMail[]).map((m) => m.Status).sort()).toEqual(['retrying', 'sent']);
    expect((await (await as('org-mail', 'mail-clinic', 'dev')).get()).statusCode).toBe(403);
    expect((await (await as('org-mail', 'mail-clinic', 'pat')).get()).statusCode).toBe(403);
  });
});
