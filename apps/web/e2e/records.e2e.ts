import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DESKTOP, launchBrowser, logIn, screenshots, seriousAccessibilityViolations } from './browser';

const baseUrl = inject('baseUrl');
let browser: Browser;

/** Toasts are outcomes that go away by themselves; the accessibility check looks at the screen once they have. */
async function toastsGone(page: Page): Promise<void> {
  await page
    .locator('.mantine-Notification-root')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Notification-root').length === 0, undefined, { timeout: 10_000 });
}

async function patientPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, locale: 'sv-SE' });
  const page = await context.newPage();
  await logIn(page, baseUrl, 'patient@example.com');
  await page.waitForURL(/\/welcome$/);
  return page;
}

describe('patient records', () => {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a patient writes a note, edits it, deletes it, finds it in the trash, restores it and sees it in history', async () => {
    const page = await patientPage();
    // A second tab of the same patient follows along by itself through the realtime channel.
    const other = await patientPage();
    await other.getByRole('link', { name: 'Anteckningar' }).first().click();
    await other.getByRole('heading', { name: 'Dina anteckningar' }).waitFor();

    await page.getByRole('link', { name: 'Anteckningar' }).first().click();
    await page.waitForURL(/\/notes$/);
    await page.getByRole('heading', { name: 'Anteckningar', level: 1 }).waitFor();
    const box = page.getByRole('textbox', { name: 'Anteckning' });
    const save = page.getByRole('button', { name: 'Spara' });
    await box.fill('x');
    expect(await save.isDisabled()).toBe(true);
    await page.getByText('Skriv minst 2 tecken.').waitFor();
    const text = `Sov dåligt, ont i ryggen på morgonen ${Date.now()}`;
    await box.fill(text);
    await page.getByText(`${text.length} av 2000 tecken`).waitFor();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'notes-form');
    await save.click();
    await page.getByText('Sparat').first().waitFor();
    const note = page.locator('article', { hasText: text });
    await note.waitFor();
    expect(await box.inputValue()).toBe('');
    await other.locator('article', { hasText: text }).waitFor({ timeout: 10_000 });

    await note.getByRole('link', { name: 'Ändra' }).click();
    await page.waitForURL(/\/notes\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Ändra anteckning' }).waitFor();
    const edited = `${text}, bättre på kvällen`;
    await page.getByRole('textbox', { name: 'Anteckning' }).fill(edited);
    await screenshots(page, 'notes-edit');
    await page.getByRole('button', { name: 'Spara' }).click();
    await page.waitForURL(/\/notes$/);
    const editedNote = page.locator('article', { hasText: edited });
    await editedNote.waitFor();
    await other.locator('article', { hasText: edited }).waitFor({ timeout: 10_000 });
    await screenshots(page, 'notes-list');

    await editedNote.getByRole('button', { name: 'Ta bort' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Anteckningen flyttas till papperskorgen').waitFor();
    await screenshots(page, 'notes-confirm-delete');
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await page.getByText('Anteckningen flyttades till papperskorgen.').waitFor();
    await editedNote.waitFor({ state: 'detached' });
    await other.locator('article', { hasText: edited }).waitFor({ state: 'detached', timeout: 10_000 });

    await page.getByRole('link', { name: 'Papperskorg' }).first().click();
    await page.waitForURL(/\/trash$/);
    const trashed = page.locator('li', { hasText: edited });
    await trashed.waitFor();
    expect(await trashed.getByText('Anteckning', { exact: true }).isVisible()).toBe(true);
    expect(await trashed.getByText('Raderas om 30 dagar').isVisible()).toBe(true);
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'trash');
    await trashed.getByRole('button', { name: 'Återställ' }).click();
    await page.getByText('Återställt').first().waitFor();
    await trashed.waitFor({ state: 'detached' });
    await other.locator('article', { hasText: edited }).waitFor({ timeout: 10_000 });

    await page.getByRole('link', { name: 'Historik' }).first().click();
    await page.waitForURL(/\/history$/);
    const entry = page.locator('li', { hasText: edited });
    await entry.waitFor();
    expect(await entry.getByText('Anteckning', { exact: true }).isVisible()).toBe(true);
    expect(await entry.locator('time').textContent()).toMatch(/^Idag \d{2}:\d{2}$/);
    await toastsGone(page);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'history');

    // English is complete on the same screens.
    await page.getByRole('button', { name: /Tolvan Tolvansson/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'History', level: 1 }).waitFor();
    expect(await entry.locator('time').textContent()).toMatch(/^Today \d{2}:\d{2}$/);
    await page.getByRole('button', { name: /Tolvan Tolvansson/ }).click();
    await page.getByRole('menuitem', { name: 'Svenska' }).click();
    await page.getByRole('heading', { name: 'Historik', level: 1 }).waitFor();

    await page.context().close();
    await other.context().close();
  });
});
