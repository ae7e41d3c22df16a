import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { changeLanguage, DESKTOP, launchBrowser, screenshots, seriousAccessibilityViolations, toastsGone } from './browser';

/**
 * Issue 32: a personnummer typed at registration is only stated; BankID confirms it, and only a
 * confirmed number opens an account. The finding (someone registers with another person's number,
 * whose BankID then opened their account) refused step by step, and a person confirming their own.
 */

const baseUrl = inject('baseUrl');
const simulator = inject('bankidControlUrl');
const mailDir = inject('mailDir');
const PASSWORD = 'en lång och hemlig mening om hösten';
/** Valid adult numbers no demo account has; BankID's simulator signs as any valid number. */
const VICTIM = '197709092386';
const OWN = '197710102380';
const dashed = (pnr: string) => `${pnr.slice(0, 8)}-${pnr.slice(8)}`;
let browser: Browser;

async function control(at: string, body: Record<string, unknown>) {
  const response = await fetch(`${simulator}${at}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`simulator ${at}: ${JSON.stringify(answer)}`);
  return answer;
}

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

/** A patient's invite to Symptoms (it names no personnummer) from the demo patient; answers the link's path. */
async function inviteFromDemoPatient(email: string): Promise<string> {
  const login = await fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'patient@example.com', password: 'Symptoms-demo-1' }),
  });
  const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string };
  const sent = await fetch(`${baseUrl}/identity/my/invites`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'x-organizationid': token.organization,
      'x-groupid': token.group,
      'x-roleid': token.role,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ Description: 'Prova du också', Invites: [{ Email: email }] }),
  });
  if (sent.status !== 201) throw new Error(`invite failed: ${sent.status} ${await sent.text()}`);
  const [mail] = await mailsTo(email);
  return new URL(/https?:\/\/\S+\/register\/\S+/.exec(mail!.text)![0]).pathname;
}

async function register(page: Page, invitePath: string, person: { first: string; last: string; email: string; personnummer: string }) {
  await page.goto(`${baseUrl}${invitePath}`);
  await page.getByRole('heading', { name: 'Skapa konto', level: 1 }).waitFor();
  await page.getByLabel(/^Förnamn/).fill(person.first);
  await page.getByLabel(/^Efternamn/).fill(person.last);
  await page.getByLabel(/^E-postadress/).fill(person.email);
  await page.getByLabel(/^Personnummer/).fill(dashed(person.personnummer));
  await page.getByLabel(/^Lösenord/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await page.getByText(`Vi har skickat ett mejl till ${person.email}`).waitFor();
}

/** A password login; a new account meets Symptoms' terms first (read to the end, then accepted). */
async function logInWithPassword(page: Page, email: string, firstTime = false) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-postadress/).fill(email);
  await page.getByLabel(/^Lösenord/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Logga in' }).click();
  if (!firstTime) return page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.waitForURL(/\/tos\?/);
  await page.getByRole('button', { name: 'Läs avtalet' }).first().click();
  await page.getByRole('region', { name: 'Användarvillkor för Symptoms' }).evaluate((box) => box.scrollTo(0, box.scrollHeight));
  await page.getByRole('checkbox', { name: 'Jag godkänner Användarvillkor för Symptoms (obligatoriskt)' }).check();
  await page.getByRole('button', { name: 'Nästa' }).click();
  await page.waitForURL(/\/choosemannequin/);
}

async function logOut(page: Page) {
  await page.goto(`${baseUrl}/logout`);
  await page.waitForURL(/\/login$/);
}

/** The person scans the QR on the screen with BankID and identifies as `personnummer` (the simulator checks the code is current). */
async function identifyWithBankId(page: Page, personnummer: string) {
  const qr = page.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' });
  await qr.waitFor();
  const scanned = await control('/control/scan', { qrData: await qr.getAttribute('data-qr'), personalNumber: personnummer });
  await control(`/control/orders/${String(scanned.orderRef)}`, { status: 'complete', personalNumber: personnummer });
}

async function bankIdLogin(page: Page, personnummer: string) {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Fortsätt med BankID' }).click();
  await identifyWithBankId(page, personnummer);
}

async function openProfile(page: Page) {
  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('heading', { name: 'Profil och inställningar', level: 1 }).waitFor();
  await page.getByRole('heading', { name: 'Personnummer', level: 2 }).waitFor();
}

/** The profile in Swedish and English, at both widths, with no serious axe findings. */
async function profileShots(page: Page, name: RegExp, shot: string, english: RegExp) {
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, shot);
  await changeLanguage(page, name, 'English');
  await page.getByText(english).first().waitFor();
  await toastsGone(page);
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
  await screenshots(page, `${shot}-en`);
  await changeLanguage(page, name, 'Svenska');
  await page.getByRole('heading', { name: 'Profil och inställningar', level: 1 }).waitFor();
}

describe('a personnummer is confirmed before it opens anything', () => {
  beforeAll(async () => {
    if (!simulator) throw new Error('The server started no BankID simulator: unset BANKID_URL for the end-to-end tests.');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the finding refused: an account registered with someone else’s number neither opens to their BankID nor keeps the number', async () => {
    const stamp = Date.now();
    const impostor = { first: 'Xerxes', last: 'Lånad', email: `x-${stamp}@example.com`, personnummer: VICTIM };
    const victim = { first: 'Vera', last: 'Verklig', email: `v-${stamp}@example.com`, personnummer: VICTIM };
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();

    // 1. X registers by a patient's invite with V's personnummer.
    await register(page, await inviteFromDemoPatient(impostor.email), impostor);

    // 2. V's BankID login does not open X's account; it says how to go on.
    await bankIdLogin(page, VICTIM);
    const refusal = page.getByRole('alert');
    await expect.poll(() => refusal.textContent(), { timeout: 10_000 }).toContain('Inget konto är bekräftat med ditt personnummer.');
    expect(await refusal.textContent()).toContain('bekräfta ditt personnummer med BankID under Profil');
    expect(page.url()).toMatch(/\/login$/);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'bankid-not-confirmed');

    // 3. V registers by an invite of their own: X's claim blocks nothing.
    await register(page, await inviteFromDemoPatient(victim.email), victim);

    // 4. V confirms the number with BankID under Profil.
    await logInWithPassword(page, victim.email, true);
    await openProfile(page);
    await page.getByText('Inte bekräftat', { exact: true }).waitFor();
    await profileShots(page, /Vera Verklig/, 'profile-personnummer-stated', /^Not confirmed$/);
    await page.getByRole('button', { name: 'Bekräfta med BankID' }).click();
    await identifyWithBankId(page, VICTIM);
    await page.getByText(/^Bekräftat med BankID den \d{1,2} [a-zåäö]+ \d{4}\.$/).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('textbox', { name: 'Personnummer' }).inputValue()).toBe(`${VICTIM.slice(0, 8)}-****`);
    await profileShots(page, /Vera Verklig/, 'profile-personnummer-confirmed', /^Confirmed with BankID on \d{1,2} [A-Z][a-z]+ \d{4}\.$/);

    // 5. X's account lost the number, X was told by mail, and X's profile says why.
    // The invite, the address's confirmation, and the removal.
    const removal = (await mailsTo(impostor.email, 3)).find((m) => m.subject === 'Personnumret har tagits bort från ditt konto i Symptoms');
    expect(removal!.text).toContain('Ditt konto och dina uppgifter finns kvar');
    expect(removal!.text).not.toContain(VICTIM.slice(0, 8));
    await logOut(page);
    await logInWithPassword(page, impostor.email, true);
    await openProfile(page);
    await page.getByText('Ditt konto har inget personnummer').waitFor();
    expect(await page.getByRole('textbox', { name: 'Personnummer' }).count()).toBe(0);
    await profileShots(page, /Xerxes Lånad/, 'profile-personnummer-removed', /Your account has no personal identity number/);

    // 6. V's BankID login now opens V's own account.
    await logOut(page);
    await bankIdLogin(page, VICTIM);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 10_000 });
    await expect.poll(() => page.getByText('Vera').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('a person registered by invite confirms their own number in the profile, then logs in with BankID', async () => {
    const person = { first: 'Wilma', last: 'Egen', email: `w-${Date.now()}@example.com`, personnummer: OWN };
    const page = await (await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' })).newPage();
    await register(page, await inviteFromDemoPatient(person.email), person);
    await logInWithPassword(page, person.email, true);
    await openProfile(page);
    await page.getByRole('button', { name: 'Bekräfta med BankID' }).click();
    await identifyWithBankId(page, OWN);
    await page.getByText(/^Bekräftat med BankID den /).waitFor({ timeout: 10_000 });
    await page.getByText('Ditt personnummer är bekräftat med BankID.').waitFor();

    await logOut(page);
    await bankIdLogin(page, OWN);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 10_000 });
    await expect.poll(() => page.getByText('Wilma').first().isVisible()).toBe(true);
    await page.context().close();
  });
});
