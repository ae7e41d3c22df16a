import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

const apiAs = (email: string) => demoApi(baseUrl, email);

describe('shares and the audit log', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the patient shares status and symptoms with the physician, sees the physician’s read in the log, withdraws the share, and the physician gets 404', async () => {
    const patientApi = await apiAs('patient@example.com');
    const physician = await apiAs('physician@example.com');
    const made = await patientApi.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 5 }] });
    expect(made.status).toBe(201);
    const reportId = ((await made.json()) as { Id: string }).Id;
    const reports = `/patients/${patientApi.patientId}/statusreports`;
    expect((await physician.call('GET', reports)).status).toBe(404);

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${baseUrl}/shares`);
    await page.getByRole('heading', { name: 'Delningar', level: 1 }).waitFor();
    await page.getByText('Du delar inget med någon.').waitFor();
    await page.locator('label', { hasText: 'E-post' }).click();
    await page.getByRole('textbox', { name: 'Vårdgivarens e-postadress' }).fill('physician@example.com');
    await page.getByRole('checkbox', { name: 'Formulär' }).uncheck();
    await page.getByRole('checkbox', { name: 'Anteckningar' }).uncheck();
    await page.getByRole('button', { name: 'Dela' }).click();
    await page.getByRole('region', { name: 'Dina delningar' }).getByText('Karin Lund').waitFor();
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'shares');

    // The physician reads the patient's status reports under the share.
    const read = await physician.call('GET', reports);
    expect(read.status).toBe(200);
    expect(((await read.json()) as unknown[]).length).toBeGreaterThan(0);

    await page.goto(`${baseUrl}/auditlogs`);
    await page.getByRole('heading', { name: 'Logg', level: 1 }).waitFor();
    await page.locator('label', { hasText: 'Andra' }).click();
    const readEntry = page.getByRole('link', { name: /Läst: Statusrapport.*Karin Lund \(läkare\)/ }).first();
    await readEntry.waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'auditlogs');
    await readEntry.click();
    await page.getByRole('heading', { name: 'Händelse', level: 1 }).waitFor();
    await page.getByText('Karin Lund (läkare)').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'auditlog-detail');

    // The same screens in English.
    await changeLanguage(page, /Tolvan Tolvansson/, 'English');
    await page.getByRole('heading', { name: 'Event', level: 1 }).waitFor();
    await screenshots(page, 'auditlog-detail-en');
    await page.goto(`${baseUrl}/auditlogs`);
    await page
      .getByRole('link', { name: /Read: Status report.*Karin Lund \(physician\)/ })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'auditlogs-en');
    await page.goto(`${baseUrl}/shares`);
    await page.getByRole('region', { name: 'Your shares' }).getByText('Karin Lund').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'shares-en');
    await changeLanguage(page, /Tolvan Tolvansson/, 'Svenska');

    // The patient withdraws the share: the physician's next read is refused.
    await page.getByRole('heading', { name: 'Delningar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('dialog', { name: 'Ta bort delning' }).getByRole('button', { name: 'Ta bort' }).click();
    await page.getByText('Du delar inget med någon.').waitFor();
    expect((await physician.call('GET', reports)).status).toBe(404);

    // The physician asks for a share: an alert with a link reaches the patient on another page, at once.
    await page.goto(`${baseUrl}/welcome`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(1_000);
    const asked = await physician.call('POST', '/physician/shares', {
      PatientPersonnummer: '191212121212',
      PromReports: false,
      Notes: false,
    });
    expect(asked.status).toBe(201);
    await page.getByText('En vårdgivare vill att du delar dina uppgifter').waitFor();
    await page.getByRole('link', { name: 'Visa förfrågan' }).click();
    await page.waitForURL(/\/shares$/);
    const requests = page.getByRole('region', { name: 'Förfrågningar' });
    await requests.getByText('Karin Lund vill att du delar').waitFor();
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'shares-request');
    await requests.getByRole('button', { name: 'Godkänn' }).click();
    const confirm = page.getByRole('dialog', { name: 'Godkänn förfrågan' });
    await confirm.getByText('Karin Lund får se det som är valt').waitFor();
    await screenshots(page, 'shares-accept');
    await confirm.getByRole('button', { name: 'Godkänn' }).click();
    await page.getByRole('region', { name: 'Dina delningar' }).getByText('Karin Lund').waitFor();
    expect((await physician.call('GET', reports)).status).toBe(200);
    await page.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByRole('dialog', { name: 'Ta bort delning' }).getByRole('button', { name: 'Ta bort' }).click();
    await page.getByText('Du delar inget med någon.').waitFor();
    expect((await physician.call('GET', reports)).status).toBe(404);
    // The journeys after this one expect the demo patient without a status report.
    expect((await patientApi.call('POST', `/my/statusreports/${reportId}/delete`, {})).status).toBeLessThan(300);
    await context.close();
  });
});
