import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, preview, type PreviewServer } from 'vite';
import type { Browser, Page } from 'playwright-core';
import { facing, type Model } from '@symptoms/domain';
import { partAnchor } from '../src/ui/BodyFigure/anchors';
import { CAMERA_FOV, cameraPosition, orbitDistance, orbitTarget, VIEW_AZIMUTH } from '../src/ui/BodyFigure/camera';
import type { FigureView } from '../src/ui/BodyFigure/types';
import { launchBrowser, screenshots, seriousAccessibilityViolations, SHOTS_DIR } from './browser';

/**
 * The body figure alone, on a test page built by Vite for production (as users get it: a
 * development build runs React's checks and doubled renders, which would misstate frame times):
 * draw, erase, choose a part, look at both figures from the four sides, and measure drawing frame
 * times on a slowed-down CPU.
 */
const webRoot = path.resolve(import.meta.dirname, '..');
const configFile = path.join(webRoot, 'vite.config.ts');
let outDir: string;
let vite: PreviewServer;
let browser: Browser;
let harnessUrl: string;

const VIEW_BUTTON: Record<FigureView, string> = { front: 'Fram', back: 'Bak', left: 'Vänster', right: 'Höger' };

/** Screen position of a model point in the figure's canvas, with the figure's own camera. */
async function toScreen(page: Page, model: Model, view: FigureView, point: { X: number; Y: number; Z: number }) {
  const box = (await page.getByTestId('body-figure-canvas').boundingBox())!;
  const [cx, cy, cz] = cameraPosition(model, VIEW_AZIMUTH[view], orbitDistance(model, box.width / box.height));
  const [tx, ty, tz] = orbitTarget(model);
  const forward = [tx - cx, ty - cy, tz - cz];
  const len = Math.hypot(forward[0]!, forward[1]!, forward[2]!);
  const f = forward.map((v) => v / len) as [number, number, number];
  const right = [-f[2], 0, f[0]] as const;
  const r = [point.X - cx, point.Y - cy, point.Z - cz];
  const depth = r[0]! * f[0] + r[1]! * f[1] + r[2]! * f[2];
  const across = r[0]! * right[0] + r[2]! * right[2];
  const tan = Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180);
  const ndcX = across / depth / (tan * (box.width / box.height));
  const ndcY = r[1]! / depth / tan;
  return { x: box.x + ((ndcX + 1) / 2) * box.width, y: box.y + ((1 - ndcY) / 2) * box.height };
}

async function stroke(page: Page, points: { x: number; y: number }[]) {
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 12 });
  await page.mouse.up();
}

const calls = (page: Page) => page.evaluate(() => window.bodyFigureCalls);

async function openHarness(page: Page, query: string) {
  await page.goto(`${harnessUrl}?${query}`);
  await page.getByTestId('body-figure-canvas').locator('canvas').waitFor({ timeout: 60_000 });
  // The figure is built on the first frame after the chunk loads.
  await page.waitForTimeout(1_000);
}

async function chooseView(page: Page, view: FigureView) {
  await page.getByRole('button', { name: VIEW_BUTTON[view], exact: true }).click();
  await page.waitForTimeout(600);
}

describe('the body figure', () => {
  beforeAll(async () => {
    outDir = mkdtempSync(path.join(tmpdir(), 'symptoms-figure-harness-'));
    // Vitest runs with NODE_ENV=test, which Vite and the React plugin would keep: React's
    // development build and JSX runtime. The page is built as `npm run build` builds the app.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: webRoot,
        configFile,
        logLevel: 'error',
        build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(webRoot, 'e2e/fixtures/bodyfigure.html') } },
      });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    vite = await preview({ root: webRoot, configFile, logLevel: 'error', build: { outDir }, preview: { port: 0, host: '127.0.0.1' } });
    harnessUrl = `${vite.resolvedUrls!.local[0]!}e2e/fixtures/bodyfigure.html`;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await vite?.close();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('draws a stroke mark by mark as the whole figure would be drawn', async () => {
    const context = await browser.newContext({ viewport: { width: 760, height: 900 }, locale: 'sv-SE' });
    const page = await context.newPage();
    await openHarness(page, 'model=female&mode=draw&view=front&others=1');
    const stomach = partAnchor('female', 'stomach');
    const points = [-0.6, 0, 0.6].map((dx) => ({ ...stomach, X: stomach.X + dx, Y: stomach.Y + dx / 2 }));
    const screen = await Promise.all(points.map((p) => toScreen(page, 'female', 'front', p)));
    const pixels = () =>
      page.evaluate(
        () =>
          new Promise<string>((resolve) =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.querySelector('canvas')!.toDataURL()))),
          ),
      );
    // A first stroke makes the symptom one with marks (its colour is then its own).
    await stroke(page, [screen[0]!, screen[1]!]);
    await page.waitForFunction(() => window.bodyFigureCalls.length > 0);
    // While the button is down each frame adds only the new marks to the frame kept from before.
    await page.mouse.move(screen[1]!.x, screen[1]!.y);
    await page.mouse.down();
    for (const p of screen.slice(1)) await page.mouse.move(p.x, p.y, { steps: 12 });
    const byMarks = await pixels();
    // Letting go draws the figure whole.
    await page.mouse.up();
    const whole = await pixels();
    const differing = await page.evaluate(
      async ([a, b]) => {
        const read = async (url: string) => {
          const image = new Image();
          image.src = url;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        };
        const [x, y] = [await read(a!), await read(b!)];
        let count = 0;
        for (let i = 0; i < x.length; i += 4) {
          if (Math.max(...[0, 1, 2, 3].map((k) => Math.abs(x[i + k]! - y[i + k]!))) > 8) count++;
        }
        return { count, total: x.length / 4 };
      },
      [byMarks, whole],
    );
    const [first, second] = await calls(page);
    expect(second!.marks.length).toBeGreaterThan(first!.marks.length + 3);
    expect(differing.total).toBeGreaterThan(100_000);
    expect(differing.count).toBe(0);
    await context.close();
  });

  it('draws on the lower back from behind, erases, and marks a part chosen from the list', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'sv-SE' });
    const page = await context.newPage();
    await openHarness(page, 'model=female&mode=draw&view=front&others=1');
    await chooseView(page, 'back');
    expect(await page.getByRole('button', { name: 'Bak', exact: true }).getAttribute('aria-pressed')).toBe('true');

    const lowerBack = partAnchor('female', 'lower back');
    const from = await toScreen(page, 'female', 'back', { ...lowerBack, X: lowerBack.X - 0.5 });
    const to = await toScreen(page, 'female', 'back', { ...lowerBack, X: lowerBack.X + 0.5 });
    await stroke(page, [from, to]);
    await page.waitForFunction(() => window.bodyFigureCalls.length > 0);
    const [drawn] = await calls(page);
    expect(drawn!.symptomId).toBe('active');
    expect(drawn!.marks.length).toBeGreaterThan(3);
    for (const mark of drawn!.marks) {
      expect(mark.BodyPart).toBe('lower back');
      expect(facing('female', mark.Z)).toBe('back');
      expect(mark.Size).toBe(1);
    }
    // The camera stood behind the figure.
    expect(drawn!.camera.Z).toBeLessThan(-10);
    await page.getByTestId('body-figure-canvas').screenshot({ path: path.join(SHOTS_DIR, 'figure-drawn-lower-back.png') });
    expect(await page.getByText(`${drawn!.marks.length} markeringar`).count()).toBe(1);

    // Rubbing out the left half of the stroke leaves the rest, its first mark the new main position.
    await page.locator('label', { hasText: /^erase$/ }).click();
    const middle = await toScreen(page, 'female', 'back', lowerBack);
    await stroke(page, [from, { x: (from.x + middle.x) / 2, y: from.y }]);
    await page.waitForFunction(() => window.bodyFigureCalls.length > 1);
    const erased = (await calls(page))[1]!;
    expect(erased.marks.length).toBeGreaterThan(0);
    expect(erased.marks.length).toBeLessThan(drawn!.marks.length);
    expect(erased.marks[0]).toEqual(drawn!.marks[drawn!.marks.length - erased.marks.length]);

    // The keyboard way: choose a part from the list.
    const picker = page.getByRole('textbox', { name: 'Välj kroppsdel' }).or(page.getByLabel('Välj kroppsdel'));
    await picker.first().fill('Vänster hand');
    await page.getByRole('option', { name: 'Vänster hand' }).click();
    await page.getByText('Vänster hand markerad').waitFor();
    const list = await page.evaluate(() => document.querySelectorAll('[data-testid=thumbnails] [role=img]').length);
    expect(list).toBe(4);
    await page.waitForTimeout(500);
    await page.getByTestId('thumbnails').screenshot({ path: path.join(SHOTS_DIR, 'figure-thumbnails.png') });
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await screenshots(page, 'figure-harness');

    // Replaying steps through the reports and shows each one's date.
    await page.locator('label', { hasText: /^play$/ }).click();
    await page.getByText('1 av 2 · 1 okt. 2026').waitFor();
    await page.getByRole('button', { name: 'Spela upp' }).click();
    await page.getByText('2 av 2 · 8 okt. 2026').waitFor({ timeout: 5_000 });
    await page.getByRole('button', { name: 'Spela upp' }).waitFor();
    await context.close();
  });

  it('shows the male and the female figure from the four sides', async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    const page = await browser.newPage({ viewport: { width: 760, height: 900 }, locale: 'sv-SE' });
    for (const model of ['male', 'female'] as const) {
      await openHarness(page, `model=${model}&mode=camera&height=720`);
      for (const view of ['front', 'back', 'left', 'right'] as const) {
        await chooseView(page, view);
        await page.getByTestId('body-figure-canvas').screenshot({ path: path.join(SHOTS_DIR, `figure-${model}-${view}.png`) });
      }
    }
    await page.close();
  });

  it('keeps drawing smooth on a four times slower CPU (frame times are reported, not asserted)', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, locale: 'sv-SE' });
    const page = await context.newPage();
    await openHarness(page, 'model=male&mode=draw&view=front&height=600');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const stomach = partAnchor('male', 'stomach');
    const path1 = [];
    for (let i = 0; i <= 8; i++) {
      const angle = (i / 8) * Math.PI * 2;
      path1.push(
        await toScreen(page, 'male', 'front', { ...stomach, X: stomach.X + Math.cos(angle) * 0.8, Y: stomach.Y + Math.sin(angle) * 1.2 }),
      );
    }
    await page.evaluate(() => {
      const times: number[] = [];
      (window as unknown as { frameTimes: number[] }).frameTimes = times;
      const tick = (t: number) => {
        times.push(t);
        if (times.length < 2000) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await stroke(page, path1);
    const times = await page.evaluate(() => (window as unknown as { frameTimes: number[] }).frameTimes);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    const sorted = [...gaps].sort((a, b) => a - b);
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!;
    console.log(
      `Drawing with 4× CPU throttling: ${gaps.length} frames, mean ${mean.toFixed(1)} ms (${(1000 / mean).toFixed(0)} fps), ` +
        `median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms; ` +
        `${(await calls(page))[0]?.marks.length ?? 0} marks`,
    );
    expect(gaps.length).toBeGreaterThan(10);
    await context.close();
  });
});
