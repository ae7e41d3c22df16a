import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

const NOTE = 'Ont i ländryggen efter promenaden, bättre efter vila.';

/** Looks at a page: no serious accessibility findings, and its screenshots at both widths. */
async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

/** The text of the focused element: after a navigation, the new page's main heading. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

type Api = Awaited<ReturnType<typeof demoApi>>;

/** No share between the demo patient and anyone: the journeys after this one expect none. */
async function removeShares(patient: Api): Promise<void> {
  const shares = (await (await patient.call('GET', '/my/shares')).json()) as { ShareId: string }[];
  for (const share of shares) await patient.call('DELETE', `/my/shares/${share.ShareId}`);
}

describe('a clinician asks for a share', () => {
  let patientApi: Api;
  let noteId: string | null = null;
  let physician: Page;
  let patient: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    patientApi = await demoApi(baseUrl, 'patient@example.com');
    await removeShares(patientApi);
    const note = await patientApi.call('POST', '/my/notes', { Content: NOTE });
    expect(note.status).toBe(201);
    noteId = ((await note.json()) as { Id: string }).Id;
  });
  afterAll(async () => {
    await removeShares(patientApi);
    if (noteId) {
      await patientApi.call('POST', `/my/notes/${noteId}/delete`);
      await patientApi.call('POST', '/my/trash/purge', { Ids: [noteId] });
    }
    await browser?.close();
  });

  it('the physician asks the demo patient by personnummer for a share with notes, and is told when one already exists', async () => {
    physician = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await logIn(physician, baseUrl, 'physician@example.com');
    await physician.waitForURL(/\/admin\/patients$/);
    await physician.getByRole('heading', { name: 'Patienter', level: 1 }).waitFor();
    await physician.getByRole('link', { name: 'Delningar' }).first().click();
    await physician.waitForURL(/\/admin\/sharerequests$/);
    await physician.getByRole('heading', { name: 'Delningar', level: 1 }).waitFor();
    await expect.poll(() => focused(physician)).toBe('H1 Delningar');
    await physician.getByText('Ingen patient delar något med dig ännu.').waitFor();
    await look(physician, 'sharerequests-empty');

    await physician.getByRole('textbox', { name: 'Patientens personnummer' }).pressSequentially('191212121212');
    expect(await physician.getByRole('textbox', { name: 'Patientens personnummer' }).inputValue()).toBe('19121212-1212');
    await physician.getByRole('checkbox', { name: 'Formulärsvar' }).uncheck();
    await physician.getByRole('button', { name: 'Skicka förfrågan' }).click();
    const requests = physician.getByRole('region', { name: 'Dina förfrågningar' });
    await requests.getByText('Tolvan Tolvansson, 19121212-****').waitFor();
    await requests.getByText('Väntar på svar').waitFor();
    const asked = requests.getByRole('group', { name: 'Ber om' });
    for (const flag of ['Symtomrapporter', 'Statusrapporter', 'Anteckningar']) await asked.getByText(flag).waitFor();
    expect(await asked.getByText('Formulärsvar').count()).toBe(0);
    await look(physician, 'sharerequests-pending');

    // Asking again: the server's 409 reads as a share that already exists, under the field.
    await physician.getByRole('textbox', { name: 'Patientens personnummer' }).pressSequentially('191212121212');
    await physician.getByRole('button', { name: 'Skicka förfrågan' }).click();
    await physician.getByText(/^Det finns redan en delning eller en förfrågan mellan dig och patienten\./).waitFor();
    await look(physician, 'sharerequests-exists');
  });

  it('the patient accepts the request on their shares page; the physician sees the share and reads the note in the notes tab', async () => {
    patient = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await logIn(patient, baseUrl, 'patient@example.com');
    await patient.waitForURL(/\/welcome$/);
    await patient.goto(`${baseUrl}/shares`);
    const received = patient.getByRole('region', { name: 'Förfrågningar' });
    await received.getByText('Karin Lund vill att du delar').waitFor();
    await received.getByRole('button', { name: 'Godkänn' }).click();
    await patient.getByRole('dialog', { name: 'Godkänn förfrågan' }).getByRole('button', { name: 'Godkänn' }).click();
    await patient.getByRole('region', { name: 'Dina delningar' }).getByText('Karin Lund').waitFor();

    // The acceptance reaches the physician's open page over the realtime socket: the request becomes a share.
    const shared = physician.getByRole('region', { name: 'Delat med dig' });
    const link = shared.getByRole('link', { name: 'Tolvan Tolvansson, 19121212-****' });
    await link.waitFor({ timeout: 15_000 });
    await physician.getByText('Du har inga obesvarade förfrågningar.').waitFor();
    await look(physician, 'sharerequests-accepted');

    await link.click();
    await physician.waitForURL(/\/admin\/patients\/[0-9a-f-]+\/dashboard$/);
    const tabs = physician.getByRole('navigation', { name: 'Patientens sidor' });
    await tabs.getByRole('link', { name: 'Anteckningar', exact: true }).click();
    await physician.waitForURL(/\/notes$/);
    await physician.getByRole('heading', { name: 'Anteckningar', level: 1 }).waitFor();
    await physician.getByText(NOTE).waitFor();
    expect(await physician.getByRole('button', { name: /Redigera|Ta bort/ }).count()).toBe(0);
    expect(await tabs.getByRole('link', { name: 'Formulär', exact: true }).count()).toBe(0);
    await look(physician, 'patient-notes');
  });

  it('the same screens in English', async () => {
    await changeLanguage(physician, /Karin Lund/, 'English');
    await physician.getByRole('heading', { name: 'Notes', level: 1 }).waitFor();
    await physician.getByText(NOTE).waitFor();
    await look(physician, 'patient-notes-en');
    await physician.getByRole('link', { name: 'Shares' }).first().click();
    await physician.getByRole('heading', { name: 'Shares', level: 1 }).waitFor();
    await physician
      .getByRole('region', { name: 'Shared with you' })
      .getByText(/^Shared since /)
      .waitFor();
    // A valid number that no demo account holds.
    await physician.getByRole('textbox', { name: "The patient's personal identity number" }).pressSequentially('190101019800');
    await physician.getByRole('button', { name: 'Send request' }).click();
    await physician.getByText(/^No patient with that personal identity number was found\./).waitFor();
    await look(physician, 'sharerequests-en');
    await changeLanguage(physician, /Karin Lund/, 'Svenska');
    await physician.getByRole('heading', { name: 'Delningar', level: 1 }).waitFor();
    await physician.context().close();
    await patient.context().close();
  });
});
