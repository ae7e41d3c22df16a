import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** Looks at a page: no serious accessibility findings, and its screenshots at both widths. */
async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

/** The text of the focused element: after a navigation, the new page's main heading. */
const focused = (page: Page) => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

async function openAs(email: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
  await logIn(page, baseUrl, email);
  return page;
}

/** Makes the group whose name matches the active one, with the header's organization and group switcher. */
async function actIn(page: Page, group: RegExp): Promise<void> {
  const groupSwitch = page.getByRole('combobox', { name: 'Organisation och grupp' });
  const matching = async () =>
    (await groupSwitch.locator('option').evaluateAll((all) => all.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? ''])))
      .filter(([, label]) => group.test(label!))
      .map(([value]) => value!);
  await expect.poll(matching).toHaveLength(1);
  const [value] = await matching();
  await groupSwitch.selectOption(value!);
  await page.waitForFunction(
    (v) => (document.querySelector('select[aria-label="Organisation och grupp"]') as HTMLSelectElement)?.value === v,
    value,
  );
}

describe('an admin manages the patients of their group', () => {
  let page: Page;
  let phoneBefore: { patientId: string; phone: string | null } | null = null;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The demo patient's phone as it was: later journeys share the demo accounts (the organization's admin reaches every group).
    if (phoneBefore) {
      const admin = await demoApi(baseUrl, 'admin@example.com');
      const current = (await (await admin.call('GET', `/admin/patients/${phoneBefore.patientId}`)).json()) as Parameters<typeof pick>[0];
      await admin.call('PUT', `/admin/patients/${phoneBefore.patientId}`, { ...pick(current), PhoneNumber: phoneBefore.phone });
    }
    await browser?.close();
  });

  it('lists the group’s patients, opens one, corrects the phone number and sees it saved', async () => {
    page = await openAs('admin@example.com');
    await page.waitForURL(/\/admin\/dashboard$/);
    await actIn(page, /Hälsa i vardagen/);
    await page.getByRole('link', { name: 'Patienter' }).first().click();
    await page.waitForURL(/\/admin\/patients$/);
    await expect.poll(() => focused(page)).toBe('H1 Patienter');
    await page.getByRole('tab', { name: 'Min grupp' }).click();
    await page.waitForURL(/\/admin\/patients\?list=group$/);
    const tolvan = page.getByRole('link', { name: 'Tolvan Tolvansson' });
    await tolvan.waitFor();
    await look(page, 'admin-patients-group');

    await tolvan.click();
    await page.waitForURL(/\/admin\/patients\/[0-9a-f-]+\/account$/);
    await page.getByRole('heading', { name: 'Tolvan Tolvansson', level: 1 }).waitFor();
    await expect.poll(() => focused(page)).toBe('H1 Tolvan Tolvansson');
    await page.getByText('19121212-****').waitFor();
    const patientId = /\/admin\/patients\/([0-9a-f-]+)\/account$/.exec(page.url())![1]!;
    const phone = page.getByRole('textbox', { name: /^Telefonnummer/ });
    phoneBefore = { patientId, phone: (await phone.inputValue()) || null };
    await look(page, 'admin-patient-account');

    await phone.fill('070-123 45 67');
    await page.getByRole('button', { name: 'Spara uppgifterna' }).click();
    await page.getByText('Uppgifterna är sparade.').waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Tolvan Tolvansson', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: /^Telefonnummer/ }).inputValue()).toBe('070-123 45 67');

    // Erasing asks first and names what goes and what stays; nothing is erased here.
    await page.getByRole('button', { name: 'Anonymisera' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonymisera Tolvan Tolvansson?' });
    await dialog.getByText(/Rapporterna och formulären finns kvar utan koppling till personen/).waitFor();
    await look(page, 'admin-patient-anonymise');
    await dialog.getByRole('button', { name: 'Avbryt' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the same screens in English', async () => {
    await changeLanguage(page, /Sara Nilsson/, 'English');
    await page.getByRole('heading', { name: 'Details', level: 2 }).waitFor();
    await page.getByText(/The email address and personal identity number are changed by the person/).waitFor();
    await look(page, 'admin-patient-account-en');
    await page.getByRole('link', { name: /All patients/ }).click();
    await page.getByRole('tab', { name: 'My group', selected: true }).waitFor();
    await page.getByRole('link', { name: 'Tolvan Tolvansson' }).waitFor();
    await look(page, 'admin-patients-group-en');
    await changeLanguage(page, /Sara Nilsson/, 'Svenska');
    await page.getByRole('tab', { name: 'Min grupp', selected: true }).waitFor();
    await page.context().close();
  });
});

/** What PUT admin/patients/{id} takes of the account as read. */
function pick(patient: { FirstName: string; LastName: string; PhoneNumber: string | null; LanguageId: string; Version: number }) {
  const { FirstName, LastName, PhoneNumber, LanguageId, Version } = patient;
  return { FirstName, LastName, PhoneNumber, LanguageId, Version };
}

describe('the service’s administrator creates an organization and deletes it', () => {
  it('creates one with its own group, then deletes it after the question naming the consequence', async () => {
    browser = await launchBrowser();
    const id = `e2e-${Date.now().toString(36)}`;
    const page = await openAs('system@example.com');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.goto(`${baseUrl}/admin/organizations`);
    await page.getByRole('heading', { name: 'Organisationer', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Region Exempel' }).waitFor();
    await look(page, 'admin-organizations');

    await page.getByRole('button', { name: 'Ny organisation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ny organisation' });
    await dialog.getByRole('textbox', { name: /^Id/ }).fill('X');
    await dialog.getByRole('textbox', { name: /^Namn/ }).fill('Region Prov');
    await dialog.getByRole('button', { name: 'Skapa organisationen' }).click();
    await dialog.locator('.mantine-TextInput-error').first().waitFor();
    await look(page, 'admin-organization-new');
    await dialog.getByRole('textbox', { name: /^Id/ }).fill(id);
    await dialog.getByRole('button', { name: 'Skapa organisationen' }).click();
    await page.waitForURL(new RegExp(`/admin/organizations/${id}$`));
    await page.getByRole('heading', { name: 'Region Prov', level: 1 }).waitFor();

    await page.getByRole('button', { name: 'Ta bort organisationen' }).click();
    await page.getByText(/Ta bort Region Prov med dess grupper och inställningar\?.*hälsodata tas aldrig bort/).waitFor();
    await look(page, 'admin-organization-delete');
    await page.getByRole('button', { name: 'Ja, ta bort' }).click();
    await page.waitForURL(/\/admin\/organizations$/);
    await page.getByText('Organisationen är borttagen.').waitFor();
    await page.getByRole('link', { name: 'Region Exempel' }).waitFor();
    expect(await page.getByRole('link', { name: 'Region Prov' }).count()).toBe(0);

    await changeLanguage(page, /Olle System/, 'English');
    await page.getByRole('heading', { name: 'Organizations', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'New organization' }).click();
    await page
      .getByRole('dialog', { name: 'New organization' })
      .getByText(/The organization’s own group gets the same id/)
      .waitFor();
    await look(page, 'admin-organization-new-en');
    await page.keyboard.press('Escape');
    await changeLanguage(page, /Olle System/, 'Svenska');
    await page.getByRole('heading', { name: 'Organisationer', level: 1 }).waitFor();
    await page.context().close();
    await browser.close();
  });
});
