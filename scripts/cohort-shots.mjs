// Screenshots of what the demo study's cohort gives the researcher: the group symptom map (both
// figures, the last six months), the study's page with its adherence list, the statistics and the
// patient list (one participant's risk flag). Start the built app
// with the demo data first (`SEED_DEMO=1 npm start`, the demo history on); then
// `node scripts/cohort-shots.mjs [base URL]`. Pictures go to SHOTS_DIR (default /tmp/shots).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const baseUrl = process.argv[2] ?? 'http://localhost:8080';
const shots = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } };
mkdirSync(shots, { recursive: true });

/** A Stockholm day (YYYY-MM-DD), as the page counts days. */
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--lang=sv-SE'],
});
try {
  const page = await (await browser.newContext({ viewport: SIZES[1280], locale: 'sv-SE' })).newPage();
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel(/^E-postadress/).fill('researcher@example.com');
  await page.getByLabel(/^Lösenord/).fill('Symptoms-demo-1');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  const look = async (name) => {
    for (const [label, size] of Object.entries(SIZES)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: path.join(shots, `${name}-${label}.png`), fullPage: true, animations: 'disabled', timeout: 60_000 });
    }
  };
  for (const model of ['male', 'female']) {
    await page.goto(`${baseUrl}/admin/groupsymptoms/${model}/${day(182)}/${day(0)}`);
    await page.getByRole('heading', { name: 'Förklaring' }).waitFor({ timeout: 60_000 });
    console.log(
      model,
      await page
        .getByText(/symtomrapporter? från \d+ patienter?/)
        .first()
        .textContent(),
    );
    await look(`cohort-groupsymptoms-${model}`);
  }
  for (const [name, url] of [
    ['cohort-research', '/admin/research'],
    ['cohort-statistics', '/admin/statistics'],
    ['cohort-patients', '/admin/patients'],
  ]) {
    await page.goto(`${baseUrl}${url}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(3000);
    await look(name);
  }
} finally {
  await browser.close();
}
