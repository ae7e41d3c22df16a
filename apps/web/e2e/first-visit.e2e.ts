import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  changeLanguage,
  DESKTOP,
  launchBrowser,
  logIn,
  PHONE,
  screenshots,
  seriousAccessibilityViolations,
  SHOTS_DIR,
  toastsGone,
} from './browser';

/** Issue 35, item 5: what a new patient met in the browser, on a phone and a computer, in Swedish and English. */

const baseUrl = inject('baseUrl');
const simulator = inject('bankidControlUrl');
let browser: Browser;

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** A valid adult number no account has: BankID's simulator signs as anyone. */
const NOBODY = '198001012387';

async function control(at: string, body: Record<string, unknown>) {
  const response = await fetch(`${simulator}${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`simulator ${at}: ${response.status} ${await response.text()}`);
}

async function latestOrder(): Promise<string> {
  return ((await (await fetch(`${simulator}/control/orders`)).json()) as { orderRef: string }[]).at(-1)!.orderRef;
}

/** The login screen before anyone logs in, in the language asked for (the choice is the screen's until a login). */
async function loginScreen(context: BrowserContext, language: 'sv' | 'en'): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  if (language === 'en') await page.locator('label', { hasText: 'English' }).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The profile's section named `heading` alone, at both widths: the whole page is too long to read it in. */
async function sectionShots(page: Page, heading: string, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    const section = page.locator('section', { has: page.getByRole('heading', { name: heading, level: 2 }) });
    await section.screenshot({ path: `${SHOTS_DIR}/${name}-${label}.png`, animations: 'disabled' });
  }
}

const phone = () => browser.newContext({ viewport: PHONE, userAgent: IPHONE, isMobile: true, hasTouch: true, locale: 'sv-SE' });

describe('a first visit', () => {
  beforeAll(async () => {
    if (!simulator) throw new Error('The server started no BankID simulator: unset BANKID_URL for the end-to-end tests.');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a phone BankID on the phone comes first, in a phone’s words, and its app link comes back to the page', async () => {
    const texts = {
      sv: { start: 'Fortsätt med BankID', open: 'Öppna BankID-appen', email: /^E-postadress/ },
      en: { start: 'Continue with BankID', open: 'Open the BankID app', email: /^Email/ },
    } as const;
    for (const language of ['sv', 'en'] as const) {
      const context = await phone();
      const page = await loginScreen(context, language);
      const words = texts[language];
      const start = page.getByRole('button', { name: words.start });
      const startBox = (await start.boundingBox())!;
      const emailBox = (await page.getByLabel(words.email).boundingBox())!;
      expect(startBox.y).toBeLessThan(emailBox.y);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, `first-visit-bankid-phone-start-${language}`);

      await page.setViewportSize(PHONE);
      await start.click();
      const open = page.getByRole('link', { name: words.open });
      await open.waitFor();
      const href = (await open.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\/app\.bankid\.com\/\?autostarttoken=[0-9a-f-]{36}&redirect=/);
      expect(new URL(href).searchParams.get('redirect')).toBe(page.url());
      expect(href).not.toContain('redirect=null');
      expect((await open.boundingBox())!.y).toBeLessThan((await page.getByLabel(words.email).boundingBox())!.y);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, `first-visit-bankid-phone-order-${language}`);
      await page.getByRole('button', { name: language === 'sv' ? 'Avbryt' : 'Cancel' }).click();
      await context.close();
    }
  });

  it('BankID for someone without an account stops, says so in the screen’s language and offers the ways on', async () => {
    const texts = {
      sv: {
        start: 'Fortsätt med BankID',
        refusal: 'Inget konto är bekräftat med ditt personnummer.',
        waysOn: 'Så kommer du vidare',
        password: 'Logga in med lösenord',
        invite: 'Jag har en inbjudan',
        busy: 'Loggar in…',
      },
      en: {
        start: 'Continue with BankID',
        refusal: 'No account is confirmed with your personal identity number.',
        waysOn: 'How to go on',
        password: 'Log in with password',
        invite: 'I have an invite',
        busy: 'Logging in…',
      },
    } as const;
    for (const language of ['sv', 'en'] as const) {
      const words = texts[language];
      const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
      const page = await loginScreen(context, language);
      await page.getByRole('button', { name: words.start }).click();
      await page.getByRole('img').first().waitFor();
      await control(`/control/orders/${await latestOrder()}`, { status: 'complete', personalNumber: NOBODY });
      const refusal = page.getByRole('alert');
      await expect.poll(() => refusal.textContent(), { timeout: 10_000 }).toContain(words.refusal);
      expect(await page.getByText(words.busy).count()).toBe(0);
      const waysOn = page.getByRole('group', { name: words.waysOn });
      expect(await waysOn.getByRole('link', { name: words.invite }).getAttribute('href')).toBe('/register');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, `first-visit-bankid-no-account-${language}`);
      await waysOn.getByRole('button', { name: words.password }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
      await context.close();
    }
  });

  it('the bottom menu’s study badge shows its digit at 390 px, and the profile lists logins by device', async () => {
    // A day of logins on the patient's phone: sessions of their own, as the server records them.
    for (let i = 0; i < 4; i++) {
      const login = await fetch(`${baseUrl}/identity/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': IPHONE },
        body: new URLSearchParams({ grant_type: 'password', username: 'patient@example.com', password: 'Symptoms-demo-1' }),
      });
      expect(login.status).toBe(200);
    }
    const context = await browser.newContext({ viewport: PHONE, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome/);

    const badge = page.locator('.bottom-menu .mantine-Badge-label');
    await badge.waitFor();
    const digit = (await badge.textContent())!.trim();
    expect(digit).toMatch(/^\d+$/);
    const box = (await badge.boundingBox())!;
    // One digit in the badge's 14 px type is about 8 px wide; clipped it was 0.
    expect(box.width).toBeGreaterThanOrEqual(6);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await toastsGone(page);
    await page.screenshot({ path: `${SHOTS_DIR}/first-visit-bottom-badge-390.png` });
    await changeLanguage(page, /Tolvan/, 'English');
    await page.getByRole('heading', { name: 'Hello Tolvan!', level: 1 }).waitFor();
    await expect.poll(() => badge.textContent()).toBe(digit);
    expect((await badge.boundingBox())!.width).toBeGreaterThanOrEqual(6);
    await toastsGone(page);
    await page.screenshot({ path: `${SHOTS_DIR}/first-visit-bottom-badge-390-en.png` });
    await changeLanguage(page, /Tolvan/, 'Svenska');

    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Inloggningar' }).waitFor();
    const phoneCard = page.getByRole('article').filter({ hasText: 'iOS' });
    await phoneCard.getByText('4 inloggningar').waitFor();
    await phoneCard.getByRole('button', { name: 'Visa 3 tidigare inloggningar' }).click();
    expect(await phoneCard.getByRole('listitem').count()).toBe(3);
    const thisDevice = page.getByRole('article').filter({ hasText: 'Den här enheten' });
    expect(await thisDevice.count()).toBe(1);
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.getByRole('heading', { name: 'Inloggningar' }).scrollIntoViewIfNeeded();
    await screenshots(page, 'first-visit-profile-logins');
    await sectionShots(page, 'Inloggningar', 'first-visit-profile-logins-section');

    await changeLanguage(page, /Tolvan/, 'English');
    await page.getByRole('heading', { name: 'Logins' }).waitFor();
    await page.getByRole('article').filter({ hasText: 'iOS' }).getByText('4 logins').waitFor();
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'first-visit-profile-logins-en');
    await sectionShots(page, 'Logins', 'first-visit-profile-logins-section-en');
    await changeLanguage(page, /Tolvan/, 'Svenska');
    await context.close();
  });
});
