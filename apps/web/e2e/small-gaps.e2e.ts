import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
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

/** Asks for a reset link on the screen and answers the key the mail carries. */
async function requestResetKey(page: Page, email: string): Promise<string> {
  const before = mailCount(email);
  await page.goto(`${baseUrl}/reset-password`);
  await page.getByRole('heading', { name: 'Återställ lösenord', level: 1 }).waitFor();
  await page.getByLabel(/^E-postadress/).fill(email);
  await page.getByRole('button', { name: 'Skicka länk' }).click();
  await page.getByText(/^Om adressen finns hos oss/).waitFor();
  return (await resetPathFor(email, before)).split('/').pop()!;
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

  it('a reset link opened by the spec’s other name, /reset-password/{resetKey}, is checked by its key', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    const key = await requestResetKey(page, 'moderator@example.com');
    await page.goto(`${baseUrl}/reset-password/${key}`);
    await page.getByRole('heading', { name: 'Välj ett nytt lösenord', level: 1 }).waitFor();
    await page.getByLabel(/^Nytt lösenord/).waitFor();
    await page.getByRole('button', { name: 'Spara lösenordet' }).waitFor();
    await look(page, 'reset-password-key');
    // One character changed: the same screen says the link does not hold, and offers a new one.
    await page.goto(`${baseUrl}/reset-password/${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    await page.getByText('Länken är ogiltig, redan använd eller har gått ut.').waitFor();
    await page.getByRole('link', { name: 'Be om en ny länk' }).waitFor();
    expect(await page.getByLabel(/^Nytt lösenord/).count()).toBe(0);
    await page.context().close();
  });

  it('the left menu reaches the bottom of a long page', async () => {
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await logIn(page, baseUrl, 'admin@example.com');
    await page.waitForURL(/\/admin\//);
    await page.goto(`${baseUrl}/admin/users`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.locator('nav.side-menu').waitFor();
    // Made longer than the screen, as a long list makes it.
    await page.evaluate(() => {
      const filler = document.createElement('div');
      filler.style.height = '3000px';
      document.querySelector('main')!.append(filler);
    });
    const heights = await page.evaluate(() => ({
      menu: document.querySelector('nav.side-menu')!.getBoundingClientRect().height,
      main: document.querySelector('main')!.getBoundingClientRect().height,
    }));
    expect(heights.main).toBeGreaterThan(3000);
    expect(heights.menu).toBeGreaterThanOrEqual(heights.main);
    await page.context().close();
  });
});
