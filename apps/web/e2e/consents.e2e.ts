import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { luhnCheckDigit } from '@symptoms/domain';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const NEW_EMAIL = 'vera.villkor@example.com';
const NEW_PASSWORD = 'en lång och hemlig mening om hösten';
let browser: Browser;

/** The text of the newest mail to an address that matches `pattern`, waiting until there is one. */
async function mailTo(address: string, pattern: RegExp): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = readdirSync(mailDir)
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[]; text: string })
      .filter((m) => m.to.includes(address) && pattern.test(m.text));
    if (mails.length > 0) return mails.at(-1)!.text;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** A demo account's identity calls with its token and active membership. */
async function identityAs(email: string) {
  const login = await fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password: 'Symptoms-demo-1' }),
  });
  const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string };
  const headers = {
    authorization: `Bearer ${token.access_token}`,
    'x-organizationid': token.organization,
    'x-groupid': token.group,
    'x-roleid': token.role,
    'content-type': 'application/json',
  };
  return (method: string, url: string, body?: unknown) =>
    fetch(`${baseUrl}/identity${url}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

describe('contracts and consents', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new user meets the terms at the first login, cannot accept the terms before reading them to the end, accepts and chooses the figure', async () => {
    // The demo patient invites a friend to Symptoms: a new account of this journey's own.
    const invited = await (
      await identityAs('patient@example.com')
    )('POST', '/my/invites', {
      Description: 'Prova Symptoms',
      Invites: [{ Email: NEW_EMAIL }],
    });
    expect(invited.status).toBe(201);
    const registerLink = /https?:\/\/\S+\/register\/\S+/;
    const registerPath = new URL(registerLink.exec(await mailTo(NEW_EMAIL, registerLink))![0]).pathname;

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${registerPath}`);
    await page.getByRole('heading', { name: 'Skapa konto', level: 1 }).waitFor();
    await page.getByLabel(/^Förnamn/).fill('Vera');
    await page.getByLabel(/^Efternamn/).fill('Villkor');
    await page.getByLabel(/^E-postadress/).fill(NEW_EMAIL);
    const nine = '780412238';
    await page.getByLabel(/^Personnummer/).fill(`19${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`);
    await page.getByLabel(/^Lösenord/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText(`Vi har skickat ett mejl till ${NEW_EMAIL}`).waitFor();
    const verifyLink = /https?:\/\/\S+\/verify-email\/\S+/;
    const verify = verifyLink.exec(await mailTo(NEW_EMAIL, verifyLink))![0];
    await page.goto(`${baseUrl}${new URL(verify).pathname}`);
    await page.waitForURL(/\/login\?verifiedemail=1$/);

    await page.getByLabel(/^E-postadress/).fill(NEW_EMAIL);
    await page.getByLabel(/^Lösenord/).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await page.waitForURL(/\/tos\?redirect=/);
    await page.getByRole('heading', { name: 'Villkor', level: 1 }).waitFor();
    const terms = page.getByRole('checkbox', { name: 'Jag godkänner Användarvillkor för Symptoms (obligatoriskt)' });
    const next = page.getByRole('button', { name: 'Nästa' });
    expect(await terms.isDisabled()).toBe(true);
    expect(await next.isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'tos');

    await page.getByRole('button', { name: 'Läs avtalet' }).first().click();
    const text = page.getByRole('region', { name: 'Användarvillkor för Symptoms' });
    // Halfway is not the end.
    await text.evaluate((box) => box.scrollTo(0, (box.scrollHeight - box.clientHeight) / 2));
    await page.waitForTimeout(200);
    expect(await terms.isDisabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'tos-reading');
    await text.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await page.waitForFunction(() => !(document.querySelector('input[type="checkbox"]') as HTMLInputElement | null)?.disabled, undefined, {
      timeout: 5_000,
    });
    await terms.check();
    expect(await next.isDisabled()).toBe(false);

    await changeLanguage(page, /Vera Villkor/, 'English');
    await page.getByRole('heading', { name: 'Terms', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'tos-en');
    await changeLanguage(page, /Vera Villkor/, 'Svenska');
    await page.getByRole('heading', { name: 'Villkor', level: 1 }).waitFor();

    // The research consent is optional: left unticked, it is declined.
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.waitForURL(/\/choosemannequin\?redirect=/);
    await page.goto(`${baseUrl}/consents`);
    await page.getByRole('heading', { name: 'Samtycken', level: 1 }).waitFor();
    await page
      .getByText(/^Godkänt (idag|\d{1,2} \p{L}+ \d{4}) kl\. \d{2}:\d{2}$/u)
      .first()
      .waitFor();
    await page.getByText('Du har tackat nej').waitFor();
    await context.close();
  });

  it('the consents screen lists the patient’s contracts by group, Symptoms first; an optional consent is withdrawn and given again', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page
      .getByRole('button', { name: /Tolvan Tolvansson/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Samtycken' }).click();
    await page.getByRole('heading', { name: 'Samtycken', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Studien Hälsa i vardagen', level: 2 }).waitFor();
    const groups = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(groups).toEqual(['Symptoms', 'Studien Hälsa i vardagen']);
    expect(await page.getByText(/^Godkänt /).count()).toBe(3);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'consents');

    const research = page.getByRole('article', { name: 'Forskning' });
    await research.getByRole('button', { name: 'Ta tillbaka samtycket' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Ditt samtycke tas tillbaka från och med nu.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Ta tillbaka samtycket' }).click();
    await research.getByText(/^Återkallat /).waitFor();
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'consents-withdrawn');

    // A Required one warns first, then asks again; cancelled here.
    await page
      .getByRole('article', { name: 'Användarvillkor för Symptoms' })
      .getByRole('button', { name: 'Ta tillbaka samtycket' })
      .click();
    await page.getByRole('dialog').getByText('Du kan inte använda Symptoms utan det här avtalet').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Fortsätt' }).click();
    await page.getByRole('dialog').getByText('Är du helt säker?').waitFor();
    await screenshots(page, 'consents-withdraw-required');
    await page.getByRole('dialog').getByRole('button', { name: 'Avbryt' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await research.getByRole('button', { name: 'Godkänn' }).click();
    await research.getByText(/^Återkallat /).waitFor({ state: 'detached' });
    await research.getByText(/^Godkänt /).waitFor();
    await toastsGone(page);

    await changeLanguage(page, /Tolvan Tolvansson/, 'English');
    await page.getByRole('heading', { name: 'Consents', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'consents-en');
    await changeLanguage(page, /Tolvan Tolvansson/, 'Svenska');
    await page.getByRole('heading', { name: 'Samtycken', level: 1 }).waitFor();
    await context.close();
  });

  it('the admin publishes a new version of the study consent; the participant must accept it again before going on', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'admin@example.com');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl}/admin/contracts`);
    await page.getByRole('heading', { name: 'Avtal', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'admin-contracts');
    await page.getByRole('link', { name: 'Samtycke till studien Hälsa i vardagen' }).click();
    await page.getByRole('heading', { name: 'Samtycke till studien Hälsa i vardagen', level: 1 }).waitFor();
    await page.getByText('Någon har redan godkänt den här versionen.', { exact: false }).waitFor();
    const paragraph = page.getByRole('textbox', { name: 'Stycke 1 i avsnitt 1' });
    await paragraph.fill(`${await paragraph.inputValue()} Studien pågår till och med 2027.`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'admin-contract-edit');
    await page.getByRole('button', { name: 'Publicera ny version' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Publicera ny version' }).click();
    await page.getByText('Version 2 är publicerad.').waitFor();
    await page.getByText(/^Version 2 från .*: 0 har godkänt$/).waitFor();

    await changeLanguage(page, /Sara Nilsson/, 'English');
    await page.getByRole('heading', { name: 'Consent to the study Health in everyday life', level: 1 }).waitFor();
    await screenshots(page, 'admin-contract-edit-en');
    await page.goto(`${baseUrl}/admin/contracts`);
    await page.getByRole('heading', { name: 'Agreements', level: 1 }).waitFor();
    await screenshots(page, 'admin-contracts-en');
    await changeLanguage(page, /Sara Nilsson/, 'Svenska');
    await page.getByRole('heading', { name: 'Avtal', level: 1 }).waitFor();
    await context.close();

    // The participant's next login owes the new version: one contract to accept, then on.
    const patient = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const patientPage = await patient.newPage();
    await logIn(patientPage, baseUrl, 'patient@example.com');
    await patientPage.waitForURL(/\/tos\?redirect=/);
    await patientPage.getByText('Avtalet har ändrats sedan du godkände det.', { exact: false }).waitFor();
    await patientPage.goto(`${baseUrl}/contract?redirect=%2Fwelcome`);
    await patientPage.getByRole('heading', { name: 'Samtycke till studien Hälsa i vardagen', level: 1 }).waitFor();
    await patientPage.getByText('Studien pågår till och med 2027.', { exact: false }).waitFor();
    expect(await seriousAccessibilityViolations(patientPage)).toEqual([]);
    await screenshots(patientPage, 'contract');
    await changeLanguage(patientPage, /Tolvan Tolvansson/, 'English');
    await patientPage.getByRole('heading', { name: 'Consent to the study Health in everyday life', level: 1 }).waitFor();
    await screenshots(patientPage, 'contract-en');
    await changeLanguage(patientPage, /Tolvan Tolvansson/, 'Svenska');
    await patientPage.getByRole('button', { name: 'Godkänn' }).click();
    await patientPage.waitForURL(/\/welcome$/);
    await patientPage.goto(`${baseUrl}/consents`);
    await patientPage.getByRole('heading', { name: 'Studien Hälsa i vardagen', level: 2 }).waitFor();
    expect(await patientPage.getByText(/^Godkänt /).count()).toBe(3);
    expect(await patientPage.getByText(/^Du godkände version/).count()).toBe(0);
    await patient.close();
  });
});
