// The Chromium the end-to-end tests drive, looked for where a newcomer's machine may have one.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Where `npx playwright-core install chromium` puts the Chromium that this playwright-core expects. */
function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    return null; // a platform Playwright has no Chromium for
  }
}

export class ChromiumNotFound extends Error {}

/**
 * CHROMIUM_PATH when set (an error when no file is there), else the first of `candidates` that exists: Debian's
 * Chromium, then one Playwright installed. Throws ChromiumNotFound with one line saying what to install.
 */
export function findChromium(env = process.env, candidates = [DEBIAN_CHROMIUM, playwrightChromium()]) {
  if (env.CHROMIUM_PATH) {
    if (existsSync(env.CHROMIUM_PATH)) return env.CHROMIUM_PATH;
    throw new ChromiumNotFound(`CHROMIUM_PATH is ${env.CHROMIUM_PATH}, and there is no such file: point it at a Chromium, or unset it.`);
  }
  const found = candidates.find((candidate) => candidate && existsSync(candidate));
  if (found) return found;
  throw new ChromiumNotFound(
    'The end-to-end tests need Chromium: `apt-get install chromium` (Debian, Ubuntu), or `npx playwright-core install chromium` (downloads it), or set CHROMIUM_PATH to one.',
  );
}
