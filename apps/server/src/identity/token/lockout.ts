import type { Deps } from '../../deps';
import { RetryLater } from '../../platform/errors';
import type { Counter } from '../../platform/rate-limit';
import { securityEvent } from '../../platform/security-events';
import { findUserByLogin } from '../users/service';
import type { ClientInfo } from './service';

/** Failures of an account from any address in this window (TOKEN_FAILURES_PER_ACCOUNT) put it under guard. */
const ACCOUNT_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one address are remembered for a day; the pair locks from the fifth on. */
const PAIR_WINDOW_MS = 24 * 60 * 60_000;
const PAIR_FAILURES_BEFORE_LOCK = 5;
/** The first lock of a pair lasts a minute; each further failure doubles it, up to an hour. */
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;
/** A login to an account under guard from an address without failures waits, half a second per failure past the limit, at most 5 s. */
const DELAY_STEP_MS = 500;
const LONGEST_DELAY_MS = 5_000;

type LockoutVerdict = { locked: true; retryAfterSeconds: number } | { locked: false; delayMs: number };

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Failed logins counted per account and per account and address pair (decisions: Lockout per
 * account and address). An address that keeps failing locks itself out, for longer each time; the
 * account as a whole is never locked, so nobody can lock another person out with ten requests: past
 * the account's limit, an address with failures of its own is refused and one without is let
 * through after a delay, which slows an attacker spread over many addresses as well.
 */
export class LoginLockout {
  private readonly pairLimit: number;

  constructor(
    private readonly counter: Counter,
    private readonly accountLimit: number,
  ) {
    this.pairLimit = Math.min(PAIR_FAILURES_BEFORE_LOCK, accountLimit);
  }

  private keys(account: string, ip: string) {
    const name = account.toLowerCase();
    return { account: `login-failures:${name}`, pair: `login-failures:${name}|${ip}`, lock: `login-lock:${name}|${ip}` };
  }

  /** Before the password is checked: locked, or open after `delayMs`. */
  async check(account: string, ip: string): Promise<LockoutVerdict> {
    const keys = this.keys(account, ip);
    const lockMs = await this.counter.remainingMs(keys.lock);
    if (lockMs > 0) return { locked: true, retryAfterSeconds: seconds(lockMs) };
    const accountFailures = await this.counter.get(keys.account);
    if (accountFailures < this.accountLimit) return { locked: false, delayMs: 0 };
    if ((await this.counter.get(keys.pair)) > 0) {
      return { locked: true, retryAfterSeconds: seconds(await this.counter.remainingMs(keys.account)) };
    }
    return { locked: false, delayMs: Math.min(DELAY_STEP_MS * (accountFailures - this.accountLimit + 1), LONGEST_DELAY_MS) };
  }

  /** A wrong password: counted; answers the lock it started, in seconds, or null. */
  async failed(account: string, ip: string): Promise<number | null> {
    const keys = this.keys(account, ip);
    await this.counter.hit(keys.account, ACCOUNT_WINDOW_MS);
    const pairFailures = await this.counter.hit(keys.pair, PAIR_WINDOW_MS);
    if (pairFailures < this.pairLimit) return null;
    const lockMs = Math.min(FIRST_LOCK_MS * 2 ** (pairFailures - this.pairLimit), LONGEST_LOCK_MS);
    await this.counter.reset(keys.lock);
    await this.counter.hit(keys.lock, lockMs);
    return seconds(lockMs);
  }

  /**
   * The right password: this address starts afresh. The account's count stays, so the owner logging
   * in does not lift the guard from the attacker's other addresses.
   */
  async succeeded(account: string, ip: string): Promise<void> {
    const keys = this.keys(account, ip);
    await this.counter.reset(keys.pair);
    await this.counter.reset(keys.lock);
  }
}

const lockouts = new WeakMap<Counter, LoginLockout>();
function lockoutOf(deps: Deps): LoginLockout {
  let lockout = lockouts.get(deps.counter);
  if (!lockout) {
    lockout = new LoginLockout(deps.counter, deps.config.rateLimits.failuresPerAccountPer15Minutes);
    lockouts.set(deps.counter, lockout);
  }
  return lockout;
}

/** Before a password is checked: refuses a locked pair with Retry-After, or waits the delay the account's guard asks. */
export async function beforePasswordCheck(deps: Deps, account: string, client: ClientInfo): Promise<void> {
  const verdict = await lockoutOf(deps).check(account, client.ip);
  if (verdict.locked) {
    const userId = (await findUserByLogin(deps.db, account))?.id ?? null;
    securityEvent(deps.log, 'login-locked', { userId, sessionId: null, ip: client.ip, retryAfterSeconds: verdict.retryAfterSeconds });
    throw new RetryLater(verdict.retryAfterSeconds);
  }
  if (verdict.delayMs > 0) {
    const userId = (await findUserByLogin(deps.db, account))?.id ?? null;
    securityEvent(deps.log, 'login-delayed', { userId, sessionId: null, ip: client.ip, delayMs: verdict.delayMs });
    await new Promise((resolve) => setTimeout(resolve, verdict.delayMs));
  }
}

/** After the password was checked: counts a failure (and logs it) or clears the address's failures. */
export async function afterPasswordCheck(
  deps: Deps,
  account: string,
  client: ClientInfo,
  outcome: { userId: string | null; valid: boolean },
): Promise<void> {
  const lockout = lockoutOf(deps);
  if (outcome.valid) return lockout.succeeded(account, client.ip);
  const lockedSeconds = await lockout.failed(account, client.ip);
  securityEvent(deps.log, 'login-failed', { userId: outcome.userId, sessionId: null, ip: client.ip, lockedSeconds });
}
