import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;
/** Unique per run (12 characters: never the 20–23 of a draft id), so a rerun after a failure starts clean. */
const promId = `e2e-${Date.now().toString(36)}`;

const apiAs = async (email: string) => (await demoApi(baseUrl, email)).call;

/** CSV as Swedish Excel reads it: `;` between cells, quotes undone (enough for the cells this journey writes). */
const cells = (line: string) => line.split(';').map((c) => c.replace(/^"|"$/g, ''));

describe('PROM authoring and the group export', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // Leave the demo as it was: the patient's report purged, the authored PROM deleted.
    const researcher = await apiAs('researcher@example.com');
    await researcher('DELETE', `/proms/${promId}`);
    await browser?.close();
  });

  it('a researcher authors a two-question PROM with a conditional, previews it stepwise, saves it, and exports the group', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE', acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'researcher@example.com');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/admin/proms`);
    await page.getByRole('heading', { name: 'Formulär', level: 1 }).waitFor();
    await page.getByText('PHQ-9').first().waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'prom-authoring-list-sv');

    // Metadata and the Swedish language version's header.
    await page.getByRole('link', { name: 'Nytt formulär' }).click();
    await page.getByRole('heading', { name: 'Nytt formulär', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: /^Id/ }).fill(promId);
    await page.getByRole('textbox', { name: /^Originalnamn/ }).fill('Rökvanor');
    await page.getByRole('textbox', { name: /^Rubrik/ }).fill(`Rökvanor ${promId}`);
    await page.getByRole('textbox', { name: /^Begrepp/ }).fill('Rökning');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'prom-authoring-meta-sv');
    await page.getByRole('button', { name: 'Spara och fortsätt till frågorna' }).click();

    // Two questions; "Nej" on the first ends the questionnaire.
    await page.getByRole('heading', { name: `Frågor i Rökvanor ${promId}`, level: 1 }).waitFor();
    await toastsGone(page);
    await page.getByRole('button', { name: 'Lägg till fråga' }).click();
    const q1 = page.getByTestId('question-1');
    await q1.getByRole('textbox', { name: /^Fråga/ }).fill('Röker du?');
    await q1.getByRole('button', { name: 'Lägg till svar' }).click();
    await q1.getByRole('textbox', { name: 'Svar 1' }).fill('Nej');
    await q1.getByRole('button', { name: 'Lägg till svar' }).click();
    await q1.getByRole('textbox', { name: 'Svar 2' }).fill('Ja');
    await q1.getByRole('button', { name: 'Lägg till villkor' }).click();
    await page.getByRole('button', { name: 'Lägg till fråga' }).click();
    const q2 = page.getByTestId('question-2');
    await q2.getByRole('textbox', { name: /^Fråga/ }).fill('Hur många cigaretter röker du per dag?');
    await q2.getByRole('button', { name: 'Lägg till svar' }).click();
    await q2.getByRole('textbox', { name: 'Svar 1' }).fill('Högst 10');
    await q2.getByRole('button', { name: 'Lägg till svar' }).click();
    await q2.getByRole('textbox', { name: 'Svar 2' }).fill('Fler än 10');

    // The preview is the patient's stepwise questionnaire: "Ja" goes on to question 2, "Nej" to the end.
    const preview = page.getByRole('region', { name: 'Förhandsvisning' });
    await preview.getByText('Röker du?').waitFor();
    await preview.getByRole('radio', { name: 'Ja' }).check();
    await preview.getByRole('button', { name: 'Nästa' }).click();
    await preview.getByText('Hur många cigaretter röker du per dag?').waitFor();
    await preview.getByRole('button', { name: 'Föregående' }).click();
    await preview.getByRole('radio', { name: 'Nej' }).check();
    await preview.getByRole('button', { name: 'Nästa' }).click();
    await preview.getByRole('heading', { name: 'Slut på frågorna' }).waitFor();
    expect(await preview.getByText('Hur många cigaretter röker du per dag?').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'prom-authoring-questions-sv');

    await page.getByRole('button', { name: 'Spara språkversionen' }).click();
    await page.getByRole('heading', { name: 'Formulär', level: 1 }).waitFor();
    await page.getByText(`Rökvanor ${promId}`).waitFor();
    await toastsGone(page);

    // The saved PROM as the server has it: ids prefixed, the conditional on "Nej".
    const researcher = await apiAs('researcher@example.com');
    const saved = (await (await researcher('GET', `/proms/${promId}/versions/sv`)).json()) as {
      Meta: { Version: number };
      Prom: { Questions: { Id: string; Conditionals: { CompareAnswerId: string; RedirectQuestionId: unknown }[] }[] };
    };
    expect(saved.Meta.Version).toBe(1);
    expect(saved.Prom.Questions.map((q) => q.Id)).toEqual(['Q1-', 'Q2-']);
    expect(saved.Prom.Questions[0]!.Conditionals).toEqual([expect.objectContaining({ CompareAnswerId: 'Q1A1-', RedirectQuestionId: 0 })]);

    // The demo patient (in the study group) answers it; the export of the group carries the answer.
    const patient = await apiAs('patient@example.com');
    const report = await patient('POST', '/my/promreports', {
      PromId: promId,
      Answers: [
        { QuestionId: 'Q1-', AnswerId: 'Q1A2-' },
        { QuestionId: 'Q2-', AnswerId: 'Q2A2-' },
      ],
    });
    expect(report.status).toBe(201);
    const reportId = ((await report.json()) as { Id: string }).Id;
    try {
      // Exports have a screen of their own (Exportera data in the menu).
      await page.getByRole('link', { name: 'Exportera data' }).first().click();
      await page.getByRole('heading', { name: 'Exportera data', level: 1 }).waitFor();
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Exportera' }).click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(/^Region-Exempel-.+-\d{8}-\d{6}\.zip$/);
      const zip = unzipSync(new Uint8Array(await readFile((await file.path())!)));
      const csvName = Object.keys(zip).find((name) => name.endsWith(`-${promId}.csv`))!;
      expect(csvName).toBeDefined();
      const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(zip[csvName]);
      expect(csv.startsWith('\uFEFF')).toBe(true);
      const lines = csv.slice(1).trim().split('\r\n');
      expect(cells(lines[0]!)).toEqual([
        'Personnummer',
        'PatientId',
        'PromReportId',
        'LanguageId',
        'CreatedDate',
        'CompletedDate',
        'Score',
        'NormalizedScore',
        'Q1-',
        'Q2-',
      ]);
      const row = lines.map(cells).find((c) => c[2] === reportId)!;
      expect(row[0]).toBe('191212121212');
      expect(row.slice(8)).toEqual(['1', '1']);
      await screenshots(page, 'prom-authoring-export-sv');

      // English.
      await page.getByRole('link', { name: 'Formulär' }).first().click();
      await page.getByRole('heading', { name: 'Formulär', level: 1 }).waitFor();
      await changeLanguage(page, /Erik Berg/, 'English');
      await page.getByRole('heading', { name: 'Questionnaires', level: 1 }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, 'prom-authoring-list-en');
      await page.goto(`${baseUrl}/admin/proms/edit/${promId}/questions?lang=sv`);
      await page.getByRole('heading', { name: `Questions of Rökvanor ${promId}`, level: 1 }).waitFor();
      await page.getByRole('region', { name: 'Preview' }).getByText('Röker du?').waitFor();
      await screenshots(page, 'prom-authoring-questions-en');
      await page.goto(`${baseUrl}/admin/proms/edit/${promId}`);
      await page.getByRole('heading', { name: /^Edit/, level: 1 }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, 'prom-authoring-meta-en');
      await changeLanguage(page, /Erik Berg/, 'Svenska');
    } finally {
      expect((await patient('POST', `/my/promreports/${reportId}/delete`, {})).status).toBe(204);
      expect((await patient('DELETE', `/my/promreports/${reportId}`)).status).toBe(204);
    }
    expect((await researcher('DELETE', `/proms/${promId}`)).status).toBe(204);
    await context.close();
  });
});
