import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
const trackerUrl = inject('trackerUrl');
let browser: Browser;

const REPORT = 'Grafen på historiksidan laddar inte\nJag ser bara en tom ruta.';

async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

describe('a bug report reaches the people who run the service, and their issue tracker', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('a patient of the service alone reports, and the service’s administrator files it as an issue in their words', async () => {
    const patient = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await logIn(patient, baseUrl, 'patient2@example.com');
    await patient.waitForURL(/\/welcome$/);
    await patient.goto(`${baseUrl}/bugreport`);
    await patient.getByRole('heading', { name: 'Rapportera ett fel', level: 1 }).waitFor();
    await patient.getByLabel(/^Vad hände/).fill(REPORT);
    await patient.getByRole('button', { name: 'Skicka' }).click();
    await patient.getByText('Tack! Felrapporten är skickad.').waitFor();
    await patient.context().close();

    const system = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await logIn(system, baseUrl, 'system@example.com');
    await system.waitForURL(/\/admin\//);
    await system.goto(`${baseUrl}/admin/bug-reports`);
    await system.getByRole('heading', { name: 'Felrapporter', level: 1 }).waitFor();
    await system.getByRole('link', { name: /^Grafen på historiksidan/ }).click();
    await system.getByRole('heading', { name: 'Felrapport', level: 1 }).waitFor();
    const title = system.getByRole('textbox', { name: 'Rubrik' });
    expect(await title.inputValue()).toBe('Grafen på historiksidan laddar inte');
    expect(await system.getByRole('textbox', { name: 'Text' }).inputValue()).not.toContain('Alva');
    await system.getByText(/Ta bort namn, personnummer/).waitFor();
    await look(system, 'bugreport-detail');

    await title.fill('Tom graf på historiksidan');
    await system.getByRole('button', { name: 'Skapa ärende' }).click();
    const issue = system.getByRole('link', { name: /^#\d+$/ });
    await issue.waitFor();
    const filed = await (await fetch(trackerUrl)).text();
    expect(filed).toContain('Tom graf på historiksidan');
    expect(filed).not.toContain('Alva');
    expect(await system.getByRole('button', { name: 'Skapa ärende' }).count()).toBe(0);
    await look(system, 'bugreport-filed');

    await changeLanguage(system, /Olle System/, 'English');
    await system.getByRole('heading', { name: 'Bug report', level: 1 }).waitFor();
    await system.getByText('Sent to the issue tracker as').waitFor();
    await look(system, 'bugreport-filed-en');
    await changeLanguage(system, /Olle System/, 'Svenska');
    await system.getByRole('heading', { name: 'Felrapport', level: 1 }).waitFor();
    await system.context().close();
  });
});
