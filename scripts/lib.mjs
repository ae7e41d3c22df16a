// Small helpers shared by the npm scripts: run a command, handle Ctrl-C, and tell whether a build is stale.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/**
 * Vitest's command line, to run with `node` rather than through npx: npx exits at a signal without waiting for
 * vitest, which then runs on unseen.
 */
export const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
const commands = new Set();
let interruptedBy = null;
let interruptedAt = 0;

/** A command ended by a signal this script received (and passed on). */
export class Interrupted extends Error {
  constructor(signal) {
    super(`Interrupted (${signal})`);
    this.signal = signal;
  }
}

function passOn(signal) {
  if (interruptedBy) {
    // Ctrl-C reaches this script twice, from the terminal and from the script that runs it: only a signal
    // a second later is a second one, which stops waiting for the cleanup.
    if (Date.now() - interruptedAt > 1_000) process.exit(128 + constants.signals[signal]);
    return;
  }
  interruptedBy = signal;
  interruptedAt = Date.now();
  for (const child of commands) child.kill(signal);
}

/**
 * Runs a script's body so that a signal (Ctrl-C, SIGTERM) does not end it at once: the signal goes to the
 * running command, `run` then rejects with Interrupted, `finally` blocks clean up, and the script ends as the
 * signal would have ended it (exit 128 + its number). A second signal ends it at once.
 */
export async function runScript(body) {
  for (const signal of SIGNALS) process.on(signal, passOn);
  // `npm test` passes a SIGTERM to its shell, which ends without passing it on: when the process that started
  // this script is gone, take that as a hang-up.
  const parent = process.ppid;
  const orphaned = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(orphaned);
    passOn('SIGHUP');
  }, 1_000).unref();
  try {
    await body();
  } catch (error) {
    if (!interruptedBy) throw error;
  }
  if (interruptedBy) {
    console.error(`\n${new Interrupted(interruptedBy).message}`);
    process.exit(128 + constants.signals[interruptedBy]);
  }
}

/** Runs a command with inherited output; resolves on exit code 0, rejects otherwise. */
export function run(command, args, options = {}) {
  if (interruptedBy) return Promise.reject(new Interrupted(interruptedBy));
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    commands.add(child);
    child.on('error', (error) => (commands.delete(child), reject(error)));
    child.on('exit', (code, signal) => {
      commands.delete(child);
      if (interruptedBy) reject(new Interrupted(interruptedBy));
      else if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than any file of `sources`. */
export function isStale(output, sources) {
  const built = newestMtime(path.join(root, output));
  if (!built) return true;
  return sources.some((source) => newestMtime(path.join(root, source)) > built);
}
