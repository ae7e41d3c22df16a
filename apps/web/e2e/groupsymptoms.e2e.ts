import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { stockholmDay } from '@symptoms/domain';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

const apiAs = async (email: string) => (await demoApi(baseUrl, email)).call;

/** A stroke of marks on the lower back, as the study's patient draws one. */
const stroke = Array.from({ length: 30 }, (_, i) => ({
  X: 100_125 + (i % 6) * 60,
  Y: 110_500 + Math.floor(i / 6) * 80,
  Z: 99_250,
  Size: 100,
}));

describe('the group’s symptom map', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the researcher opens the map from the menu, chooses the days and sees the study’s marks, in Swedish and English', async () => {
    // The study's demo patient reports a symptom; ended, trashed and purged again at the end (the report goes with it).
    const patient = await apiAs('patient@example.com');
    const made = await patient('POST', '/my/symptomreports', {
      Model: 'male',
      Symptoms: [
        {
          Symptom: { Name: 'Ryggvärk (karta)', Description: null },
          Type: 'pain',
          CameraPosition: { X: 100_000, Y: 109_000, Z: 60_000 },
          SymptomPoints: stroke,
          BodyPart: 'lower back',
          Intensity: 7,
          Note: null,
        },
      ],
    });
    expect(made.status).toBe(201);
    const symptomId = ((await made.json()) as { Symptoms: { SymptomId: string }[] }).Symptoms[0]!.SymptomId;

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'researcher@example.com');
    await page.getByRole('link', { name: 'Gruppens symtomkarta' }).first().click();
    await expect.poll(() => page.url()).toMatch(/\/admin\/groupsymptoms$/);
    await page.getByRole('heading', { level: 1, name: 'Gruppens symtomkarta' }).waitFor();

    // Stockholm days, as the page counts them: near midnight UTC days made the range 367 days (refused) or left today out.
    const from = stockholmDay(Date.now() - 365 * 86_400_000);
    await page.getByLabel('Från och med').fill(from);
    await expect.poll(() => page.url()).toMatch(new RegExp(`/admin/groupsymptoms/male/${from}/\\d{4}-\\d{2}-\\d{2}$`));
    await page.getByText(/^1 symtomrapport från 1 patient,/).waitFor();
    await page.getByRole('heading', { name: 'Förklaring' }).waitFor();
    await page.getByRole('button', { name: 'Bak' }).click();
    await page.waitForTimeout(1500);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'groupsymptoms-sv');

    await page.getByLabel('Från och med').fill('2020-01-01');
    await page.getByLabel('Till och med').fill('2020-01-31');
    await page.getByText('Inga symtom är markerade på den här kroppsfiguren under de valda dagarna.').waitFor();
    await screenshots(page, 'groupsymptoms-empty-sv');

    await page.getByLabel('Från och med').fill(from);
    await page.getByLabel('Till och med').fill(stockholmDay(Date.now()));
    await changeLanguage(page, /Erik Berg/, 'English');
    await page.getByRole('heading', { level: 1, name: 'Group symptom map' }).waitFor();
    await page.getByRole('heading', { name: 'Legend' }).waitFor();
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForTimeout(1500);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'groupsymptoms-en');
    await changeLanguage(page, /Erik Berg/, 'Svenska');
    await page.getByRole('heading', { level: 1, name: 'Gruppens symtomkarta' }).waitFor();
    await context.close();

    expect((await patient('POST', `/my/symptoms/${symptomId}/close`)).status).toBe(200);
    expect((await patient('POST', `/my/symptoms/${symptomId}/delete`)).status).toBe(204);
    expect((await patient('POST', '/my/trash/purge', { Ids: [symptomId] })).status).toBe(200);
  });
});
