import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ChromiumNotFound, findChromium } from './find-chromium.mjs';

const folder = mkdtempSync(path.join(tmpdir(), 'symptoms-chromium-'));
const present = path.join(folder, 'chromium');
const missing = path.join(folder, 'missing');
writeFileSync(present, '');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that is not there, naming it', () => {
    expect(findChromium({ CHROMIUM_PATH: present }, [missing])).toBe(present);
    expect(() => findChromium({ CHROMIUM_PATH: missing }, [present])).toThrow(ChromiumNotFound);
    expect(() => findChromium({ CHROMIUM_PATH: missing }, [present])).toThrow(`CHROMIUM_PATH is ${missing}`);
  });

  it('else takes the first candidate that exists', () => {
    expect(findChromium({}, [missing, null, present])).toBe(present);
  });

  it('else says in one line what to install', () => {
    let message = '';
    try {
      findChromium({}, [missing, null]);
    } catch (error) {
      expect(error).toBeInstanceOf(ChromiumNotFound);
      message = error.message;
    }
    expect(message).not.toContain('\n');
    expect(message).toContain('apt-get install chromium');
    expect(message).toContain('npx playwright-core install chromium');
  });
});
