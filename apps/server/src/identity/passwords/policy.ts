import { readFileSync } from 'node:fs';
import { ErrorCode, errorMessage, passwordLongEnough, passwordMinimum, type LanguageId } from '@symptoms/domain';
import { AppError } from '../../platform/errors';

/**
 * The shipped list of common and breached passwords (decisions: Passwords): the zxcvbn project's
 * frequency list (MIT) from 8 characters up, with common Swedish ones. Beside this file in source,
 * beside main.js in the build.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Words of the account and the service that make a password guessable for this person. */
function containsContext(password: string, context: readonly string[]): boolean {
  const lower = password.toLowerCase();
  return context.some((word) => word.length >= 4 && lower.includes(word.toLowerCase()));
}

/**
 * Refuses a new password that is too short for the account (15, or 8 with two-factor), too long,
 * on the common list, or built on the account's own e-mail, name or the service's name.
 */
export function assertAcceptablePassword(
  password: string,
  options: { twoFactor: boolean; context: readonly string[]; language: LanguageId },
): void {
  const lower = password.toLowerCase();
  const weak =
    !passwordLongEnough(password, options.twoFactor) ||
    commonPasswords().has(lower) ||
    containsContext(password, [...options.context, 'symptoms']);
  if (!weak) return;
  const min = passwordMinimum(options.twoFactor);
  const detail =
    options.language === 'sv'
      ? `Lösenordet behöver minst ${min} tecken och får inte vara vanligt förekommande eller bygga på din e-postadress eller ditt namn.`
      : `The password needs at least ${min} characters and must not be a common one or built on your e-mail address or name.`;
  throw new AppError(ErrorCode.WeakPassword, errorMessage(ErrorCode.WeakPassword, options.language), { NewPassword: [detail] });
}

/** The context words of an account, for the check above. */
export function accountContext(user: { email: string; first_name: string; last_name: string }): string[] {
  return [user.email.split('@')[0] ?? '', user.first_name, user.last_name];
}
