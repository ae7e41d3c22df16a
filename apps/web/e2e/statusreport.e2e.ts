import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

const scale = (page: Page, area: string) => page.getByRole('radiogroup', { name: area, exact: true });

async function answer(page: Page, area: string, value: number): Promise<void> {
  await scale(page, area)
    .getByRole('radio', { name: String(value), exact: true })
    .click();
}

describe('status reports', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the demo patient gives a first report, is thanked, follows up, changes a value and sees the graphs and the radar', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome$/);
    await page.getByText('När du har gett en statusrapport ser du dina statusområden här.').waitFor();

    await page.getByRole('link', { name: 'Ny statusrapport' }).first().click();
    await page.waitForURL(/\/statusreport$/);
    await page.getByRole('heading', { name: 'Ny statusrapport', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Sedan förra rapporten' }).count()).toBe(0);
    const save = page.getByRole('button', { name: 'Spara' });
    expect(await save.isDisabled()).toBe(true);
    await answer(page, 'Smärta', 4);
    await answer(page, 'Trötthet', 6);
    await answer(page, 'Aptit', 8);
    await answer(page, 'Oro', 3);
    await answer(page, 'Välbefinnande', 7);
    expect(await save.isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'statusreport-new');
    await page.locator('label', { hasText: 'Ansikten' }).click();
    await screenshots(page, 'statusreport-smileys');
    await save.click();

    await page.waitForURL(/\/statusreport\/followup$/);
    const thanks = page.getByRole('dialog', { name: 'Tack för din första rapport!' });
    await thanks.waitFor();
    expect(await page.locator('.mantine-Notification-root').count()).toBe(0);
    await screenshots(page, 'statusreport-thanks');
    await thanks.getByRole('button', { name: 'Fortsätt' }).click();
    await thanks.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Markera var det gör ont' }).waitFor();
    await page.getByText('Du svarade 4 av 10 på smärta.').first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'statusreport-followup');

    // The second report starts from the first one's answers.
    await page.goto(`${baseUrl}/statusreport`);
    await page.getByRole('heading', { name: 'Sedan förra rapporten' }).waitFor();
    expect(await scale(page, 'Smärta').getByRole('radio', { name: '4', exact: true }).getAttribute('aria-checked')).toBe('true');
    expect(await save.isDisabled()).toBe(true);
    await answer(page, 'Smärta', 2);
    expect(await save.isEnabled()).toBe(true);
    await answer(page, 'Smärta', 2);
    expect(await save.isDisabled()).toBe(true);
    await answer(page, 'Smärta', 2);
    await save.click();
    await page.waitForURL(/\/statusreport\/followup$/);
    await page.getByText('Statusrapporten är sparad.').first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('link', { name: 'Se din statusgraf' }).click();
    await page.waitForURL(/\/statusreport\/graph$/);
    await page.getByTestId('summary-dots').waitFor();
    // Wellbeing and quality of life are left out; appetite 8 is drawn as 2.
    expect(await page.getByTestId('summary-dots').getByText('Välbefinnande').count()).toBe(0);
    expect(await page.getByTestId('summary-dots').getByText('(ditt svar 8)').count()).toBe(1);
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'statusreport-graph-dots');
    await page.locator('label', { hasText: 'Cirkel' }).click();
    await page.locator('.recharts-pie').waitFor();
    await screenshots(page, 'statusreport-graph-pie');

    await page.getByRole('link', { name: 'Se smärta över tid' }).click();
    await page.waitForURL(/\/statusreport\/graph\/pain$/);
    await page.getByRole('heading', { name: 'Smärta över tid' }).waitFor();
    await page.getByRole('button', { name: '1 dag' }).click();
    const line = page.locator('.recharts-line-dots circle').first();
    await line.waitFor();
    await line.click();
    await page.locator('.history-popup').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'statusreport-item-graph');

    // Editing the latest report ends on that report's graph.
    await page.goto(`${baseUrl}/statusreport/graph`);
    await page.getByRole('link', { name: 'Ändra rapporten' }).click();
    await page.waitForURL(/\/statusreport\/[0-9a-f-]{36}\/edit$/);
    await page.getByRole('heading', { name: 'Ändra statusrapport' }).waitFor();
    await answer(page, 'Oro', 5);
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL(/\/statusreport\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: /^Statusrapport / }).waitFor();

    await page.goto(`${baseUrl}/welcome`);
    await page.getByRole('heading', { name: 'Dina statusområden' }).waitFor();
    await page.locator('.recharts-polar-grid').waitFor();
    await page.getByRole('heading', { name: 'Dina senaste symtom' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'welcome-radar');

    // English is complete on the same screens.
    await page.getByRole('button', { name: /Tolvan Tolvansson/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'Your status areas' }).waitFor();
    await page.locator('.recharts-polar-grid').waitFor();
    await screenshots(page, 'welcome-radar-en');
    await page.getByRole('link', { name: 'New status report' }).first().click();
    await page.getByRole('heading', { name: 'Since your last report' }).waitFor();
    await screenshots(page, 'statusreport-en');
    await page.goto(`${baseUrl}/statusreport/graph/pain`);
    await page.getByRole('heading', { name: 'Pain over time' }).waitFor();
    await page.locator('.recharts-line-dots circle').first().waitFor();
    await screenshots(page, 'statusreport-item-graph-en');
    await page.getByRole('button', { name: /Tolvan Tolvansson/ }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await page.getByRole('heading', { name: 'Smärta över tid' }).waitFor();

    await context.close();
  });
});
