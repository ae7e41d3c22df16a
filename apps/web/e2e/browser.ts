import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { chromium, type Browser, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Where screenshots go (`SHOTS_DIR` to keep one run's apart). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: inject('chromiumPath'),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--lang=sv-SE',
    ],
  });
}

/** Serious and critical axe violations, as short readable lines. */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  // The menus fade back in 200 ms after each navigation; judge contrast once they are fully shown.
  await page
    .locator("[data-hidden='true']")
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Screenshots at phone and desktop width; leaves the page at desktop width. */
export async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.waitForTimeout(400);
    // A full page with the 3D figure or the charts, drawn in software on a loaded 2-core machine, once took
    // longer than Playwright's 30 s: animations are stopped for the picture and it gets a minute.
    await page.screenshot({ path: path.join(SHOTS_DIR, `${name}-${label}.png`), fullPage: true, animations: 'disabled', timeout: 60_000 });
  }
}

/**
 * The journeys share the demo accounts, and the chosen language is saved on the account: put it
 * back to Swedish first, so a journey that stopped halfway in English does not change the next one.
 */
async function resetLanguage(baseUrl: string, email: string): Promise<void> {
  const login = await fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Symptoms-demo-1' }),
  });
  if (!login.ok) throw new Error(`demo login for ${email} failed: ${login.status}`);
  const headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };
  const user = (await (await fetch(`${baseUrl}/identity/my/user`, { headers })).json()) as Record<string, unknown>;
  if (user.LanguageId === 'sv') return;
  const { FirstName, LastName, Email, PhoneNumber, OptOut, Version } = user;
  const saved = await fetch(`${baseUrl}/identity/my/user`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ FirstName, LastName, Email, PhoneNumber, OptOut, Version, LanguageId: 'sv' }),
  });
  if (!saved.ok) throw new Error(`resetting the language of ${email} failed: ${saved.status} ${await saved.text()}`);
}

export async function logIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await resetLanguage(baseUrl, email);
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-postadress/).fill(email);
  await page.getByLabel(/^Lösenord/).fill('Symptoms-demo-1');
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Waits until no toast is on the screen: a screenshot or an accessibility check looks at the page itself. */
export async function toastsGone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, undefined, { timeout: 15_000 });
}

/** Changes the language from the user menu, opened by the signed-in person's name. */
export async function changeLanguage(page: Page, name: RegExp, language: 'English' | 'Svenska'): Promise<void> {
  await page.getByRole('button', { name }).first().click();
  await page.getByRole('menuitem', { name: language }).click();
}
