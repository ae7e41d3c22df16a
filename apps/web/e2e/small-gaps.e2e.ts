import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const DEMO_PASSWORD = 'Symptoms-demo-1';
const NEW_PASSWORD = 'en ny och lång mening om hösten';
let browser: Browser;

async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

/** The newest reset link mailed to an address after `after` mails had arrived, as its path. */
async function resetPathFor(address: string, after: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = readdirSync(mailDir)
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[]; text: string })
      .filter((m) => m.to.includes(address));
    const link = mails.length > after ? /https?:\/\/\S+(\/reset\S*)/.exec(mails.at(-1)!.text)?.[1] : undefined;
    if (link) return link;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no reset mail to ${address}`);
}
const mailCount = (address: string) =>
  readdirSync(mailDir).filter((f) => (JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[] }).to.includes(address))
    .length;

/** Asks for a reset link, opens it by the spec's other name (`/reset-password/{resetKey}`), and sets `password`. */
async function resetPassword(page: Page, email: string, password: string): Promise<void> {
  const before = mailCount(email);
  await page.goto(`${baseUrl}/reset-password`);
  await page.getByRole('heading', { name: 'Återställ lösenord', level: 1 }).waitFor();
  await page.getByLabel(/^E-postadress/).fill(email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await page.getByText(/^Om adressen finns hos oss/).waitFor();
  const key = (await resetPathFor(email, before)).split('/').pop()!;
  await page.goto(`${baseUrl}/reset-password/${key}`);
  await page.getByRole('heading', { name: 'Välj ett nytt lösenord', level: 1 }).waitFor();
  await page.getByLabel(/^Nytt lösenord/).fill(password);
  await page.getByRole('button', { name: 'Spara lösenordet' }).click();
  await page.getByText(/^Lösenordet är bytt/).waitFor();
}

describe('the smaller gaps of issue 34, item 10', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('the address of the service itself shows the login form', async () => {
    const page = await (await browser.newContext({ viewport: PHONE, locale: 'sv-SE' })).newPage();
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { name: /^Logga in på/, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await page.getByLabel(/^E-postadress/).waitFor();
    await look(page, 'root-login');
    await page.context().close();
  });

  it('a reset link opened as /reset-password/{resetKey} sets the new password, and the old one stops working', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await resetPassword(page, 'moderator@example.com', NEW_PASSWORD);
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel(/^E-postadress/).fill('moderator@example.com');
    await page.getByLabel(/^Lösenord/).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.getByText('Fel e-postadress eller lösenord.').waitFor();
    await page.getByLabel(/^Lösenord/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(/\/admin\/news$/);
    // The demo account gets its demo password back for the journeys after this one.
    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL(/\/login$/);
    await resetPassword(page, 'moderator@example.com', DEMO_PASSWORD);
    await logIn(page, baseUrl, 'moderator@example.com');
    await page.waitForURL(/\/admin\/news$/);
    await page.context().close();
  });

  it('the left menu reaches the bottom of a long page', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await logIn(page, baseUrl, 'admin@example.com');
    await page.waitForURL(/\/admin\//);
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Made longer than the screen, as a long list makes it.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')!.append(filler);
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const gap = await page.evaluate(() => {
      const nav = document.querySelector('nav')!;
      const style = getComputedStyle(nav);
      const bottom = nav.getBoundingClientRect().bottom;
      return { bottom, viewport: window.innerHeight, background: style.backgroundColor };
    });
    expect(gap.bottom).toBeGreaterThanOrEqual(gap.viewport);
    await page.context().close();
  });
});
