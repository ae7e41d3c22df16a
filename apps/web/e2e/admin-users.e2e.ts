import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { luhnCheckDigit } from '@symptoms/domain';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const INVITED = `ny-lakare-${Date.now()}@example.com`;
let browser: Browser;

/** The mails to an address so far, waiting until one has come. */
async function mailsTo(address: string): Promise<{ subject: string; text: string }[]> {
  for (let i = 0; i < 150; i++) {
    const mails = readdirSync(mailDir)
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[]; subject: string; text: string })
      .filter((m) => m.to.includes(address));
    if (mails.length) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** The physician's researcher role in the study group, as the roles editor shows it. */
const studyResearcher = (page: Page, name: 'Forskare' | 'Researcher' = 'Forskare') =>
  page.getByRole('group', { name: /Hälsa i vardagen/ }).getByRole('checkbox', { name });

describe('admin: users and invites', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin finds the physician by personnummer, gives and takes back a role, and invites a physician whose mail arrives', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'admin@example.com');
    await page.waitForURL(/\/admin\/dashboard$/);

    await page.getByRole('link', { name: 'Användare' }).first().click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByRole('heading', { level: 1, name: 'Användare' }).waitFor();
    await page.getByLabel('Sök användare').fill('19790505-2382');
    await page.getByRole('button', { name: 'Sök', exact: true }).click();
    const results = page.getByRole('list', { name: 'Användare i dina grupper' });
    await results.getByRole('link', { name: 'Karin Lund' }).waitFor();
    // The whole list may still show (Karin Lund is in it too) until the search's answer replaces it.
    await expect.poll(() => results.getByRole('listitem').count()).toBe(1);
    await expect.poll(() => results.getByText('19790505-****').count()).toBe(1);
    await screenshots(page, 'admin-users-search');
    await expectAccessible(page);

    await results.getByRole('link', { name: 'Karin Lund' }).click();
    await page.waitForURL(/\/admin\/users\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: 'Karin Lund' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
    expect(await studyResearcher(page).isChecked()).toBe(false);
    await studyResearcher(page).check();
    await page.getByRole('button', { name: 'Spara rollerna' }).click();
    await page.getByText('Rollerna är uppdaterade.').waitFor();
    expect(await studyResearcher(page).isChecked()).toBe(true);
    await screenshots(page, 'admin-user');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Skicka lösenordsåterställning' }).click();
    await page.getByRole('dialog', { name: 'Skicka lösenordsåterställning?' }).waitFor();
    await screenshots(page, 'admin-user-confirm');
    await page.getByRole('button', { name: 'Avbryt' }).click();

    // The demo physician is left as found.
    await toastsGone(page);
    await studyResearcher(page).uncheck();
    await page.getByRole('button', { name: 'Spara rollerna' }).click();
    await page.getByText('Rollerna är uppdaterade.').waitFor();
    expect(await studyResearcher(page).isChecked()).toBe(false);

    await page.goto(`${baseUrl}/admin/invites`);
    await page.getByRole('heading', { level: 1, name: 'Bjud in personal' }).waitFor();
    const form = page.getByRole('form', { name: 'Nya inbjudningar' });
    await form.getByLabel('Grupp', { exact: true }).selectOption({ label: 'Smärtmottagningen' });
    await form.getByLabel('Roll', { exact: true }).selectOption({ label: 'Läkare' });
    await page.getByLabel(/^E-postadress/).fill(INVITED);
    const nine = '811218987';
    await page.getByLabel(/^Personnummer/).pressSequentially(`${nine}${luhnCheckDigit(nine)}`);
    expect(await page.getByLabel(/^Personnummer/).inputValue()).toBe(`19811218-987${luhnCheckDigit(nine)}`);
    await page.getByLabel(/^Meddelande/).fill('Välkommen till Smärtmottagningen!');
    await page.getByRole('button', { name: 'Skicka inbjudningar' }).click();
    await page.getByText('1 inbjudan skickad.').waitFor();
    const [mail] = await mailsTo(INVITED);
    expect(mail!.subject).toBe('Inbjudan till Smärtmottagningen');
    expect(mail!.text).toMatch(/Välkommen till Smärtmottagningen!/);
    expect(mail!.text).toMatch(/https?:\/\/\S+\/register\/\S+/);
    const card = page.locator('.mantine-Card-root', { hasText: INVITED });
    await card.getByText('Läkare, Smärtmottagningen').waitFor();
    await toastsGone(page);
    await screenshots(page, 'admin-invites');
    await expectAccessible(page);

    await changeLanguage(page, /Sara Nilsson/, 'English');
    await page.getByRole('heading', { level: 1, name: 'Invite staff' }).waitFor();
    await screenshots(page, 'admin-invites-en');
    await page.goto(`${baseUrl}/admin/users?q=lund`);
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('link', { name: 'Karin Lund' }).waitFor();
    await screenshots(page, 'admin-users-en');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Karin Lund' }).click();
    await page.getByRole('heading', { level: 1, name: 'Karin Lund' }).waitFor();
    await studyResearcher(page, 'Researcher').waitFor();
    await screenshots(page, 'admin-user-en');
    await expectAccessible(page);
    await changeLanguage(page, /Sara Nilsson/, 'Svenska');

    // The invite is withdrawn: the demo has no invite it did not have before.
    await page.goto(`${baseUrl}/admin/invites`);
    await card.getByRole('button', { name: 'Dra tillbaka' }).click();
    await card.waitFor({ state: 'detached' });
    await context.close();
  });

  it('a group admin sees the users of their group only, the organization admin those of every group, in both languages', async () => {
    for (const [email, who, scope, scopeEn, shot] of [
      [
        'clinicadmin@example.com',
        /Maja Strand/,
        'Du administrerar Smärtmottagningen.',
        'You administer Smärtmottagningen.',
        'admin-users-group-admin',
      ],
      [
        'admin@example.com',
        /Sara Nilsson/,
        'Du administrerar hela organisationen.',
        'You administer the whole organization.',
        'admin-users-organization-admin',
      ],
    ] as const) {
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
      const page = await context.newPage();
      await logIn(page, baseUrl, email);
      await page.waitForURL(/\/admin\/dashboard$/);
      await page.goto(`${baseUrl}/admin/users`);
      await page.getByRole('heading', { level: 1, name: 'Användare' }).waitFor();
      await page.getByText(scope).waitFor();
      const list = page.getByRole('list', { name: 'Användare i dina grupper' });
      await list.getByRole('link', { name: 'Karin Lund' }).waitFor();
      // The researcher works in the study group only: the clinic's admin does not see him, the organization's does.
      expect(await list.getByRole('link', { name: 'Erik Berg' }).count(), email).toBe(email === 'admin@example.com' ? 1 : 0);
      await expectAccessible(page);
      await screenshots(page, shot);
      await changeLanguage(page, who, 'English');
      await page.getByText(scopeEn).waitFor();
      await expectAccessible(page);
      await screenshots(page, `${shot}-en`);
      await changeLanguage(page, who, 'Svenska');
      await page.getByText(scope).waitFor();
      await context.close();
    }
  });
});
