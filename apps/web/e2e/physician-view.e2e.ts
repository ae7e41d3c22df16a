import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

const apiAs = (email: string) => demoApi(baseUrl, email);

type Api = Awaited<ReturnType<typeof apiAs>>;

async function made<T>(response: Promise<Response>): Promise<T> {
  const done = await response;
  expect(done.status, await done.clone().text()).toBeLessThan(300);
  return (await done.json()) as T;
}

const SYMPTOM_REPORT = {
  Model: 'male',
  Symptoms: [
    {
      Symptom: { Name: 'Magont i e2e', Description: null },
      Type: 'pain',
      CameraPosition: { X: 100_000, Y: 101_000, Z: 112_500 },
      // Around the middle of the stomach (the figure's own anchor of the part), seen from the front.
      SymptomPoints: [
        { X: 100_045, Y: 110_499, Z: 101_245, Size: 100 },
        { X: 100_245, Y: 110_599, Z: 101_215, Size: 100 },
        { X: 99_845, Y: 110_399, Z: 101_215, Size: 100 },
        { X: 100_045, Y: 110_799, Z: 101_225, Size: 100 },
      ],
      BodyPart: 'stomach',
      Intensity: 6,
      Note: null,
    },
  ],
};

/** Looks at a page: no serious accessibility findings, and its screenshots at both widths. */
async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

/** Puts the demo patient back as the journeys expect: the report and the symptom made here purged for good. */
async function restore(patient: Api, ids: { status: string; report: string; symptom: string }): Promise<void> {
  await patient.call('POST', `/my/statusreports/${ids.status}/delete`, {});
  await patient.call('POST', `/my/symptomreports/${ids.report}/delete`, {});
  await patient.call('POST', `/my/symptoms/${ids.symptom}/close`, {});
  await patient.call('POST', `/my/symptoms/${ids.symptom}/delete`, {});
  await patient.call('POST', '/my/trash/purge', { Ids: [ids.status, ids.report, ids.symptom] });
  const shares = (await (await patient.call('GET', '/my/shares')).json()) as { ShareId: string }[];
  for (const share of shares) await patient.call('DELETE', `/my/shares/${share.ShareId}`);
}

describe('the physician’s view of a patient', () => {
  let patientApi: Api;
  let ids: { status: string; report: string; symptom: string } | null = null;
  let patient: Page;
  let physician: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    patientApi = await apiAs('patient@example.com');
  });
  afterAll(async () => {
    if (ids) await restore(patientApi, ids);
    await browser?.close();
  });

  it('the patient shares status and symptoms; the physician lands on the patient list and opens the dashboard', async () => {
    const status = await made<{ Id: string }>(
      patientApi.call('POST', '/my/statusreports', {
        Items: [
          { Type: 'pain', Intensity: 6 },
          { Type: 'tiredness', Intensity: 4 },
          { Type: 'anxiety', Intensity: 3 },
          { Type: 'stress', Intensity: 5 },
        ],
      }),
    );
    const report = await made<{ Id: string; Symptoms: { SymptomId: string }[] }>(
      patientApi.call('POST', '/my/symptomreports', SYMPTOM_REPORT),
    );
    ids = { status: status.Id, report: report.Id, symptom: report.Symptoms[0]!.SymptomId };
    // The patient shares status and symptoms (not questionnaires or notes) with the demo physician.
    const patientContext = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    patient = await patientContext.newPage();
    await logIn(patient, baseUrl, 'patient@example.com');
    await patient.waitForURL(/\/welcome$/);
    await patient.goto(`${baseUrl}/shares`);
    await patient.getByRole('heading', { name: 'Delningar', level: 1 }).waitFor();
    await patient.locator('label', { hasText: 'E-post' }).click();
    await patient.getByRole('textbox', { name: 'Vårdgivarens e-postadress' }).fill('physician@example.com');
    await patient.getByRole('checkbox', { name: 'Formulär' }).uncheck();
    await patient.getByRole('checkbox', { name: 'Anteckningar' }).uncheck();
    await patient.getByRole('button', { name: 'Dela' }).click();
    await patient.getByRole('region', { name: 'Dina delningar' }).getByText('Karin Lund').waitFor();

    // The physician logs in and lands on the patient list.
    const physicianContext = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    physician = await physicianContext.newPage();
    await logIn(physician, baseUrl, 'physician@example.com');
    await physician.waitForURL(/\/admin\/patients$/);
    await physician.getByRole('heading', { name: 'Patienter', level: 1 }).waitFor();
    const row = physician.getByRole('link', { name: 'Tolvan Tolvansson' });
    await row.waitFor();
    await physician.getByText('Delad med dig').waitFor();
    await look(physician, 'patients-list');

    // Opens the patient: the dashboard with the status radar, the body figure and the symptom graph.
    await row.click();
    await physician.waitForURL(/\/admin\/patients\/[0-9a-f-]+\/dashboard$/);
    await physician.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
    await physician.getByRole('heading', { name: 'Statusområden', level: 2 }).waitFor();
    await physician.getByRole('img', { name: 'Radardiagram över patientens statusområden' }).waitFor();
    await physician.getByRole('group', { name: 'Kroppsfigur med patientens symtom' }).waitFor();
    await physician.getByTestId('body-figure-canvas').locator('canvas').waitFor();
    await physician.getByRole('link', { name: 'Magont i e2e' }).waitFor();
    // Read-only: nothing to report or change, and no tab the share leaves shut.
    expect(await physician.getByRole('link', { name: 'Ny statusrapport' }).count()).toBe(0);
    expect(await physician.getByRole('link', { name: 'Formulär' }).count()).toBe(0);
    await physician.waitForTimeout(1_500);
    await look(physician, 'patient-dashboard');
  });

  it('the physician reads the status graphs, the reports, a symptom and the figure, and nothing to change', async () => {
    // The status graph: the latest report and one area over time.
    await physician.getByRole('navigation', { name: 'Patientens sidor' }).getByRole('link', { name: 'Status', exact: true }).click();
    await physician.getByRole('heading', { name: 'Senaste statusrapporten', level: 1 }).waitFor();
    expect(await physician.getByRole('link', { name: 'Redigera' }).count()).toBe(0);
    await look(physician, 'patient-overview');
    await physician
      .getByRole('link', { name: /smärta/i })
      .first()
      .click();
    await physician.waitForURL(/\/overview\/pain$/);
    await physician.getByRole('heading', { level: 1 }).waitFor();
    await look(physician, 'patient-overview-item');

    await physician
      .getByRole('navigation', { name: 'Patientens sidor' })
      .getByRole('link', { name: 'Statusrapporter', exact: true })
      .click();
    await physician.getByRole('heading', { name: 'Statusrapporter', level: 1 }).waitFor();
    expect(await physician.getByRole('button', { name: /Ta bort/ }).count()).toBe(0);
    await look(physician, 'patient-statusreports');

    // Live: the patient reports while the page is open, and the report appears without a reload; removed, it goes.
    const listed = physician.getByRole('listitem', { name: /^Statusrapport / });
    const before = await listed.count();
    const live = await made<{ Id: string }>(patientApi.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 2 }] }));
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(before + 1);
    await patientApi.call('POST', `/my/statusreports/${live.Id}/delete`, {});
    await patientApi.call('POST', '/my/trash/purge', { Ids: [live.Id] });
    await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(before);

    await physician.getByRole('navigation', { name: 'Patientens sidor' }).getByRole('link', { name: 'Symtom', exact: true }).click();
    await physician.getByRole('heading', { name: 'Symtomrapporter', level: 1 }).waitFor();
    await look(physician, 'patient-symptomreports');
    await physician.getByRole('link', { name: /Magont i e2e/ }).click();
    await physician.waitForURL(/\/symptom\/[0-9a-f-]+$/);
    await physician.getByRole('heading', { name: 'Magont i e2e', level: 1 }).waitFor();
    expect(await physician.getByRole('button', { name: 'Avsluta' }).count()).toBe(0);
    await look(physician, 'patient-symptom');
    await physician.goto(physician.url().replace(/\/symptom\/[0-9a-f-]+$/, '/symptomreport'));
    await physician.getByRole('heading', { name: 'Kroppsfigur', level: 1 }).waitFor();
    await physician.getByTestId('body-figure-canvas').locator('canvas').waitFor();
    await physician.waitForTimeout(1_500);
    await look(physician, 'patient-figure');
  });

  it('the same screens in English', async () => {
    // The same screens in English.
    await changeLanguage(physician, /Karin Lund/, 'English');
    await physician.getByRole('heading', { name: 'Body figure', level: 1 }).waitFor();
    await physician.waitForTimeout(1_000);
    await look(physician, 'patient-figure-en');
    for (const [tab, heading, shot] of [
      ['Overview', 'Overview', 'patient-dashboard-en'],
      ['Status', 'The latest status report', 'patient-overview-en'],
      ['Status reports', 'Status reports', 'patient-statusreports-en'],
      ['Symptoms', 'Symptom reports', 'patient-symptomreports-en'],
    ] as const) {
      await physician.getByRole('navigation', { name: "The patient's pages" }).getByRole('link', { name: tab, exact: true }).click();
      await physician.getByRole('heading', { name: heading, level: 1 }).waitFor();
      if (tab === 'Overview') await physician.waitForTimeout(1_500);
      await look(physician, shot);
    }
    await physician.getByRole('link', { name: /Magont i e2e/ }).click();
    await physician.getByRole('heading', { name: 'Magont i e2e', level: 1 }).waitFor();
    await look(physician, 'patient-symptom-en');
    await physician.getByRole('link', { name: '← All patients' }).click();
    await physician.getByRole('heading', { name: 'Patients', level: 1 }).waitFor();
    await look(physician, 'patients-list-en');
    await changeLanguage(physician, /Karin Lund/, 'Svenska');
    await physician.getByRole('heading', { name: 'Patienter', level: 1 }).waitFor();
  });

  it('the patient sees the reads in the log and withdraws the share; the physician’s open page goes back to the list, saying why', async () => {
    // The patient sees the physician's reads in the audit log.
    await patient.goto(`${baseUrl}/auditlogs`);
    await patient.getByRole('heading', { name: 'Logg', level: 1 }).waitFor();
    await patient.locator('label', { hasText: 'Andra' }).click();
    await patient
      .getByRole('link', { name: /Läst: Statusrapport.*Karin Lund \(läkare\)/ })
      .first()
      .waitFor();
    await patient
      .getByRole('link', { name: /Läst: .*Karin Lund \(läkare\)/ })
      .first()
      .waitFor();

    // The physician has the patient open; the patient withdraws the share: the page goes back to the list, saying why.
    await physician.getByRole('link', { name: 'Tolvan Tolvansson' }).click();
    await physician.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
    await patient.goto(`${baseUrl}/shares`);
    await patient.getByRole('heading', { name: 'Delningar', level: 1 }).waitFor();
    await patient.getByRole('button', { name: 'Ta bort' }).click();
    await patient.getByRole('dialog', { name: 'Ta bort delning' }).getByRole('button', { name: 'Ta bort' }).click();
    await patient.getByText('Du delar inget med någon.').waitFor();
    await physician.waitForURL(/\/admin\/patients$/, { timeout: 10_000 });
    await physician.getByRole('alert').getByText('Du har inte längre tillgång').waitFor();
    await physician.getByText('Tolvan Tolvansson har tagit bort eller stängt av delningen med dig.').waitFor();
    // The list it came back to reads again without the patient (the withdrawal reaches it as the page itself did).
    await expect.poll(() => physician.getByRole('link', { name: 'Tolvan Tolvansson' }).count(), { timeout: 10_000 }).toBe(0);
    await look(physician, 'patients-withdrawn');
    await physician.context().close();
    await patient.context().close();
  });
});
