import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
const PATIENT = 'patient@example.com';
let browser: Browser;

interface PromDefinition {
  Questions: { Id: string; Answers: { Id: string }[] }[];
}

/** The demo patient's API, for setting up what the screens should show (and cleaning it away afterwards). */
async function patientApi() {
  const login = await fetch(`${baseUrl}/identity/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: PATIENT, password: 'Symptoms-demo-1' }),
  });
  const token = (await login.json()) as { access_token: string; organization: string; group: string; role: string };
  const headers = {
    authorization: `Bearer ${token.access_token}`,
    'x-organizationid': token.organization,
    'x-groupid': token.group,
    'x-roleid': token.role,
    'x-languageid': 'sv',
  };
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    // A body-less POST must not claim JSON: the server refuses an empty JSON body.
    const json = body === undefined ? {} : { body: JSON.stringify(body), headers: { ...headers, 'content-type': 'application/json' } };
    const response = await fetch(`${baseUrl}/api/${path}`, { method, headers, ...json });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? undefined : await response.json()) as T;
  };
}

async function menusShown(page: Page): Promise<void> {
  await page
    .locator("[data-hidden='true']")
    .first()
    .waitFor({ state: 'detached', timeout: 5_000 })
    .catch(() => undefined);
}

async function switchLanguage(page: Page, menuButton: RegExp, language: 'English' | 'Svenska'): Promise<void> {
  await page.getByRole('button', { name: menuButton }).click();
  await page.getByRole('menuitem', { name: language }).click();
}

describe('PROM list, search, score graphs', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the demo patient sees requested PROMs with the menu badge, searches in both languages, and follows scores in graphs', async () => {
    const api = await patientApi();
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, PATIENT);
    await page.waitForURL(/\/welcome$/);

    // The seeded request may already be answered by another journey: the screen must agree with the server either way.
    const open = await api<{ PromId: string }[]>('GET', 'my/promrequests');
    await page
      .getByRole('link', { name: /^Formulär/ })
      .first()
      .click();
    await page.waitForURL(/\/proms$/);
    await page.getByRole('heading', { name: 'Alla formulär' }).waitFor();
    await menusShown(page);
    const menuLink = page.locator('nav.side-menu').getByRole('link', { name: /^Formulär/ });
    if (open.length > 0) {
      const requested = page.getByRole('region', { name: 'Begärda formulär' });
      await requested.waitFor();
      expect(await requested.getByRole('article').count()).toBe(open.length);
      expect(await requested.getByRole('link', { name: /^Fyll i / }).count()).toBe(open.length);
      expect(await menuLink.textContent()).toContain(`${open.length} formulär att fylla i`);
      expect(await menuLink.getByTestId('open-requests-badge').textContent()).toBe(String(open.length));
    } else {
      expect(await page.getByRole('region', { name: 'Begärda formulär' }).count()).toBe(0);
      expect(await menuLink.getByTestId('open-requests-badge').count()).toBe(0);
    }
    await page.getByRole('region', { name: 'Alla formulär' }).getByRole('heading', { name: 'PHQ-9' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-list');

    // Search in Swedish from the list, then the same query in English.
    await page.getByRole('searchbox', { name: 'Sök formulär' }).fill('phq');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/search\?q=phq$/);
    await page.getByRole('status').filter({ hasText: '1 formulär hittades för ”phq”.' }).waitFor();
    await page.getByRole('article', { name: 'PHQ-9' }).getByRole('link', { name: 'Fyll i PHQ-9' }).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'proms-search');
    await switchLanguage(page, /Tolvan Tolvansson/, 'English');
    await page.getByRole('heading', { name: 'Search questionnaires' }).waitFor();
    await page.getByRole('article', { name: 'PATIENT HEALTH QUESTIONNAIRE-9 (PHQ-9)' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search questionnaires' }).fill('health');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/search\?q=health$/);
    await page.getByRole('article', { name: 'Health today' }).waitFor();
    await page.getByRole('article', { name: 'PATIENT HEALTH QUESTIONNAIRE-9 (PHQ-9)' }).waitFor();
    await screenshots(page, 'proms-search-en');
    await switchLanguage(page, /Tolvan Tolvansson/, 'Svenska');
    await page.getByRole('heading', { name: 'Sök formulär' }).waitFor();

    // A complete GAD-7 (not the requested PHQ-9, which another journey answers) gives a score graph.
    const gad7 = await api<PromDefinition>('GET', 'my/group/proms/gad7');
    const saved = await api<{ Id: string; Score: number }>('POST', 'my/promreports', {
      PromId: 'gad7',
      Answers: gad7.Questions.map((q) => ({ QuestionId: q.Id, AnswerId: (q.Answers[1] ?? q.Answers[0])!.Id })),
    });
    try {
      await page.goto(`${baseUrl}/promreports/prom/gad7`);
      await page.getByRole('heading', { level: 1, name: 'GAD-7' }).waitFor();
      await page.getByRole('figure', { name: 'GAD-7: poäng över tid' }).waitFor();
      const item = page.getByRole('listitem', { name: /^Svar / }).first();
      expect(await item.textContent()).toContain(`${saved.Score} poäng av 21`);
      expect(await item.textContent()).toContain('Komplett');
      await page.getByRole('link', { name: 'Fyll i formuläret' }).waitFor();
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, 'proms-reports-by-prom');

      await page.goto(`${baseUrl}/graphs`);
      await page.getByRole('heading', { level: 1, name: 'Grafer' }).waitFor();
      await page.getByRole('figure', { name: 'GAD-7: poäng över tid' }).waitFor();
      expect(await page.getByRole('heading', { name: /ESAS/ }).count()).toBe(0);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, 'proms-graphs');
    } finally {
      await api('POST', `my/promreports/${saved.Id}/delete`);
      await api('DELETE', `my/promreports/${saved.Id}`);
    }

    // The status follow-up names the suggested PROMs and leads to filling them in.
    const status = await api<{ Id: string }>('POST', 'my/statusreports', {
      Items: [
        { Type: 'depression', Intensity: 7 },
        { Type: 'anxiety', Intensity: 6 },
      ],
    });
    try {
      await page.goto(`${baseUrl}/statusreport/followup`);
      const phq9 = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Frågeformulär: PHQ-9' }) });
      await phq9.getByText('Du svarade 7 av 10 på nedstämdhet.').waitFor();
      await page.getByRole('heading', { name: 'Frågeformulär: GAD-7' }).waitFor();
      expect(await phq9.getByRole('link', { name: 'Fyll i formuläret' }).getAttribute('href')).toBe('/promreport/edit/phq9');
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      await screenshots(page, 'proms-status-followup');
    } finally {
      await api('POST', `my/statusreports/${status.Id}/delete`);
      await api('DELETE', `my/statusreports/${status.Id}`);
    }

    await context.close();
  });
});
