import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { NAME_MAX, SYMPTOM_NAME_MAX, shippedProm } from '@symptoms/domain';
import { DESKTOP, launchBrowser, logIn } from './browser';
import { XSS_PAYLOADS } from './fixtures/xss-payloads';

/**
 * The XSS corpus stored in every free-text field a patient writes (notes, PROM report notes, own
 * symptom names, file names, first and last name), through the API as an attacker would, then
 * every screen that shows them rendered in Chromium: no dialog, nothing run, no element injected,
 * no Content-Security-Policy violation. A patient no other spec uses, so their lists stay theirs.
 */
const baseUrl = inject('baseUrl');
const EMAIL = 'patient2@example.com';
let browser: Browser;
let headers: Record<string, string>;

async function api(method: string, path: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function stored(method: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await api(method, path, body);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR tiny')]).toString('base64');
const phq9Answers = () =>
  shippedProm('phq9', 'sv')!
    .Questions.filter((q) => q.Required)
    .map((q) => ({ QuestionId: q.Id, AnswerId: q.Answers[0]!.Id }));

interface Findings {
  dialogs: string[];
  violations: string[];
}

/** A page that records dialogs and CSP violations from its first script on. */
async function watchedPage(findings: Findings): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  const page = await context.newPage();
  page.on('dialog', (dialog) => {
    findings.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) findings.violations.push(message.text());
  });
  return page;
}

/** What the screen shows that must not be there: injected elements, code that ran, refused content. */
async function inspect(page: Page): Promise<{ injected: string[]; ran: boolean; violations: string[] }> {
  return page.evaluate(() => {
    const injected: string[] = [];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const handlers = Array.from(element.attributes).filter((a) => a.name.toLowerCase().startsWith('on'));
      const dangerous =
        element.hasAttribute('data-xss') ||
        handlers.length > 0 ||
        ['IFRAME', 'OBJECT', 'EMBED', 'BASE'].includes(element.tagName) ||
        (element.tagName === 'SCRIPT' && !(element as HTMLScriptElement).src) ||
        (element.tagName === 'META' && element.hasAttribute('http-equiv')) ||
        /^\s*javascript:/i.test(element.getAttribute('href') ?? '') ||
        /^\s*javascript:/i.test(element.getAttribute('src') ?? '') ||
        /^\s*javascript:/i.test(element.getAttribute('action') ?? '');
      if (dangerous) injected.push(element.outerHTML.slice(0, 120));
    }
    const w = window as unknown as { __xss?: unknown; __csp: string[] };
    return { injected, ran: w.__xss !== undefined, violations: [...w.__csp] };
  });
}

describe('the XSS corpus', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
    const login = await fetch(`${baseUrl}/identity/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: EMAIL, password: 'Symptoms-demo-1' }),
    });
    headers = { authorization: `Bearer ${((await login.json()) as { access_token: string }).access_token}` };

    const notes: string[] = [];
    for (const payload of XSS_PAYLOADS) notes.push((await stored('POST', '/api/my/notes', { Content: payload })).Id as string);
    // A few in the trash, which names a note by its beginning.
    for (const id of notes.slice(0, 5)) expect((await api('POST', `/api/my/notes/${id}/delete`)).status).toBe(204);
    for (const payload of XSS_PAYLOADS.slice(0, 20)) {
      await stored('POST', '/api/my/promreports', { PromId: 'phq9', Note: payload, Answers: phq9Answers() });
    }
    for (const payload of XSS_PAYLOADS.filter((p) => p.trim().length <= SYMPTOM_NAME_MAX)) {
      await stored('POST', '/api/my/symptom-definitions', { Name: payload });
    }
    for (const payload of XSS_PAYLOADS.slice(0, 40)) {
      await stored('POST', '/api/my/patient/uploads', {
        FileName: `${payload}.png`,
        MimeType: 'image/png',
        Data: `data:image/png;base64,${PNG}`,
      });
    }
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
  });

  it(`stores ${XSS_PAYLOADS.length} payloads and renders every screen with their text as text`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(50);
    const findings: Findings = { dialogs: [], violations: [] };
    const page = await watchedPage(findings);
    await logIn(page, baseUrl, EMAIL);
    await page.waitForURL(/\/welcome$/);
    const screens = [
      '/welcome',
      '/notes',
      '/history',
      '/trash',
      '/calendar',
      '/fileuploads',
      '/proms',
      '/promreports/prom/phq9',
      '/symptomreport',
    ];
    const problems: string[] = [];
    for (const screen of screens) {
      await page.goto(`${baseUrl}${screen}`);
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      const { injected, ran, violations } = await inspect(page);
      if (injected.length || ran || violations.length) problems.push(`${screen}: ${JSON.stringify({ injected, ran, violations })}`);
    }
    expect(problems).toEqual([]);
    expect(findings).toEqual({ dialogs: [], violations: [] });
    // The payloads are there, shown as the text they are (the newest note first).
    await page.goto(`${baseUrl}/notes`);
    await page.getByText(XSS_PAYLOADS.at(-1)!, { exact: true }).first().waitFor();
  });

  it('renders the short payloads as the patient’s name in the app frame', async () => {
    const findings: Findings = { dialogs: [], violations: [] };
    const names = XSS_PAYLOADS.filter((p) => p.trim().length <= NAME_MAX);
    expect(names.length).toBeGreaterThan(5);
    const page = await watchedPage(findings);
    await logIn(page, baseUrl, EMAIL);
    await page.waitForURL(/\/welcome$/);
    const problems: string[] = [];
    for (let i = 0; i < names.length; i++) {
      const user = (await (await api('GET', '/identity/my/user')).json()) as Record<string, unknown>;
      const { Email, PhoneNumber, OptOut, Version, LanguageId } = user;
      const FirstName = names[i]!;
      const LastName = names[(i + 1) % names.length]!;
      await stored('PUT', '/identity/my/user', { FirstName, LastName, Email, PhoneNumber, OptOut, Version, LanguageId });
      await page.goto(`${baseUrl}/welcome`);
      await page.waitForLoadState('networkidle');
      const { injected, ran, violations } = await inspect(page);
      if (injected.length || ran || violations.length) problems.push(`${FirstName}: ${JSON.stringify({ injected, ran, violations })}`);
    }
    // The other journeys know this account by its name (the BankID login among them).
    const user = (await (await api('GET', '/identity/my/user')).json()) as Record<string, unknown>;
    const { Email, PhoneNumber, OptOut, Version, LanguageId } = user;
    await stored('PUT', '/identity/my/user', { FirstName: 'Alva', LastName: 'Andersson', Email, PhoneNumber, OptOut, Version, LanguageId });
    expect(problems).toEqual([]);
    expect(findings).toEqual({ dialogs: [], violations: [] });
  });
});
