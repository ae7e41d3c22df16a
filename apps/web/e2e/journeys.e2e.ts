import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
  return context.newPage();
}

describe('journeys', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a patient logs in, sees the groups in Swedish, switches to English and logs out', async () => {
    const page = await newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('heading', { name: 'Logga in på Symptoms' }).waitFor();
    await screenshots(page, 'login');

    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('heading', { name: 'Hej Tolvan!' }).waitFor();
    const cards = page.locator('.group-card h2');
    await cards.nth(1).waitFor();
    expect(await cards.allTextContents()).toEqual(['Symptoms', 'Studien Hälsa i vardagen']);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'welcome');

    await page.getByRole('button', { name: /Tolvan Tolvansson/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Hello Tolvan!' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Your groups' }).isVisible()).toBe(true);

    await page.getByRole('button', { name: /Tolvan Tolvansson/ }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByRole('heading', { name: 'Log in to Symptoms' }).waitFor();
    await page.goto(`${baseUrl}/welcome`);
    await page.waitForURL(/\/login\?redirect=%2Fwelcome$/);
    await page.context().close();
  });

  it('an administrator lands on the dashboard with statistics', async () => {
    const page = await newPage();
    await logIn(page, baseUrl, 'admin@example.com');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
    const cards = page.locator('.statistics-card');
    await cards.first().waitFor();
    expect(await cards.locator('h3').allTextContents()).toEqual([
      'Användare',
      'Aktiva användare',
      'Nya användare',
      'Formulär',
      'Statusrapporter',
      'Symtomrapporter',
    ]);
    expect(await cards.first().getByText('Totalt').isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'dashboard');

    // Switching group refreshes the token for that membership and lands on the role's path again.
    const groupSelect = page.getByRole('combobox', { name: 'Organisation och grupp' });
    const studyGroup = await groupSelect.locator('option', { hasText: 'Hälsa i vardagen' }).getAttribute('value');
    const refreshed = page.waitForResponse((r) => r.url().endsWith('/identity/token') && r.status() === 200);
    await groupSelect.selectOption(studyGroup!);
    const token = (await (await refreshed).json()) as { group: string; role: string };
    expect([token.group, token.role]).toEqual([studyGroup!.split('/')[1], 'admin']);
    await page.waitForURL(/\/admin\/dashboard$/);
    expect(await groupSelect.inputValue()).toBe(studyGroup);
    await cards.first().waitFor();
    await page.context().close();
  });
});
