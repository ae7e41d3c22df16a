import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { demoApi } from './api';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;
const contexts: BrowserContext[] = [];

async function signedIn(email: string, landing: RegExp): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
  contexts.push(context);
  const page = await context.newPage();
  await logIn(page, baseUrl, email);
  await page.waitForURL(landing);
  return page;
}

/** Checks the page (0 serious axe findings) and takes its screenshots in Swedish and English. */
async function lookAt(page: Page, name: string, englishHeading: string | RegExp): Promise<void> {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, name);
  await setLanguage(page, 'English');
  await page.getByRole('heading', { level: 1, name: englishHeading }).waitFor();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, `${name}-en`);
  await setLanguage(page, 'Svenska');
}

async function setLanguage(page: Page, language: 'English' | 'Svenska'): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await page.locator('.header-user button').last().click();
  await page.getByRole('menuitem', { name: language }).click();
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language === 'English' ? 'en' : 'sv');
}

describe('admin content', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  it('the admin publishes a very important news item and the open patient app shows a red badge; a system text shows without a reload', async () => {
    const patient = await signedIn('patient@example.com', /\/welcome$/);
    const admin = await signedIn('admin@example.com', /\/admin\/dashboard$/);
    // The texts every organization sees are the service's: its own administrator changes them (decisions: units).
    const system = await signedIn('system@example.com', /\/admin\/dashboard$/);

    // The admin writes the news item.
    await admin.goto(`${baseUrl}/admin/news`);
    await admin.getByRole('heading', { level: 1, name: 'Nyheter' }).waitFor();
    await admin.getByRole('link', { name: 'Skriv en nyhet' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Skriv en nyhet' }).waitFor();
    await admin.getByRole('button', { name: 'Publicera' }).click();
    await admin.getByText('Minst 2 tecken.').first().waitFor();
    await admin.getByRole('textbox', { name: 'Rubrik' }).fill('Planerat underhåll på söndag');
    await admin
      .getByRole('textbox', { name: 'Text' })
      .fill(
        'Appen är **inte tillgänglig** söndag kl. 06–08.\n\n- Spara det du skriver innan dess\n- [Läs mer](https://example.com/drift)\n\n<script>window.pwned = 1</script> [klicka](javascript:alert(1))',
      );
    await admin.getByText('Mycket viktig').click();
    await admin.getByText('Förhandsvisning').waitFor();
    await lookAt(admin, 'admin-news-editor', 'Write a news item');
    await admin.getByRole('button', { name: 'Publicera' }).click();
    await admin.getByText('Nyheten är publicerad.').waitFor();
    await admin.getByRole('link', { name: 'Planerat underhåll på söndag' }).waitFor();
    await lookAt(admin, 'admin-news', 'News');

    // The patient's open page gets the red badge at once, then reads the item.
    const badge = patient.getByTestId('news-badge');
    await patient.waitForFunction(
      () => document.querySelector('[data-testid="news-badge"]')?.getAttribute('data-urgent') === 'true',
      undefined,
      {
        timeout: 15_000,
      },
    );
    expect(await badge.getAttribute('data-urgent')).toBe('true');
    await screenshots(patient, 'news-badge');
    await patient.getByRole('link', { name: /ny nyhet.*mycket viktig|nya nyheter.*mycket viktig/ }).click();
    await patient.waitForURL(/\/news$/);
    const article = patient.getByRole('article', { name: 'Planerat underhåll på söndag' });
    await article.waitFor();
    await article.getByText('inte tillgänglig').waitFor();
    expect(await article.getByRole('link', { name: 'Läs mer' }).getAttribute('href')).toBe('https://example.com/drift');
    expect(await article.getByRole('link', { name: 'klicka' }).count()).toBe(0);
    await article.getByText('<script>window.pwned = 1</script>', { exact: false }).waitFor();
    expect(await patient.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
    await lookAt(patient, 'news', 'News');

    // The service's administrator changes the news page's heading; the patient's open page shows it without a reload.
    await system.goto(`${baseUrl}/admin/language-strings`);
    await system.getByRole('heading', { level: 1, name: 'Texter i appen' }).waitFor();
    await system.getByRole('combobox', { name: 'Nyckel' }).fill('news:title');
    await system.keyboard.press('Escape');
    await system.getByText('Inbyggd text').waitFor();
    await system.getByRole('textbox', { name: 'Beskrivning' }).fill('Rubriken på nyhetssidan');
    await system.getByRole('textbox', { name: 'Text', exact: true }).fill('Aktuellt från vården');
    await system.getByRole('button', { name: 'Spara texten' }).click();
    await system.getByText('Texten är sparad.').waitFor();
    await patient.getByRole('heading', { level: 1, name: 'Aktuellt från vården' }).waitFor({ timeout: 15_000 });
    await screenshots(patient, 'news-overridden');
    await system.getByRole('link', { name: 'news:title' }).waitFor();
    await lookAt(system, 'admin-language-strings', 'Texts in the app');
    await system.getByRole('link', { name: 'news:title' }).click();
    await system.getByRole('heading', { level: 1, name: 'Ändra text' }).waitFor();
    await lookAt(system, 'admin-language-string', 'Edit text');

    // Demo state back: the override removed (the patient sees the shipped heading again), the news item deleted.
    await system.getByRole('button', { name: 'Återställ på alla språk' }).click();
    await system.getByRole('button', { name: 'Ja, ta bort' }).click();
    await system.getByText('Den inbyggda texten används igen.').waitFor();
    await patient.getByRole('heading', { level: 1, name: 'Nyheter' }).waitFor({ timeout: 15_000 });
    await admin.goto(`${baseUrl}/admin/news`);
    await admin.getByRole('link', { name: 'Planerat underhåll på söndag' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ändra nyhet' }).waitFor();
    await admin.getByRole('button', { name: 'Ta bort nyheten' }).click();
    await admin.getByRole('button', { name: 'Ja, ta bort' }).click();
    await admin.getByText('Nyheten är borttagen.').waitFor();
    await article.waitFor({ state: 'detached', timeout: 15_000 });

    // The admin's other screens.
    await admin.goto(`${baseUrl}/admin/app-versions`);
    await admin.getByRole('heading', { level: 1, name: 'Appversioner' }).waitFor();
    await admin.getByRole('link', { name: '1.0' }).waitFor();
    await lookAt(admin, 'admin-app-versions', 'App versions');
    await admin.getByRole('link', { name: '1.0' }).click();
    await admin.getByRole('heading', { level: 1, name: 'Ändra appversion 1.0' }).waitFor();
    await admin.getByRole('button', { name: 'Ta bort appversionen' }).click();
    await admin.getByRole('button', { name: 'Ja, ta bort' }).click();
    await admin.getByText('Den här appversionen är standard och används av patienter.', { exact: false }).waitFor();
    await lookAt(admin, 'admin-app-version', 'Edit app version 1.0');
    // A reset link mailed to a member of the organization: the outbox shows its text, never the link.
    await fetch(`${baseUrl}/identity/users/password/reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: 'physician@example.com' }),
    });
    const adminApi = await demoApi(baseUrl, 'admin@example.com');
    for (let i = 0; i < 100; i++) {
      const outbox = (await (await adminApi.call('GET', '/admin/emails')).json()) as { Recipient: string; Status: string }[];
      if (outbox.some((m) => m.Recipient === 'physician@example.com' && m.Status === 'sent')) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await admin.goto(`${baseUrl}/admin/emails`);
    await admin.getByRole('heading', { level: 1, name: 'Utgående e-post' }).waitFor();
    await admin.getByRole('button', { name: 'Visa meddelandet till physician@example.com' }).first().click();
    await admin.getByText('länk borttagen').first().waitFor();
    expect(await admin.locator('main').innerText()).not.toMatch(/\/reset\/\S/);
    await lookAt(admin, 'admin-emails', 'Outgoing e-mail');
    await system.goto(`${baseUrl}/admin/symptom-definitions`);
    await system.getByRole('heading', { level: 1, name: 'Symtomlistan' }).waitFor();
    await system.getByRole('textbox', { name: 'Symtom 1', exact: true }).waitFor();
    await lookAt(system, 'admin-symptom-definitions', 'The symptom list');
  });

  it('a moderator lands on the news and a developer on the OAuth tokens, where a secret is shown once', async () => {
    const moderator = await signedIn('moderator@example.com', /\/admin\/news$/);
    await moderator.getByRole('heading', { level: 1, name: 'Nyheter' }).waitFor();
    expect(await seriousAccessibilityViolations(moderator)).toEqual([]);
    await screenshots(moderator, 'moderator-news');

    const developer = await signedIn('developer@example.com', /\/admin\/oauthtokens$/);
    await developer.getByRole('heading', { level: 1, name: 'OAuth-nycklar' }).waitFor();
    await developer.goto(`${baseUrl}/admin/applications`);
    await developer.getByRole('heading', { level: 1, name: 'Applikationer' }).waitFor();
    await developer.getByRole('textbox', { name: 'Id' }).fill('journal');
    await developer.getByRole('textbox', { name: 'Beskrivning' }).fill('Journalkoppling');
    await developer.getByRole('button', { name: 'Lägg till applikation' }).click();
    await developer.getByText('Applikationen är sparad.').waitFor();
    await developer.getByRole('link', { name: 'journal' }).waitFor();
    await lookAt(developer, 'admin-applications', 'Applications');

    await developer.goto(`${baseUrl}/admin/oauthtokens`);
    await developer.getByPlaceholder('Välj applikation').click();
    await developer.getByRole('option', { name: 'journal – Journalkoppling' }).click();
    await developer.getByRole('button', { name: 'Skapa nyckel' }).click();
    await developer.getByText('Hemlighet för journal').waitFor();
    await developer.getByRole('button', { name: 'Återkalla' }).waitFor();
    await toastsGone(developer);
    expect(await seriousAccessibilityViolations(developer)).toEqual([]);
    await screenshots(developer, 'admin-oauthtokens');

    // Demo state back: the token revoked, the application removed.
    await developer.getByRole('button', { name: 'Återkalla' }).click();
    await developer.getByRole('button', { name: 'Ja, ta bort' }).click();
    await developer.getByText('Gruppen har inga nycklar ännu.').waitFor();
    await lookAt(developer, 'admin-oauthtokens-empty', 'OAuth tokens');
    await developer.goto(`${baseUrl}/admin/applications/journal`);
    await developer.getByRole('button', { name: 'Ta bort applikationen och dess nycklar' }).click();
    await developer.getByRole('button', { name: 'Ja, ta bort' }).click();
    await developer.getByText('Gruppen har inga applikationer ännu.').waitFor();
  });
});
