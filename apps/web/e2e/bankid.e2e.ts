import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
const simulator = inject('bankidControlUrl');
let browser: Browser;

/** Alva Andersson, patient2@example.com in the demo (README): BankID knows her by her personnummer. */
const ALVA = '198503122387';

async function control(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${simulator}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`simulator ${path}: ${JSON.stringify(answer)}`);
  return answer;
}

async function loginPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
  const page = await context.newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Fortsätt med BankID' }).click();
  return page;
}

const qrCode = (page: Page) => page.getByRole('img', { name: 'QR-kod att läsa av med BankID-appen' });

describe('BankID login', () => {
  beforeAll(async () => {
    if (!simulator) throw new Error('The server started no BankID simulator: unset BANKID_URL for the end-to-end tests.');
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a QR code that changes every second, is scanned and signed in the simulator, and logs in', async () => {
    const page = await loginPage();
    await qrCode(page).waitFor();
    await expect.poll(() => page.getByRole('status').textContent()).toBe('Starta BankID-appen.');
    const launch = await page.getByRole('link', { name: 'Öppna BankID på den här enheten' }).getAttribute('href');
    expect(launch).toMatch(/^bankid:\/\/\/\?autostarttoken=[0-9a-f-]{36}&redirect=null$/);
    await screenshots(page, 'bankid-qr');
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    // Watch the QR for a few seconds: a new code each second, its time counting up, its image redrawn.
    const seen = new Map<number, string>();
    const images = new Set<string>();
    const until = Date.now() + 4_500;
    while (Date.now() < until) {
      const data = await qrCode(page).getAttribute('data-qr');
      const image = await qrCode(page).getAttribute('src');
      const [prefix, , seconds, code] = data!.split('.');
      expect(prefix).toBe('bankid');
      expect(code).toMatch(/^[0-9a-f]{64}$/);
      seen.set(Number(seconds), data!);
      images.add(image!);
      await page.waitForTimeout(200);
    }
    const seconds = [...seen.keys()].sort((a, b) => a - b);
    expect(seconds.length).toBeGreaterThanOrEqual(4);
    expect(seconds.every((s, i) => i === 0 || s === seconds[i - 1]! + 1)).toBe(true);
    // The image is drawn after its code arrives: the last code's image may come after the loop's last look.
    await expect.poll(async () => images.add((await qrCode(page).getAttribute('src'))!).size).toBeGreaterThanOrEqual(seconds.length);

    // The phone reads the code on the screen now; the simulator checks it is genuine and current.
    const scanned = await control('/control/scan', { qrData: await qrCode(page).getAttribute('data-qr'), personalNumber: ALVA });
    expect(scanned).toMatchObject({ status: 'pending', hintCode: 'userSign' });
    await expect
      .poll(() => page.getByRole('status').textContent(), { timeout: 5_000 })
      .toBe('Skriv in din säkerhetskod i BankID-appen och välj Identifiera eller Skriv under.');
    await expect.poll(() => qrCode(page).count()).toBe(0);

    await control(`/control/orders/${String(scanned.orderRef)}`, { status: 'complete', personalNumber: ALVA });
    await page.waitForURL(/\/welcome$/, { timeout: 10_000 });
    await expect.poll(() => page.getByText('Alva').first().isVisible()).toBe(true);
    await page.context().close();
  });

  it('shows BankID’s message when the user cancels in the app, and starts again', async () => {
    const page = await loginPage();
    await qrCode(page).waitFor();
    const orderRef = ((await (await fetch(`${simulator}/control/orders`)).json()) as { orderRef: string }[]).at(-1)!.orderRef;
    await control(`/control/orders/${orderRef}`, { status: 'failed', hintCode: 'userCancel' });
    await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 5_000 }).toContain('Åtgärden avbruten.');
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await page.getByRole('button', { name: 'Fortsätt med BankID' }).click();
    await qrCode(page).waitFor();
    await page.getByRole('button', { name: 'Avbryt' }).click();
    await page.getByRole('button', { name: 'Fortsätt med BankID' }).waitFor();
    await page.context().close();
  });

  it('refuses someone under 18 with the spec’s message', async () => {
    const page = await loginPage();
    await qrCode(page).waitFor();
    const orderRef = ((await (await fetch(`${simulator}/control/orders`)).json()) as { orderRef: string }[]).at(-1)!.orderRef;
    await control(`/control/orders/${orderRef}`, { status: 'complete', personalNumber: '201501012387' });
    await expect
      .poll(() => page.getByRole('alert').textContent(), { timeout: 5_000 })
      .toContain('Du måste vara minst 18 år för att använda Symptoms.');
    await page.context().close();
  });
});
