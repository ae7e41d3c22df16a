import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

const NOTE = 'Sov bättre efter kvällspromenaden.';
const STUDY = { org: 'exempel', group: 'halsa-i-vardagen' };

type Api = Awaited<ReturnType<typeof demoApi>>;

/** Looks at a page: no serious accessibility findings, and its screenshots at both widths. */
async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

/** The text of the focused element: after a navigation, the new page's main heading. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

/** Exports the kind chosen on the screen and answers the downloaded zip's files as text, by name. */
async function download(page: Page, button: string): Promise<{ name: string; files: Record<string, string> }> {
  const arrived = page.waitForEvent('download');
  await page.getByRole('button', { name: button, exact: true }).click();
  const file = await arrived;
  const zip = unzipSync(new Uint8Array(await readFile((await file.path())!)));
  const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).replace(/^\uFEFF/, '');
  return { name: file.suggestedFilename(), files: Object.fromEntries(Object.entries(zip).map(([n, b]) => [n, decode(b)])) };
}

const fileEnding = (files: Record<string, string>, ending: string) => files[Object.keys(files).find((n) => n.endsWith(ending))!]!;

describe('a statistician exports the study’s data', () => {
  let patient: Api;
  let admin: Api;
  let contractId: string | null = null;
  let noteId: string | null = null;
  /** The screening report this journey made (removed afterwards), if it had to make one. */
  let reportId: string | null = null;
  /** The screening report the export must hold. */
  let screeningId: string | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
    patient = await demoApi(baseUrl, 'patient@example.com');
    admin = await demoApi(baseUrl, 'admin@example.com', { ...STUDY, role: 'admin' });
    // The study's consent never names notes: an optional consent of the study that does, which the demo patient gives.
    const made = await admin.identity('POST', '/my/group/contracts', {
      Descriptor: 'anteckningar',
      Index: 5,
      Active: true,
      Required: false,
      RequiredRead: false,
      TermsOfService: false,
      DataProcessing: false,
      Underage: false,
      StatusReports: false,
      SymptomReports: false,
      PromReports: false,
      Notes: true,
      Texts: [
        {
          Language: 'sv',
          Title: 'Dina anteckningar i studien',
          Description: 'Studien får läsa dina anteckningar.',
          Sections: [{ Title: 'Anteckningar', Index: 0, Paragraphs: [{ Text: 'Forskarna får läsa det du skriver.', Index: 0 }] }],
        },
      ],
    });
    expect(made.status, await made.clone().text()).toBe(201);
    contractId = ((await made.json()) as { Id: string }).Id;
    const offered = (await (await patient.identity('GET', '/my/group/contracts/sv')).json()) as { Id: string; ContractId: string }[];
    const consent = await patient.identity('POST', `/my/group/contracts/${offered.find((c) => c.ContractId === contractId)!.Id}/consent`);
    expect(consent.status, await consent.clone().text()).toBe(200);

    const note = await patient.call('POST', '/my/notes', { Content: NOTE });
    expect(note.status).toBe(201);
    noteId = ((await note.json()) as { Id: string }).Id;
    // The study's screening questionnaire, each question's first answer.
    const prom = (await (await patient.call('GET', '/proms/screening')).json()) as {
      Questions: { Id: string; Answers: { Id: string }[] }[];
    };
    // The screening is filled once: an earlier journey (proms.e2e.ts) may have filled it, and then that report is exported.
    const existing = ((await (await patient.call('GET', '/my/promreports')).json()) as { Id: string; PromId: string }[]).find(
      (r) => r.PromId === 'screening',
    );
    if (existing) screeningId = existing.Id;
    else {
      const report = await patient.call('POST', '/my/promreports', {
        PromId: 'screening',
        Answers: prom.Questions.filter((q) => q.Answers.length > 0).map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[0]!.Id })),
      });
      expect(report.status, await report.clone().text()).toBe(201);
      reportId = ((await report.json()) as { Id: string }).Id;
      screeningId = reportId;
    }
  });

  afterAll(async () => {
    // The demo as the other journeys expect it: the note and report purged, the extra consent gone.
    if (noteId) await patient.call('POST', `/my/notes/${noteId}/delete`);
    if (reportId) await patient.call('POST', `/my/promreports/${reportId}/delete`, {});
    const purge = [noteId, reportId].filter((id) => id !== null);
    if (purge.length > 0) expect((await patient.call('POST', '/my/trash/purge', { Ids: purge })).status).toBeLessThan(300);
    if (contractId) expect((await admin.identity('DELETE', `/contracts/${contractId}`)).status).toBe(204);
    await browser?.close();
  });

  it('opens Exportera data from the menu, downloads the questionnaire answers and the notes with their codebook, in Swedish and English', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE', acceptDownloads: true });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'statistician@example.com');
    await page.waitForURL(/\/welcome$/);
    await page.getByRole('link', { name: 'Exportera data' }).first().click();
    await page.waitForURL(/\/admin\/exports$/);
    await page.getByRole('heading', { name: 'Exportera data', level: 1 }).waitFor();
    await expect.poll(() => focused(page)).toBe('H1 Exportera data');
    await look(page, 'exports-sv');

    // Questionnaire answers (the default): a zip of one CSV per questionnaire of the study, its JSON and the codebook.
    const proms = await download(page, 'Exportera');
    expect(proms.name).toMatch(/^Region-Exempel-.+-\d{8}-\d{6}\.zip$/);
    const screening = fileEnding(proms.files, '-screening.csv').split('\r\n');
    expect(screening.some((line) => line.includes(screeningId!) && line.startsWith('191212121212;'))).toBe(true);
    expect(fileEnding(proms.files, '-kodbok.csv').split('\r\n')[0]).toBe('Fil;Kolumn;Betydelse;Meaning;Värden;Values');
    await page.getByRole('status').getByText(`${proms.name} har laddats ner.`).waitFor();

    // Notes: only participants whose consent names notes, the note as written.
    await page.getByRole('radio', { name: 'Anteckningar' }).check();
    const notes = await download(page, 'Exportera');
    expect(notes.name).toMatch(/^Region-Exempel-.+-\d{8}-\d{6}-notes\.zip$/);
    const rows = fileEnding(notes.files, '-notes.csv').split('\r\n');
    expect(rows[0]).toBe('Personnummer;PatientId;NoteId;CreatedDate;ModifiedDate;Text');
    expect(rows.find((line) => line.includes(noteId!))).toMatch(new RegExp(`^191212121212;.*;${NOTE}$`));
    await look(page, 'exports-notes-downloaded-sv');

    // English: days with no data say so, and nothing is downloaded.
    await changeLanguage(page, /Sara Lind/, 'English');
    await page.getByRole('heading', { name: 'Export data', level: 1 }).waitFor();
    await page.getByRole('radio', { name: 'Notes' }).check();
    await page.getByLabel('From', { exact: true }).fill('2001-01-01');
    await page.getByLabel('To (inclusive)').fill('2001-01-31');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('alert').getByText('No data found for the given interval.').waitFor();
    await look(page, 'exports-no-data-en');
    await changeLanguage(page, /Sara Lind/, 'Svenska');
    await context.close();
  });
});
