import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** Looks at a screen: no serious accessibility finding, then screenshots at both widths. */
async function look(page: Page, name: string): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
}

async function openAs(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
  const page = await context.newPage();
  await logIn(page, baseUrl, email);
  return page;
}

describe('the admin shell', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the admin lands on the dashboard, creates a group with an address whose login page shows it, and looks at every admin screen', async () => {
    const id = `e2e-${Date.now().toString(36)}`;
    const page = await openAs('admin@example.com');
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.getByRole('heading', { name: 'Översikt', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Användare', level: 3, exact: true }).waitFor();
    await look(page, 'admin-dashboard');

    // The admin of both groups switches group: the token changes and the dashboard stays the landing.
    const groupSwitch = page.getByRole('combobox', { name: 'Organisation och grupp' });
    const before = await groupSwitch.inputValue();
    const other = (await groupSwitch.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).find(
      (v) => v !== before,
    )!;
    await groupSwitch.selectOption(other);
    await page.waitForURL(/\/admin\/dashboard$/);
    await page.waitForFunction(
      (v) => (document.querySelector('select[aria-label="Organisation och grupp"]') as HTMLSelectElement)?.value === v,
      other,
    );
    await groupSwitch.selectOption(before);
    await page.waitForFunction(
      (v) => (document.querySelector('select[aria-label="Organisation och grupp"]') as HTMLSelectElement)?.value === v,
      before,
    );

    // A new group with an address.
    await page.goto(`${baseUrl}/admin/groups`);
    await page.getByRole('heading', { name: 'Grupper', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Smärtmottagningen' }).waitFor();
    await look(page, 'admin-groups');
    await page.getByRole('link', { name: 'Ny grupp' }).click();
    await page.getByRole('heading', { name: 'Ny grupp', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Id', exact: false }).first().fill(id);
    await page.getByRole('textbox', { name: 'Namn', exact: true }).fill('Ryggmottagningen');
    await page.getByRole('textbox', { name: /^Adress/ }).fill(id);
    await page.getByRole('textbox', { name: 'Välkomsttext' }).fill('Välkommen till ryggmottagningen. Logga in för att rapportera.');
    await page.getByRole('textbox', { name: 'Hjälpsidans adress (URL)' }).fill('javascript:alert(1)');
    await page.getByRole('checkbox', { name: 'Smärta' }).first().check();
    for (const name of ['Ryggvärk', 'Stelhet']) {
      await page.getByRole('textbox', { name: 'Nytt symtom' }).fill(name);
      await page.getByRole('button', { name: 'Lägg till' }).click();
    }
    await page.getByRole('button', { name: 'Flytta upp Stelhet' }).click();
    await page.getByRole('button', { name: 'Ny grupp' }).click();
    // A link that is not http(s) is refused next to its field, in Swedish, and nothing is made.
    await page.getByText('Ange en webbadress som börjar med https:// eller http://.').waitFor();
    await page.getByRole('textbox', { name: 'Hjälpsidans adress (URL)' }).fill('https://example.com/hjalp');
    await page.getByRole('button', { name: 'Ny grupp' }).click();
    await page.getByText('Gruppen är skapad.').waitFor();
    await page.waitForURL(new RegExp(`/admin/groups/${id}$`));
    await page.getByRole('heading', { name: 'Ryggmottagningen', level: 1 }).waitFor();
    const order = await page.getByRole('list', { name: 'Symtom som gruppen föreslår, i ordning' }).getByRole('listitem').allTextContents();
    expect(order).toEqual(['Stelhet', 'Ryggvärk']);
    await look(page, 'admin-group');

    await page.goto(`${baseUrl}/admin/organizations`);
    await page.getByRole('heading', { name: 'Organisationer', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Region Exempel' }).click();
    await page.getByRole('heading', { name: 'Region Exempel', level: 1 }).waitFor();
    await look(page, 'admin-organization');
    await page.goto(`${baseUrl}/admin/organizations`);
    await page.getByRole('link', { name: 'Region Exempel' }).waitFor();
    await look(page, 'admin-organizations');

    await page.goto(`${baseUrl}/admin/settings`);
    await page.getByRole('heading', { name: 'Inställningar', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Smärtmottagningen', level: 2 }).waitFor();
    await look(page, 'admin-settings');

    await page.goto(`${baseUrl}/admin/statistics`);
    await page.getByRole('heading', { name: 'Statistik', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Per grupp', level: 2 }).waitFor();
    await look(page, 'admin-statistics');

    // The same screens in English.
    await changeLanguage(page, /Sara Nilsson/, 'English');
    await page.getByRole('heading', { name: 'Statistics', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Per group', level: 2 }).waitFor();
    await look(page, 'admin-statistics-en');
    for (const [path, heading, name] of [
      ['/admin/dashboard', 'Dashboard', 'admin-dashboard-en'],
      ['/admin/groups', 'Groups', 'admin-groups-en'],
      [`/admin/groups/${id}`, 'Ryggmottagningen', 'admin-group-en'],
      ['/admin/organizations', 'Organizations', 'admin-organizations-en'],
      ['/admin/organizations/exempel', 'Region Exempel', 'admin-organization-en'],
      ['/admin/settings', 'Settings', 'admin-settings-en'],
    ] as const) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await look(page, name);
    }
    await changeLanguage(page, /Sara Nilsson/, 'Svenska');
    await page.getByRole('heading', { name: 'Inställningar', level: 1 }).waitFor();
    await page.goto(`${baseUrl}/logout`);
    await page.waitForURL(/\/login/);

    // The group's own login page.
    await page.goto(`${baseUrl}/${id}`);
    await page.getByText('Ryggmottagningen').first().waitFor();
    expect(new URL(page.url()).pathname).toBe(`/${id}`);
    await page.getByRole('button', { name: 'Logga in' }).waitFor();
    await page.context().close();
  }, 480_000);

  it('every demo staff role lands on its own screen', async () => {
    for (const [email, path, heading] of [
      ['physician@example.com', '/admin/patients', null],
      ['moderator@example.com', '/admin/news', null],
      ['developer@example.com', '/admin/oauthtokens', null],
      ['researcher@example.com', '/admin/research', null],
      ['statistician@example.com', '/welcome', null],
    ] as const) {
      const page = await openAs(email);
      await page.waitForURL(new RegExp(`${path}$`));
      if (heading) await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await page.context().close();
    }
  });
});
