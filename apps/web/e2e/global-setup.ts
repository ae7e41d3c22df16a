import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ChromiumNotFound, findChromium } from '../../../scripts/find-chromium.mjs';
import { startMailServer } from '../../server/src/test/mail-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
    /** Where the mail the app sends lands, one JSON file per mail ({ to, subject, text }). */
    mailDir: string;
    /** The BankID simulator's page and control endpoints (the embedded server starts it). */
    bankidControlUrl: string;
    /** The issue tracker simulator's page listing the issues filed (the embedded server starts it). */
    trackerUrl: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const webDist = path.join(repoRoot, 'apps/web/dist/index.html');
const START_TIMEOUT_MS = 90_000;

function waitForUrl(child: ChildProcess): Promise<{ url: string; bankid: string; tracker: string }> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Symptoms is running at (http:\/\/\S+)/.exec(output);
      // The banner ends with the documentation's address; the simulator's line comes before it when BankID is not configured.
      if (match?.[1] && output.includes('API documentation:')) {
        clearTimeout(timer);
        resolve({
          url: match[1],
          bankid: /BankID simulator[^:]*: (http:\/\/\S+)/.exec(output)?.[1] ?? '',
          tracker: /Issue tracker simulator[^:]*: (http:\/\/\S+)/.exec(output)?.[1] ?? '',
        });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it was ready:\n${output}`));
    });
  });
}

function chromiumOrStop(): string {
  try {
    return findChromium();
  } catch (error) {
    if (!(error instanceof ChromiumNotFound)) throw error;
    // One line that says what to install, not a stack trace from inside vitest.
    console.error(`\n${error.message}\n`);
    process.exit(1);
  }
}

/** Finds Chromium; starts the built server on a free port with fresh demo data; stops it and removes the data afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('chromiumPath', chromiumOrStop());
  const missing = [serverMain, webDist].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new Error(
      `End-to-end tests need the built app; missing: ${missing.join(', ')}. Run \`npm run build\` at the repository root first.`,
    );
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'symptoms-e2e-'));
  // A real SMTP server receives the app's mail; the journeys read it from files.
  const mailDir = mkdtempSync(path.join(tmpdir(), 'symptoms-e2e-mail-'));
  let mailCount = 0;
  const mail = await startMailServer((m) =>
    writeFileSync(
      path.join(mailDir, `${String(++mailCount).padStart(4, '0')}.json`),
      JSON.stringify({ to: m.to, subject: m.subject, text: m.text }),
    ),
  );
  project.provide('mailDir', mailDir);
  const env = {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    // The journeys expect a demo patient without history.
    SEED_DEMO_HISTORY: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
    SMTP_URL: mail.url,
  };
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    const started = await waitForUrl(child);
    project.provide('baseUrl', started.url);
    project.provide('bankidControlUrl', started.bankid);
    project.provide('trackerUrl', started.tracker);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await mail.close();
    throw error;
  }

  return async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timeout = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timeout);
    }
    rmSync(dataDir, { recursive: true, force: true });
    await mail.close();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
