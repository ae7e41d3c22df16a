import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { luhnCheckDigit } from '@symptoms/domain';
import { DESKTOP, changeLanguage, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';
import { demoApi } from './api';

const baseUrl = inject('baseUrl');
const mailDir = inject('mailDir');
const EMAIL = `lova-${Date.now()}@example.com`;
const PASSWORD = 'en lång mening om att lämna kliniken';
let browser: Browser;

/** The first mail to an address, waiting for it. */
async function mailTo(address: string): Promise<{ text: string }> {
  for (let i = 0; i < 100; i++) {
    const mail = readdirSync(mailDir)
      .sort()
      .map((f) => JSON.parse(readFileSync(path.join(mailDir, f), 'utf8')) as { to: string[]; text: string })
      .find((m) => m.to.includes(address));
    if (mail) return mail;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${address}`);
}

/** A physician of the demo clinic, made by the demo admin, with a password chosen from the mailed link. */
async function newPhysician() {
  const admin = await demoApi(baseUrl, 'admin@example.com');
  const nine = `750505${String(Date.now() % 1000).padStart(3, '0')}`;
  const created = await admin.identity('POST', '/users', {
    FirstName: 'Lova',
    LastName: 'Lämnarsson',
    Email: EMAIL,
    Personnummer: `19${nine}${luhnCheckDigit(nine)}`,
    LanguageId: 'sv',
    Memberships: [{ GroupId: 'smartmottagningen', RoleId: 'phys' }],
  });
  expect(created.status).toBe(201);
  const code = /\/reset\/(\S+)/.exec((await mailTo(EMAIL)).text)![1]!;
  const chosen = await fetch(`${baseUrl}/identity/users/password/reset/${code}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ NewPassword: PASSWORD }),
  });
  expect(chosen.status).toBe(204);
  const signIn = async () => {
    const login = await fetch(`${baseUrl}/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: EMAIL, password: PASSWORD }),
    });
    const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string };
    return {
      authorization: `Bearer ${token.access_token}`,
      'x-organizationid': token.organization,
      'x-groupid': token.group,
      'x-roleid': token.role,
    };
  };
  // The clinic's contracts first: nothing else opens until they are answered, and the next token knows it.
  const first = await signIn();
  const owed = (await (await fetch(`${baseUrl}/identity/my/group/contracts/unconsented/sv`, { headers: first })).json()) as {
    Id: string;
  }[];
  if (owed.length > 0) {
    const answered = await fetch(`${baseUrl}/identity/my/group/contracts/consents`, {
      method: 'POST',
      headers: { ...first, 'content-type': 'application/json' },
      body: JSON.stringify({ ConsentedContracts: owed.map((c) => ({ ContractLanguageVersionId: c.Id, Consented: true })) }),
    });
    expect(answered.status).toBe(200);
  }
  const headers = await signIn();
  return {
    read: (url: string) => fetch(`${baseUrl}/api${url}`, { headers }),
    remove: () =>
      fetch(`${baseUrl}/identity/my/user`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ Password: PASSWORD }),
      }),
  };
}

describe('erasure in the audit log', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a physician who read the patient’s reports removes their account: the patient’s log names them a removed user, in Swedish and English', async () => {
    const patient = await demoApi(baseUrl, 'patient@example.com');
    const physician = await newPhysician();
    const made = await patient.call('POST', '/my/statusreports', { Items: [{ Type: 'pain', Intensity: 3 }] });
    expect(made.status).toBe(201);
    const reportId = ((await made.json()) as { Id: string }).Id;
    const shared = await patient.call('POST', '/my/shares', { ShareWithEmail: EMAIL, PromReports: false, Notes: false });
    expect(shared.status).toBe(201);
    expect((await physician.read(`/patients/${patient.patientId}/statusreports`)).status).toBe(200);
    expect((await physician.remove()).status).toBe(204);

    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome$/);
    await page.goto(`${baseUrl}/auditlogs`);
    await page.getByRole('heading', { name: 'Logg', level: 1 }).waitFor();
    await page.locator('label', { hasText: 'Andra' }).click();
    const entry = page.getByRole('link', { name: /Läst: Statusrapport.*Borttagen användare \(läkare\)/ }).first();
    await entry.waitFor();
    expect(await page.getByText('Lämnarsson').count()).toBe(0);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'auditlogs-removed-user');
    await entry.click();
    await page.getByRole('heading', { name: 'Händelse', level: 1 }).waitFor();
    await page.getByText('Borttagen användare (läkare)').waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'auditlog-removed-user-detail');

    await changeLanguage(page, /Tolvan Tolvansson/, 'English');
    await page.getByText('Removed user (physician)').waitFor();
    await screenshots(page, 'auditlog-removed-user-detail-en');
    await page.goto(`${baseUrl}/auditlogs`);
    await page.locator('label', { hasText: 'Others' }).click();
    await page
      .getByRole('link', { name: /Read: Status report.*Removed user \(physician\)/ })
      .first()
      .waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'auditlogs-removed-user-en');
    await changeLanguage(page, /Tolvan Tolvansson/, 'Svenska');
    await page.getByRole('heading', { name: 'Logg', level: 1 }).waitFor();

    // The journeys after this one expect the demo patient without a status report.
    expect((await patient.call('POST', `/my/statusreports/${reportId}/delete`, {})).status).toBeLessThan(300);
    await context.close();
  });
});
