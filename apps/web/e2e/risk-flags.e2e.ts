import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { changeLanguage, launchBrowser, logIn, PHONE, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

type Api = Awaited<ReturnType<typeof demoApi>>;

const SV = {
  title: 'Svaren kan tyda på risk för självskada',
  todo: 'Kontakta patienten och gör en riskbedömning enligt er rutin.',
  answered: /PHQ-9, besvarad \d{1,2} \p{L}+ \d{4} kl\. \d\d:\d\d/u,
};
const EN = {
  title: 'The answers may indicate a risk of self-harm',
  todo: "Contact the patient and assess the risk according to your unit's routine.",
  answered: /PHQ-9, answered \d{1,2} \p{L}+ \d{4}, \d\d:\d\d/u,
};

async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

/** The flag names the report and when (in words), links to it, and says what to do. */
async function expectFlag(flag: Locator, words: typeof SV, reportId: string): Promise<void> {
  await flag.getByText(words.title).waitFor();
  const text = (await flag.textContent()) ?? '';
  expect(text).toMatch(words.answered);
  expect(text).toContain(words.todo);
  expect(text).not.toMatch(/\d{4}-\d\d-\d\d/);
  expect(await flag.getByRole('link', { name: 'PHQ-9' }).getAttribute('href')).toMatch(new RegExp(`/promreports/${reportId}$`));
}

describe('a PHQ-9 item 9 answer is flagged where the physician looks first', () => {
  let patient: Api;
  let reportId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    patient = await demoApi(baseUrl, 'patient@example.com');
    // Item 9 "several days" (the second answer everywhere), shared with the physician with questionnaires.
    const prom = (await (await patient.call('GET', '/proms/phq9')).json()) as { Questions: { Id: string; Answers: { Id: string }[] }[] };
    const made = await patient.call('POST', '/my/promreports', {
      PromId: 'phq9',
      Answers: prom.Questions.map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[1]!.Id })),
    });
    expect(made.status, await made.clone().text()).toBe(201);
    reportId = ((await made.json()) as { Id: string }).Id;
    const share = await patient.call('POST', '/my/shares', { ShareWithEmail: 'physician@example.com', Notes: false });
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

  it('on the list, the overview and the questionnaires, in Swedish and English, read into the patient’s log', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'physician@example.com');
    await page.waitForURL(/\/admin\/patients$/);
    const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Tolvan Tolvansson' }) });
    await expectFlag(row.getByTestId('risk-flag'), SV, reportId);
    await look(page, 'risk-flag-list');

    await row.getByRole('link', { name: 'Tolvan Tolvansson' }).click();
    await page.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
    await expectFlag(page.getByTestId('risk-flag'), SV, reportId);
    await look(page, 'risk-flag-overview');

    await page.getByRole('navigation', { name: 'Patientens sidor' }).getByRole('link', { name: 'Formulär', exact: true }).click();
    await page.getByRole('heading', { name: 'Formulärsvar', level: 1 }).waitFor();
    await expectFlag(page.getByTestId('risk-flag'), SV, reportId);
    await look(page, 'risk-flag-promreports');

    // The flag's link opens the report itself, with the same words.
    await page.getByTestId('risk-flag').getByRole('link', { name: 'PHQ-9' }).click();
    await page.waitForURL(new RegExp(`/promreports/${reportId}$`));
    await page.getByRole('alert').getByText(SV.title).waitFor();

    await changeLanguage(page, /Karin Lund/, 'English');
    await page.getByRole('alert').getByText(EN.title).waitFor();
    await page.goto(`${baseUrl}/admin/patients`);
    const rowEn = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Tolvan Tolvansson' }) });
    await expectFlag(rowEn.getByTestId('risk-flag'), EN, reportId);
    await look(page, 'risk-flag-list-en');
    await rowEn.getByRole('link', { name: 'Tolvan Tolvansson' }).click();
    await expectFlag(page.getByTestId('risk-flag'), EN, reportId);
    await look(page, 'risk-flag-overview-en');
    await changeLanguage(page, /Karin Lund/, 'Svenska');
    await page.getByTestId('risk-flag').getByText(SV.title).waitFor();

    // Every look at the flag read the report under the physician's grant: it is in the patient's log.
    const others = await (await patient.call('GET', '/my/auditlogs/others/0/50')).text();
    expect(others).toContain(reportId);
    await context.close();
  });
});
