import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ChromiumNotFound, findChromium } from '../../../scripts/find-chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    chromiumPath: string;
  }
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverMain = path.join(repoRoot, 'apps/server/dist/main.js');
const webDist = path.join(repoRoot, 'apps/web/dist/index.html');
const START_TIMEOUT_MS = 90_000;

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`The server did not start within ${START_TIMEOUT_MS} ms:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Symptoms is running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
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
  const child = spawn(process.execPath, [serverMain], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      SEED_DEMO_HISTORY: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    project.provide('baseUrl', await waitForUrl(child));
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
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
  };
}
