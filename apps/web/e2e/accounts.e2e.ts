import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { luhnCheckDigit } from '@symptoms/domain';
import { DESKTOP, launchBrowser, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const EMAIL = 'ny@example.com';
const PASSWORD = 'en lång och hemlig mening om våren';
let browser: Browser;

/** The mails to an address so far, oldest first, waiting until there are `count`. */
async function mailsTo(address: string, count = 1): Promise<{ subject: string; text: string }[]> {
  for (let i = 0; i < 100; i++) {
    const mails = readdirSync(mailDir)
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[]; subject: string; text: string })
      .filter((m) => m.to.includes(address));
    if (mails.length >= count) return mails;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** What the authenticator app would show for the secret, `steps` periods from now. */
const totpCode = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s/g, '')) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function logInWithPassword(page: Page) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-postadress/).fill(EMAIL);
  await page.getByLabel(/^Lösenord/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Opens a screen before login in English (the choice is the screen's until a login saves it). */
async function openInEnglish(page: Page, path: string) {
  await page.goto(`${baseUrl}${path}`);
  await page.locator('label', { hasText: 'English' }).click();
}

async function logOut(page: Page) {
  await page.goto(`${baseUrl}/logout`);
  await page.waitForURL(/\/login$/);
}

describe('accounts', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a new patient registers with an invite, confirms the address from the mail, turns on two-factor, logs in with a code and with a backup code, and downloads their data', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE', acceptDownloads: true });
    const page = await context.newPage();

    await page.goto(`${baseUrl}/register/demo-invite`);
    await page.getByRole('heading', { name: 'Skapa konto', level: 1 }).waitFor();
    await page.getByText('Du har fått en inbjudan till Smärtmottagningen').waitFor();
    // What the first login will ask, readable before registering: the service's terms and the clinic's.
    const terms = page.getByRole('region', { name: 'Det här godkänner du' });
    await terms.waitFor();
    const first = terms.locator('details').first();
    await first.locator('summary').click();
    expect(await first.evaluate((details) => (details as HTMLDetailsElement).open)).toBe(true);
    await page.getByLabel(/^Förnamn/).fill('Nora');
    await page.getByLabel(/^Efternamn/).fill('Ny');
    await page.getByLabel(/^E-postadress/).fill(EMAIL);
    const nine = '850615238';
    await page.getByLabel(/^Personnummer/).fill(`19${nine.slice(0, 6)}-${nine.slice(6)}${luhnCheckDigit(nine)}`);
    await page.getByLabel(/^Lösenord/).fill('kort');
    expect(await page.getByText('För kort').isVisible()).toBe(true);
    await page.getByLabel(/^Lösenord/).fill(PASSWORD);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'register');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await page.getByText(`Vi har skickat ett mejl till ${EMAIL}`).waitFor();

    const [verify] = await mailsTo(EMAIL);
    expect(verify!.subject).toBe('Bekräfta din e-postadress i Symptoms');
    const link = /https?:\/\/\S+\/verify-email\/\S+/.exec(verify!.text)![0];
    await page.goto(`${baseUrl}${new URL(link).pathname}`);
    await page.waitForURL(/\/login\?verifiedemail=1$/);
    await page.getByText('Din e-postadress är bekräftad.').waitFor();

    // A new account meets the terms at its first login (Symptoms' terms are read to the end first).
    await logInWithPassword(page);
    await page.waitForURL(/\/tos\?/);
    await page.getByRole('button', { name: 'Läs avtalet' }).first().click();
    await page.getByRole('region', { name: 'Användarvillkor för Symptoms' }).evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await page.getByRole('checkbox', { name: 'Jag godkänner Användarvillkor för Symptoms (obligatoriskt)' }).check();
    await page.getByRole('button', { name: 'Nästa' }).click();
    await page.waitForURL(/\/choosemannequin/);
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Profil och inställningar', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Slå på tvåstegsverifiering' }).click();
    const secret = (await page.locator('code').first().textContent())!;
    const backupCodes = await page.getByRole('listitem').allTextContents();
    expect(backupCodes).toHaveLength(10);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'profile-twofactor-setup');
    await page.getByLabel(/^Kod från autentiseringsappen/).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Slå på', exact: true }).click();
    await page.getByText('Tvåstegsverifiering är på. Vid inloggning').waitFor();
    await screenshots(page, 'profile');

    await logOut(page);
    await logInWithPassword(page);
    await page.getByRole('heading', { name: 'Tvåstegsverifiering', level: 1 }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'login-twofactor');
    // The step the setup used is spent; the app shows the next one a moment later.
    await page.getByLabel(/^Kod från autentiseringsappen/).fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await logOut(page);
    await logInWithPassword(page);
    await page.getByRole('button', { name: 'Använd en reservkod i stället' }).click();
    await page.getByLabel(/^Reservkod/).fill(backupCodes[0]!);
    await page.getByRole('button', { name: 'Fortsätt' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    await page.goto(`${baseUrl}/profile`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^symptoms-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(readFileSync((await download.path())!));
    const account = JSON.parse(strFromU8(files['account.json']!)) as { user: { email: string; first_name: string } };
    expect(account.user).toMatchObject({ email: EMAIL, first_name: 'Nora' });
    await context.close();
  });

  it('the account screens read in English too, at phone and desktop width, with no serious axe findings', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'en-GB' });
    const page = await context.newPage();
    await openInEnglish(page, '/reset-password');
    await page.getByRole('heading', { name: 'Reset password', level: 1 }).waitFor();
    await page.getByLabel(/^Email address/).fill('someone@example.com');
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If we know the address, we have sent a link to it.').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'reset-request-en');

    await openInEnglish(page, '/reset/not-a-code');
    await page.getByText('The link is not valid, already used or expired.').waitFor();
    await openInEnglish(page, '/register/not-an-invite');
    await page.getByText(/The invite is not valid/).waitFor();
    await openInEnglish(page, '/smartmottagningen');
    await page.getByText('Log in to Smärtmottagningen').waitFor();
    await screenshots(page, 'login-clinic-en');

    await page.getByLabel(/^Email address/).fill('patient2@example.com');
    await page.getByLabel(/^Password/).fill('Symptoms-demo-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login') && url.pathname !== '/smartmottagningen');
    // The account's own language (Swedish) applies after login; the user menu changes it.
    await page
      .getByRole('button', { name: /Alva Andersson/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.goto(`${baseUrl}/profile`);
    await page.getByRole('heading', { name: 'Profile and settings', level: 1 }).waitFor();
    await page.getByLabel(/^Postal code/).fill('41103');
    await page.getByText('Göteborg, Göteborg municipality, Västra Götalands län').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'profile-en');
    // Back to Swedish for the journeys that log in as this account after.
    await page
      .getByRole('button', { name: /Alva Andersson/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await context.close();
  });
});
