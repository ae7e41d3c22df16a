import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, PHONE, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

const GUIDANCE_TITLE = 'Om du har tankar på att dö eller skada dig själv';

async function expectGuidance(page: Page): Promise<void> {
  const alert = page.getByRole('alert').filter({ hasText: GUIDANCE_TITLE });
  await alert.waitFor();
  expect(await alert.getByRole('link', { name: 'Självmordslinjen 90101' }).getAttribute('href')).toBe('tel:90101');
  expect(await alert.getByRole('link', { name: '112' }).getAttribute('href')).toBe('tel:112');
  expect(await alert.getByRole('link', { name: '1177 Vårdguiden 1177' }).getAttribute('href')).toBe('tel:1177');
  expect(await alert.textContent()).toContain('ingen i vården ser dem om du inte själv delar dem');
}

async function openPhq9(page: Page, mode: 'En fråga i taget' | 'Alla frågor'): Promise<void> {
  await page.goto(`${baseUrl}/promreport/edit/phq9`);
  await page.waitForURL(/\/promreport\/edit\/phq9\/[A-Za-z0-9_]{21}/);
  await page.getByRole('heading', { name: 'PHQ-9', level: 1 }).waitFor();
  await page.locator('label', { hasText: mode }).click();
}

describe('PHQ-9 item 9: whom to contact, at once', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('stepwise: the guidance shows as soon as item 9 is answered, and again after saving a low total', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient2@example.com');
    await page.waitForURL(/\/welcome/);
    await openPhq9(page, 'En fråga i taget');
    const next = page.getByRole('button', { name: 'Nästa' });
    for (let question = 1; question <= 8; question++) {
      await page.getByRole('heading', { level: 2, name: new RegExp(`^${question}\\. `) }).waitFor();
      await page.getByRole('radio', { name: 'Inte alls', exact: true }).check();
      await next.click();
    }
    await page.getByRole('heading', { level: 2, name: /^9\. Tankar att det skulle vara bättre/ }).waitFor();
    expect(await page.getByText(GUIDANCE_TITLE).count()).toBe(0);
    await page.getByRole('radio', { name: 'Flera dagar', exact: true }).check();
    await expectGuidance(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'risk-stepwise');
    await next.click();
    await page.getByRole('heading', { level: 2, name: /^10\. / }).waitFor();
    await next.click();
    await page.getByRole('button', { name: 'Spara formuläret' }).click();
    await page.waitForURL(/\/promreport\/followup\/[0-9a-f-]{36}$/);
    await expectGuidance(page);
    // Total 1: the band reads "no depression", and the guidance is still there, above it.
    expect((await page.getByTestId('prom-score').textContent())?.trim()).toBe('1 av 27');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'risk-followup');
    await context.close();
  });

  it('all questions at once: the guidance shows under the questions and on the follow-up page', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient2@example.com');
    await page.waitForURL(/\/welcome/);
    await openPhq9(page, 'Alla frågor');
    const notAtAll = page.getByRole('radio', { name: 'Inte alls', exact: true });
    for (let i = 0; i < 8; i++) await notAtAll.nth(i).check();
    expect(await page.getByText(GUIDANCE_TITLE).count()).toBe(0);
    await page.getByRole('radio', { name: 'Nästan varje dag', exact: true }).nth(8).check();
    await expectGuidance(page);
    await screenshots(page, 'risk-normal');
    await page.getByRole('button', { name: 'Spara formuläret' }).click();
    await page.waitForURL(/\/promreport\/followup\/[0-9a-f-]{36}$/);
    await expectGuidance(page);
    await context.close();
  });
});
