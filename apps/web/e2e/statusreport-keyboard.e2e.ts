import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** What has the focus: its role, its name or text, and for a radio its group. */
function focused(page: Page): Promise<{ tag: string; role: string | null; text: string; group: string | null }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const group = el?.closest('[role="radiogroup"]');
    const groupName = group?.getAttribute('aria-labelledby');
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      role: el?.getAttribute('role') ?? null,
      text: (el?.textContent ?? '').trim(),
      group: groupName ? (document.getElementById(groupName)?.textContent ?? null) : null,
    };
  });
}

describe('the status report by keyboard alone', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('focus goes to the main heading after navigation and after saving; Save is reached in under 40 key presses', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient2@example.com');
    await page.waitForURL(/\/welcome/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();

    await page.getByRole('navigation').getByRole('link', { name: 'Statusrapport' }).first().click();
    await page.waitForURL(/\/statusreport$/);
    await page.getByRole('heading', { name: 'Ny statusrapport', level: 1 }).waitFor();
    await expect.poll(async () => (await focused(page)).tag).toBe('h1');
    expect((await focused(page)).text).toBe('Ny statusrapport');

    // Keyboard only from here: Tab through the page, two arrow presses in the first five areas.
    let presses = 0;
    const press = async (key: string) => {
      presses += 1;
      await page.keyboard.press(key);
    };
    const answered: string[] = [];
    for (let guard = 0; guard < 80; guard++) {
      await press('Tab');
      const now = await focused(page);
      if (now.tag === 'button' && now.text === 'Spara') break;
      if (now.role === 'radio' && now.group && answered.length < 5) {
        await press('ArrowRight');
        await press('ArrowRight');
        // Space on the chosen value keeps it (the radio pattern selects, never clears); not counted, it adds nothing.
        if (answered.length === 0) await page.keyboard.press('Space');
        answered.push(now.group);
      }
    }
    expect((await focused(page)).text).toBe('Spara');
    expect(answered).toHaveLength(5);
    console.log(`[statusreport] keyboard only: Save reached after ${presses} key presses (19 areas, 5 answered)`);
    expect(presses).toBeLessThan(40);
    for (const area of answered) {
      expect(
        await page
          .getByRole('radiogroup', { name: area, exact: true })
          .getByRole('radio', { name: '2', exact: true })
          .getAttribute('aria-checked'),
      ).toBe('true');
    }
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await press('Enter');
    await page.waitForURL(/\/statusreport\/followup$/);
    await expect.poll(async () => (await focused(page)).tag).not.toBe('body');
    // The first report's thanks dialog takes the focus; once it is closed, the page's heading is where reading starts.
    const thanks = page.getByRole('dialog', { name: 'Tack för din första rapport!' });
    if ((await thanks.count()) > 0) {
      await press('Escape');
      await thanks.waitFor({ state: 'detached' });
    }
    await context.close();
  });

  it('one area at a time: Previous and Next, Save always in the action bar', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient2@example.com');
    await page.waitForURL(/\/welcome/);
    await page.goto(`${baseUrl}/statusreport`);
    await page.getByRole('heading', { name: 'Ny statusrapport', level: 1 }).waitFor();
    await page.locator('label', { hasText: 'Ett område i taget' }).click();
    const one = page.getByTestId('one-area');
    await one.getByText('Område 1 av 19').waitFor();
    expect(await one.getByRole('radiogroup').count()).toBe(1);
    await one.getByRole('button', { name: 'Nästa' }).click();
    await one.getByText('Område 2 av 19').waitFor();
    const save = page.getByRole('button', { name: 'Spara' });
    expect(await save.isVisible()).toBe(true);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'statusreport-one-area');
    await page.locator('label', { hasText: 'Alla områden' }).click();
    await screenshots(page, 'statusreport-all-areas');
    await context.close();
  });

  it("in a browser in Los Angeles, a report made now stands on today's Stockholm date on the graph", async () => {
    const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE', timezoneId: 'America/Los_Angeles' });
    const page = await context.newPage();
    await logIn(page, baseUrl, 'patient2@example.com');
    await page.waitForURL(/\/welcome/);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/Los_Angeles');
    await page.goto(`${baseUrl}/statusreport/graph/pain`);
    await page.getByRole('heading', { name: 'Smärta över tid' }).waitFor();
    await page.getByRole('button', { name: '1 vecka' }).click();
    const dot = page.locator('.recharts-line-dots circle').last();
    await dot.waitFor();
    await dot.click();
    const popup = page.locator('.history-popup');
    await popup.waitFor();
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', dateStyle: 'medium' }).format(new Date());
    // The report's own date and time in Stockholm, not a day-long range in the browser's zone.
    expect(await popup.locator('strong').textContent()).toMatch(new RegExp(`^${today} \\d\\d:\\d\\d$`));
    // The last date label left of the ball is today's, in Stockholm (the value axis's labels are bare numbers).
    const labels = await page
      .locator('text.recharts-cartesian-axis-tick-value')
      .evaluateAll((ticks) =>
        ticks.map((t) => ({ x: t.getBoundingClientRect().x + t.getBoundingClientRect().width / 2, text: t.textContent ?? '' })),
      );
    const ballX = await dot.evaluate((c) => c.getBoundingClientRect().x + c.getBoundingClientRect().width / 2);
    const label = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short' }).format(new Date());
    expect(labels.filter((l) => !/^\d+$/.test(l.text) && l.x <= ballX).at(-1)?.text).toBe(label);
    await screenshots(page, 'statusreport-graph-los-angeles');
    await context.close();
  });
});
