import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { changeLanguage, DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

type Api = Awaited<ReturnType<typeof demoApi>>;

async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

describe('a physician reads one PROM report of a patient who shared questionnaires', () => {
  let patient: Api;
  let reportId = '';
  let questionCount = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    patient = await demoApi(baseUrl, 'patient@example.com');
    // A PHQ-9 with the second answer everywhere: item 9 "several days", which calls for follow-up.
    const prom = (await (await patient.call('GET', '/proms/phq9')).json()) as { Questions: { Id: string; Answers: { Id: string }[] }[] };
    questionCount = prom.Questions.length;
    const made = await patient.call('POST', '/my/promreports', {
      PromId: 'phq9',
      Answers: prom.Questions.map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[1]!.Id })),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    reportId = ((await made.json()) as { Id: string }).Id;
    const share = await patient.call('POST', '/my/shares', {
      ShareWithEmail: 'physician@example.com',
      PromReports: true,
      StatusReports: false,
      SymptomReports: false,
      Notes: false,
    });
    expect(share.status, await share.clone().text()).toBeLessThan(300);
  });

  afterAll(async () => {
    // The demo patient as the other journeys expect: no share, and this report purged for good.
    const shares = (await (await patient.call('GET', '/my/shares')).json()) as { ShareId: string }[];
    for (const s of shares) await patient.call('DELETE', `/my/shares/${s.ShareId}`);
    if (reportId) {
      await patient.call('POST', `/my/promreports/${reportId}/delete`, {});
      await patient.call('POST', '/my/trash/purge', { Ids: [reportId] });
    }
    await browser?.close();
  });

  it('opens the report from the questionnaire’s answers: the answers as given, none changeable, and what to do about item 9', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'physician@example.com');
    await page.waitForURL(/\/admin\/patients$/);
    await page.getByRole('link', { name: 'Tolvan Tolvansson' }).click();
    await page.getByRole('navigation', { name: 'Patientens sidor' }).getByRole('link', { name: 'Formulär', exact: true }).click();
    // The questionnaire in the list (the risk flag above it links to the report itself).
    await page.getByRole('listitem').getByRole('link', { name: 'PHQ-9' }).click();
    await page.getByRole('heading', { name: 'PHQ-9', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Visa svar' }).first().click();
    await page.waitForURL(new RegExp(`/promreports/${reportId}$`));
    await page.getByRole('heading', { name: 'PHQ-9', level: 1 }).waitFor();
    await page.getByRole('alert').getByText('Svaren kan tyda på risk för självskada').waitFor();
    const radios = page.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(questionCount);
    for (const radio of await radios.all()) expect(await radio.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { checked: true }).count()).toBe(questionCount);
    expect(await page.getByRole('button', { name: /Spara/ }).count()).toBe(0);
    await look(page, 'patient-promreport');

    await changeLanguage(page, /Karin Lund/, 'English');
    await page.getByRole('alert').getByText('The answers may indicate a risk of self-harm').waitFor();
    await look(page, 'patient-promreport-en');
    await changeLanguage(page, /Karin Lund/, 'Svenska');
    await page.getByRole('alert').getByText('Svaren kan tyda på risk för självskada').waitFor();
    // The read is in the patient's log as the physician's.
    const others = await (await patient.call('GET', '/my/auditlogs/others/0/20')).text();
    expect(others).toContain(reportId);
    await context.close();
  });
});
