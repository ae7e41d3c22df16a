import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** The demo patient's open PROM request, read through the API as the patient (its link is the secret). */
async function openRequestId(): Promise<string> {
  const login = await fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'patient@example.com', password: 'Symptoms-demo-1' }),
  });
  const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string };
  const response = await fetch(`${baseUrl}/api/my/promrequests`, {
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'x-organizationid': token.organization,
      'x-groupid': token.group,
      'x-roleid': token.role,
      'x-languageid': 'sv',
    },
  });
  const requests = (await response.json()) as { PromRequestId: string; PromId: string }[];
  const request = requests.find((r) => r.PromId === 'phq9') ?? requests[0];
  if (!request) throw new Error('The demo patient has no open PROM request (did another journey fill PHQ-9 completely first?)');
  return request.PromRequestId;
}

/** Milliseconds from a click on the button to the next frame after the question header changed. */
function timeClickToNextQuestion(page: Page, buttonName: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
        const header = () => document.querySelector('.q-header')?.textContent ?? '';
        const before = header();
        if (!button) return resolve(-3);
        if (button.disabled) return resolve(-4);
        setTimeout(() => resolve(-1), 5_000);
        const observer = new MutationObserver(() => {
          if (header() === before) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        const start = performance.now();
        button?.click();
      }),
    buttonName,
  );
}

/** Milliseconds from a click on an answer to the next frame after it shows as chosen. */
function timeClickToChosen(page: Page, answerText: string): Promise<number> {
  return page.evaluate(
    (text) =>
      new Promise<number>((resolve) => {
        const label = [...document.querySelectorAll('label')].find((l) => l.textContent?.trim() === text);
        const input =
          label?.querySelector('input') ?? (label?.htmlFor ? (document.getElementById(label.htmlFor) as HTMLInputElement | null) : null);
        if (!input) return resolve(-2);
        setTimeout(() => resolve(-1), 5_000);
        const start = performance.now();
        input.click();
        const check = () => (input?.checked ? setTimeout(() => resolve(performance.now() - start), 0) : requestAnimationFrame(check));
        requestAnimationFrame(check);
      }),
    answerText,
  );
}

/** Milliseconds until the Next button is enabled (0 when it already is), after a chosen answer. */
function timeToNextEnabled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        const next = () => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Nästa');
        const check = () => (next() && !next()!.disabled ? resolve(performance.now() - start) : requestAnimationFrame(check));
        setTimeout(() => resolve(-1), 5_000);
        check();
      }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function stepHeading(page: Page, text: RegExp): Promise<void> {
  await page.getByRole('heading', { level: 2, name: text }).waitFor();
}

describe('PROM questionnaires', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a request link is filled in without login, once', async () => {
    const requestId = await openRequestId();
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/request/${requestId}`);
    await page.getByRole('heading', { name: 'PHQ-9', level: 1 }).waitFor();
    await page.getByText('Inför ditt nästa besök').waitFor();
    const send = page.getByRole('button', { name: 'Skicka svaren' });
    expect(await send.isDisabled()).toBe(true);
    const notAtAll = page.getByRole('radio', { name: 'Inte alls', exact: true });
    for (let i = 0; i < 9; i++) await notAtAll.nth(i).check();
    // The radios show each choice at once; the send button follows with the render after the last one.
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-request-form');
    await send.click();
    await page.getByRole('heading', { name: 'Tack för dina svar!' }).waitFor();
    await screenshots(page, 'proms-request-sent');

    await page.goto(`${baseUrl}/request/${requestId}`);
    await page.getByRole('heading', { name: 'Formuläret är redan ifyllt' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-request-filled');
    await page.goto(`${baseUrl}/request/${'x'.repeat(22)}`);
    await page.getByRole('heading', { name: 'Formuläret hittades inte' }).waitFor();
    await context.close();
  });

  it('the demo patient fills PHQ-9 stepwise, leaves halfway, returns to the draft, finishes and sees the score', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome/);

    await page.goto(`${baseUrl}/promreport/edit/phq9`);
    await page.waitForURL(/\/promreport\/edit\/phq9\/[A-Za-z0-9_]{21}/);
    await page.getByRole('heading', { name: 'PHQ-9', level: 1 }).waitFor();
    await page.locator('label', { hasText: 'En fråga i taget' }).click();
    await stepHeading(page, /^1\. Lite intresse/);
    const next = page.getByRole('button', { name: 'Nästa' });
    expect(await next.isDisabled()).toBe(true);
    await screenshots(page, 'proms-phq9-step1');

    // Per-click work, measured with the CPU slowed down four times (reported, not asserted).
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const answerTimes: number[] = [];
    const nextTimes: number[] = [];
    const settledTimes: number[] = [];
    const answers = ['Flera dagar', 'Inte alls', 'Mer än hälften av dagarna', 'Flera dagar'];
    for (const answer of answers) {
      answerTimes.push(await timeClickToChosen(page, answer));
      // The radio shows the choice at once; the rest of the screen (progress, Next) follows in a render of its own.
      settledTimes.push(await timeToNextEnabled(page));
      nextTimes.push(await timeClickToNextQuestion(page, 'Nästa'));
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(
      `[proms] stepwise PHQ-9 at 4x CPU throttling: answer click → painted ${answerTimes.map((t) => t.toFixed(0)).join(', ')} ms ` +
        `(median ${median(answerTimes).toFixed(0)}), Next enabled after another ${settledTimes.map((t) => t.toFixed(0)).join(', ')} ms; Next click → next question painted ${nextTimes.map((t) => t.toFixed(0)).join(', ')} ms ` +
        `(median ${median(nextTimes).toFixed(0)})`,
    );
    expect([...answerTimes, ...nextTimes].every((t) => t >= 0)).toBe(true);
    await stepHeading(page, /^5\. /);
    // The address is written once the question is painted and the browser is idle.
    await page.waitForURL(/question=Q5-/);
    expect(page.url()).toContain('question=Q5-');

    // Leaving halfway asks; leaving keeps the encrypted draft.
    await page.getByRole('link', { name: 'Hem' }).first().click();
    const leave = page.getByRole('dialog', { name: 'Lämna formuläret?' });
    await leave.waitFor();
    await screenshots(page, 'proms-phq9-leave');
    await leave.getByRole('button', { name: 'Lämna' }).click();
    await page.waitForURL(/\/welcome/);

    await page.goto(`${baseUrl}/promreport/edit/phq9`);
    const offer = page.getByRole('dialog', { name: 'Du har osparade svar' });
    await offer.waitFor();
    await offer.getByText(/svarade på 4 frågor/).waitFor();
    await screenshots(page, 'proms-phq9-draft');
    await offer.getByRole('button', { name: 'Fortsätt där jag slutade' }).click();
    await stepHeading(page, /^5\. /);
    await page.getByRole('button', { name: 'Föregående' }).click();
    await stepHeading(page, /^4\. /);
    expect(await page.getByRole('radio', { name: 'Flera dagar', exact: true }).isChecked()).toBe(true);
    await next.click();

    for (let question = 5; question <= 9; question++) {
      await stepHeading(page, new RegExp(`^${question}\\. `));
      await page.getByRole('radio', { name: 'Inte alls', exact: true }).check();
      await next.click();
    }
    await stepHeading(page, /^10\. /);
    expect(await next.isEnabled()).toBe(true); // not required
    await screenshots(page, 'proms-phq9-optional');
    await next.click();
    await page.getByRole('heading', { name: 'Slut på frågorna' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-phq9-end');
    await page.getByRole('button', { name: 'Spara formuläret' }).click();

    await page.waitForURL(/\/promreport\/followup\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Formulär sparat', level: 1 }).waitFor();
    // 1 + 0 + 2 + 1 + five times 0 = 4.
    expect((await page.getByTestId('prom-score').textContent())?.trim()).toBe('4 av 27');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-phq9-followup');

    // The saved complete report opens locked.
    await page.getByRole('link', { name: 'Visa dina svar' }).click();
    await page.getByText('Formuläret är sparat och låst').waitFor();
    await screenshots(page, 'proms-phq9-locked');
    await page.getByRole('button', { name: 'Lås upp och ändra' }).click();
    const unlock = page.getByRole('dialog', { name: 'Lås upp formuläret?' });
    await unlock.getByRole('button', { name: 'Nej' }).click();
    await unlock.waitFor({ state: 'detached' });
    expect(await page.getByText('Formuläret är sparat och låst').count()).toBe(1);

    await page.goBack();
    const graphLink = page.getByRole('link', { name: 'Se dina svar över tid' });
    if ((await graphLink.count()) > 0) {
      await graphLink.click();
      await page.waitForURL(/\/promreports\/prom\/phq9$/);
      await page.waitForTimeout(800);
      await screenshots(page, 'proms-phq9-graph');
    }
    await context.close();
  });

  it('the screening questionnaire skips Q2 when Q1 is answered no', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient@example.com');
    await page.waitForURL(/\/welcome/);
    await page.goto(`${baseUrl}/promreport/edit/screening`);
    await page.getByRole('heading', { name: 'Screening inför studien', level: 1 }).waitFor();
    await page.locator('label', { hasText: 'Alla frågor' }).click();
    const q2 = page.getByRole('heading', { name: /Vet din vårdkontakt/ });
    expect(await q2.count()).toBe(1);
    await page.getByRole('radio', { name: 'Nej' }).first().check();
    await q2.waitFor({ state: 'detached' });
    await page.getByText('1 fråga hoppas över på grund av dina svar.').waitFor();
    await screenshots(page, 'proms-screening-skipped');
    await page.getByRole('button', { name: 'Visa', exact: true }).click();
    await page.getByRole('button', { name: /Vet din vårdkontakt.*hoppas över/ }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-screening-shown');
    await page.getByRole('button', { name: 'Spara formuläret' }).click();
    await page.waitForURL(/\/promreport\/followup\//);
    await page.getByRole('heading', { name: 'Formulär sparat', level: 1 }).waitFor();
    expect(await page.getByTestId('prom-score').count()).toBe(0);
    await screenshots(page, 'proms-screening-followup');
    await context.close();
  });
});
