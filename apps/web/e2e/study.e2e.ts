import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { StudySchemaView, StudyTaskInput } from '@symptoms/domain';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

const apiAs = async (email: string) => (await demoApi(baseUrl, email)).call;

const asInput = (schema: StudySchemaView): StudyTaskInput[] =>
  schema.Tasks.map(({ GroupId: _g, OrganizationId: _o, StudyTaskNotifications, ...task }) => ({
    ...task,
    StudyTaskNotifications: StudyTaskNotifications.map(({ StudyTaskId: _s, ...n }) => n),
  }));

describe('a study: schema, tasks, adherence and PROM requests', () => {
  let researcher: Awaited<ReturnType<typeof apiAs>>;
  let patient: Awaited<ReturnType<typeof apiAs>>;
  let seeded: StudySchemaView;

  beforeAll(async () => {
    browser = await launchBrowser();
    researcher = await apiAs('researcher@example.com');
    patient = await apiAs('patient@example.com');
    seeded = (await (await researcher('GET', '/my/group/study-tasks')).json()) as StudySchemaView;
    // After the questionnaire the patient is to be taken on to a second task: a symptom report, also due today.
    const withSymptoms = await researcher('PUT', '/my/group/study-tasks', {
      Version: seeded.Version,
      Tasks: [
        ...asInput(seeded),
        {
          DaysAfterInclusion: 0,
          Priority: 5,
          AllowedDaysBefore: 0,
          AllowedDaysAfter: 2,
          Automatic: true,
          CardText: 'Rapportera dina symtom i dag',
          ModalHeader: null,
          ModalText: null,
          ModalButtonText: null,
          Action: 'symptoms',
          ActionLink: null,
          PromId: null,
          PromReference: null,
          StudyTaskNotifications: [],
        },
      ],
    });
    expect(withSymptoms.status).toBe(200);
  });

  afterAll(async () => {
    // The demo accounts as they were: the seeded schema, no GAD-7 report, no request of ours.
    const now = (await (await researcher('GET', '/my/group/study-tasks')).json()) as StudySchemaView;
    await researcher('PUT', '/my/group/study-tasks', { Version: now.Version, Tasks: asInput(seeded) });
    const requests = (await (await researcher('GET', '/admin/promrequests')).json()) as { PromRequestId: string; Purpose: string }[];
    for (const r of requests.filter((x) => x.Purpose === 'Uppföljning i studien'))
      await researcher('DELETE', `/research/promrequests/${r.PromRequestId}`);
    const reports = (await (await patient('GET', '/my/promreports')).json()) as { Id: string; PromId: string }[];
    for (const r of reports.filter((x) => x.PromId === 'gad7')) {
      await patient('POST', `/my/promreports/${r.Id}/delete`, {});
      await patient('POST', '/my/trash/purge', { Ids: [r.Id] });
    }
    await browser?.close();
  });

  it('the researcher adds GAD-7 as the day-0 task; the patient is taken through it stepwise and on to the next task; the researcher sees it done', async () => {
    const staff = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await staff.newPage();
    await logIn(page, baseUrl, 'researcher@example.com');
    // The researcher's landing page is the research overview.
    await page.waitForURL(/\/admin\/research$/);
    await page.getByRole('heading', { level: 1, name: /Forskning/ }).waitFor();
    await page.getByRole('link', { name: 'Redigera studieschemat' }).click();
    await page.getByRole('heading', { level: 1, name: 'Studieschema' }).waitFor();
    await page.getByRole('region', { name: /^Uppgift 1:/ }).waitFor();
    const before = await page.getByRole('region', { name: /^Uppgift \d+/ }).count();
    await page.getByRole('button', { name: 'Lägg till uppgift' }).click();
    const task = page.getByRole('region', { name: new RegExp(`^Uppgift ${before + 1}:`) });
    await task.getByRole('textbox', { name: 'Dagar efter inklusion' }).fill('0');
    await task.getByRole('textbox', { name: 'Prioritet' }).fill('0');
    await task.getByLabel(/^Formulär(\s*\*)?$/).click();
    await page.getByRole('option', { name: /GAD-7/ }).click();
    await task.getByRole('textbox', { name: 'Text på kortet' }).fill('Fyll i GAD-7 om oro och ångest');
    await task.getByRole('textbox', { name: 'Rubrik i dialogen' }).fill('Dags för dagens formulär');
    await task.getByRole('button', { name: 'Lägg till påminnelse' }).click();
    await task.getByRole('textbox', { name: 'Påminnelsens text' }).fill('Glöm inte GAD-7 i Hälsa i vardagen');
    await task.getByRole('textbox', { name: 'REDCap-variabel' }).fill('gad7_day0');
    await page.getByRole('button', { name: 'Spara schemat' }).click();
    await page.getByText('Schemat är sparat.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await toastsGone(page);
    await screenshots(page, 'study-schema');

    // The patient: the task is due today and first; done stepwise, the app goes on to the next task.
    const own = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const me = await own.newPage();
    await logIn(me, baseUrl, 'patient@example.com');
    await me.waitForURL(/\/welcome/);
    await me
      .getByRole('link', { name: /^Studie/ })
      .first()
      .click();
    await me.getByRole('heading', { level: 1, name: 'Studieuppgifter' }).waitFor();
    const first = me.getByRole('button', { name: /^Fyll i GAD-7 om oro och ångest/ });
    await first.waitFor();
    expect(await seriousAccessibilityViolations(me)).toEqual([]);
    await screenshots(me, 'study-tasks');
    await first.click();
    const dialog = me.getByRole('dialog', { name: 'Dags för dagens formulär' });
    await dialog.getByRole('button', { name: 'Börja' }).click();
    await me.waitForURL(/\/promreport\/edit\/gad7/);
    await me.locator('label', { hasText: 'En fråga i taget' }).click();
    const next = me.getByRole('button', { name: 'Nästa' });
    for (let question = 1; question <= 7; question++) {
      await me.getByRole('heading', { level: 2, name: new RegExp(`^${question}\\. `) }).waitFor();
      // GAD-7 is shipped in English only.
      await me.getByRole('radio', { name: /^(Inte alls|Not at all)$/ }).check();
      await next.click();
    }
    // Question 8 (how difficult) is optional.
    await me.getByRole('heading', { level: 2, name: /^8\. / }).waitFor();
    await next.click();
    await me.getByRole('heading', { name: 'Slut på frågorna' }).waitFor();
    await screenshots(me, 'study-prom-end');
    await me.getByRole('button', { name: 'Spara formuläret' }).click();
    // The symptom report is the next due task.
    await me.waitForURL(/\/symptomreport/);
    await me.goto(`${baseUrl}/study-schemas`);
    await me
      .getByText(/^Klar \d+ \w+ \d{4}$/)
      .first()
      .waitFor();
    await screenshots(me, 'study-tasks-done');

    // The researcher's adherence list has the patient with the task done.
    await page.goto(`${baseUrl}/admin/research`);
    const row = page.getByRole('row', { name: /Tolvan Tolvansson/ });
    await row.waitFor();
    expect(await row.getByText(/^Klar /).count()).toBeGreaterThan(0);
    // A task's column names its questionnaire by title, not by id.
    expect(await page.getByRole('columnheader', { name: /GAD-7/ }).count()).toBeGreaterThan(0);
    expect(await page.getByRole('columnheader', { name: /· gad7$/ }).count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'study-research');

    // Sent by personnummer, the request shows on the patient's open PROM page without a reload.
    await me.goto(`${baseUrl}/proms`);
    await me.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto(`${baseUrl}/admin/prom-requests`);
    await page.getByRole('heading', { level: 1, name: 'Formulärförfrågningar' }).waitFor();
    const form = page.getByRole('form', { name: 'Ny formulärförfrågan' });
    await form.getByRole('textbox', { name: /Deltagarens personnummer/ }).fill('19121212-1212');
    await form.getByLabel(/^Formulär(\s*\*)?$/).click();
    await page.getByRole('option', { name: /PHQ-9/ }).click();
    await form.getByRole('textbox', { name: /^Syfte/ }).fill('Uppföljning i studien');
    await form.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await page.getByText('Förfrågan är skickad.').waitFor();
    await page.getByRole('cell', { name: 'Uppföljning i studien' }).first().waitFor();
    await me.getByText('Uppföljning i studien').waitFor({ timeout: 15_000 });
    await screenshots(me, 'study-request-patient');
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'study-prom-requests');

    // The same screens in English.
    await changeLanguage(page, /Erik Berg/, 'English');
    await page.getByRole('heading', { level: 1, name: 'Questionnaire requests' }).waitFor();
    await screenshots(page, 'study-prom-requests-en');
    await page.goto(`${baseUrl}/admin/research`);
    await page.getByRole('heading', { level: 1, name: /Research/ }).waitFor();
    await screenshots(page, 'study-research-en');
    await page.goto(`${baseUrl}/admin/study-schema`);
    await page.getByRole('heading', { level: 1, name: 'Study schema' }).waitFor();
    await screenshots(page, 'study-schema-en');
    await changeLanguage(page, /Erik Berg/, 'Svenska');
    await changeLanguage(me, /Tolvan Tolvansson/, 'English');
    // Within the app (a reload could come before the language is saved on the account).
    await me
      .getByRole('link', { name: /^Study/ })
      .first()
      .click();
    await me.getByRole('heading', { level: 1, name: 'Study tasks' }).waitFor();
    await screenshots(me, 'study-tasks-en');
    await changeLanguage(me, /Tolvan Tolvansson/, 'Svenska');
  });
});
