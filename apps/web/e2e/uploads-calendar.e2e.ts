import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HgAGgwJ/lK3Q6wAAAABJRU5ErkJggg==', 'base64');

const pad = (n: number) => String(n).padStart(2, '0');

describe('uploads, calendar and reminder', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a patient uploads a PNG and a PDF, opens and deletes the PNG, browses the calendar and downloads a weekly reminder', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE', timezoneId: 'Europe/Stockholm', acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome$/);

    // File uploads
    await page.getByRole('link', { name: 'Filuppladdningar' }).first().click();
    await page.getByRole('heading', { name: 'Filuppladdningar', level: 1 }).waitFor();
    await page.locator('input[type="file"]').setInputFiles({ name: 'utslag-arm.png', mimeType: 'image/png', buffer: PNG });
    await page.getByText('Sparat').waitFor();
    const open = page.getByRole('button', { name: 'Öppna utslag-arm.png' });
    await open.waitFor();
    expect(await page.locator('.upload-item').first().textContent()).toMatch(/utslag-arm\.png.*Idag \d\d:\d\d · PNG/);
    await page.getByText('Sparat').waitFor({ state: 'detached', timeout: 10_000 });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'fileuploads');

    // A PDF goes the same way and is listed above the picture, newest first.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await page.locator('input[type="file"]').setInputFiles({ name: 'remiss.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByRole('button', { name: 'Öppna remiss.pdf' }).waitFor();
    expect(await page.locator('.upload-item').first().textContent()).toMatch(/remiss\.pdf.*· PDF/);
    expect(await page.locator('.upload-item').count()).toBe(2);

    const [tab] = await Promise.all([context.waitForEvent('page'), open.click()]);
    await tab.waitForURL(/^blob:/);
    await tab.waitForLoadState();
    const shown = await tab.evaluate(() => ({ type: document.contentType, width: document.querySelector('img')?.naturalWidth }));
    expect(shown).toEqual({ type: 'image/png', width: 1 });
    await tab.close();

    await page.getByRole('button', { name: 'Ta bort utslag-arm.png' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort filen?' });
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await open.waitFor({ state: 'detached' });
    await page.getByText('Filen är borttagen.').waitFor({ state: 'detached', timeout: 10_000 });

    // Calendar
    await page.getByRole('link', { name: 'Kalender' }).first().click();
    await page.getByRole('heading', { name: 'Kalender', level: 1 }).waitFor();
    await page.mouse.move(700, 10); // off the menu link just clicked: axe should see the resting colours
    // Today as the browser (Europe/Stockholm) sees it, not this process: near midnight UTC they differ.
    const [year, month, day] = await page.evaluate(() => {
      const d = new Date();
      return [d.getFullYear(), d.getMonth(), d.getDate()];
    });
    const now = new Date(year!, month!, day!);
    const title = (d: Date) => {
      const text = new Intl.DateTimeFormat('sv-SE', { month: 'long', year: 'numeric' }).format(d);
      return text.charAt(0).toUpperCase() + text.slice(1);
    };
    await page.getByRole('heading', { name: title(now), level: 2, exact: true }).waitFor();
    expect(await page.getByRole('columnheader').allTextContents()).toEqual(['mån', 'tis', 'ons', 'tors', 'fre', 'lör', 'sön']);
    await page.locator('.calendar-day[aria-pressed="true"]').waitFor();
    await page
      .getByText(/^Inget rapporterat den här dagen\.$| · \d\d:\d\d$/)
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'calendar');
    await page.getByRole('button', { name: 'Nästa månad' }).click();
    await page.getByRole('heading', { name: title(new Date(now.getFullYear(), now.getMonth() + 1, 1)), level: 2, exact: true }).waitFor();
    await page.getByRole('button', { name: 'Föregående månad' }).click();
    await page.getByRole('button', { name: 'Föregående månad' }).click();
    await page.getByRole('heading', { name: title(new Date(now.getFullYear(), now.getMonth() - 1, 1)), level: 2, exact: true }).waitFor();

    // Reminder
    await page.getByRole('link', { name: 'Skapa påminnelse' }).click();
    await page.getByRole('heading', { name: 'Skapa påminnelse', level: 1 }).waitFor();
    const ahead = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
    const expectedDate = `${ahead.getFullYear()}-${pad(ahead.getMonth() + 1)}-${pad(ahead.getDate())}`;
    expect(await page.getByLabel('Datum').inputValue()).toBe(expectedDate);
    await page.getByLabel('Tid').fill('08:15');
    await page.getByLabel('Upprepa varje vecka i ett år').check();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Skapa kalenderfil' }).click()]);
    expect(download.suggestedFilename()).toBe('reminder.ics');
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    const compact = expectedDate.replaceAll('-', '');
    expect(unfolded).toContain(`DTSTART;TZID=Europe/Stockholm:${compact}T081500`);
    expect(unfolded).toContain(`DTEND;TZID=Europe/Stockholm:${compact}T082000`);
    expect(unfolded).toMatch(/RRULE:FREQ=WEEKLY;UNTIL=\d{8}T235959Z/);
    expect(unfolded).toMatch(/BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:.+\r\nTRIGGER:-PT5M\r\nEND:VALARM/);
    expect(unfolded).toContain('SUMMARY:Påminnelse: rapportera i Symptoms');
    await page.getByText('Kalenderfilen reminder.ics är skapad.', { exact: false }).waitFor();
    await screenshots(page, 'reminder');
    await context.close();
  });
});
