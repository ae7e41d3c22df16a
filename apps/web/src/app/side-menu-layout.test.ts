import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser } from 'playwright-core';

// The layout is the browser's to compute: the frame's stylesheet in a real Chromium (as the e2e tests
// find it), with the markup AppLayout and SideMenu render, on a page three screens long.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const css = readFileSync(path.join(import.meta.dirname, 'styles.css'), 'utf8');
const page = `<!doctype html><html><head><style>body{margin:0}${css}</style></head><body>
  <div class="app-shell">
    <header class="app-header">Symptoms</header>
    <div class="app-body">
      <nav class="side-menu" data-hidden="false"><div class="side-menu-links"><a class="side-menu-link" href="#">Hem</a></div></nav>
      <main id="main" class="app-main"><div style="height: 2400px">Lång sida</div></main>
    </div>
  </div></body></html>`;

describe.skipIf(!existsSync(chromiumPath))('the left menu on a long page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath });
  }, 30_000);
  afterAll(() => browser?.close());

  it('has its background down to the end of the page, with its links still in view', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await tab.setContent(page);
    await tab.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const box = await tab.evaluate(() => {
      const rect = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
      return { menu: rect('.side-menu'), main: rect('.app-main'), link: rect('.side-menu-link') };
    });
    expect(box.menu.bottom).toBeGreaterThanOrEqual(box.main.bottom);
    expect(box.menu.top).toBeLessThanOrEqual(box.main.top);
    expect(box.link.top).toBeGreaterThanOrEqual(0);
    expect(box.link.bottom).toBeLessThanOrEqual(800);
  }, 30_000);
});
