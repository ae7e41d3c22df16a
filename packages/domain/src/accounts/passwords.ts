/**
 * Password rules after NIST SP 800-63B rev 4 and ASVS 5 (decisions: Passwords): length is what
 * counts, so at least 15 characters, or 8 when the account has two-factor; at least 64 must be
 * allowed (we take 128); no composition rules; common and breached passwords are refused (the
 * server holds that list). The strength the meter shows is counted, as the spec says, in
 * characters, lowercase, uppercase, digits and special characters.
 */
export const PASSWORD_MIN = 15;
const PASSWORD_MIN_WITH_TWO_FACTOR = 8;
export const PASSWORD_MAX = 128;

export function passwordMinimum(twoFactor: boolean): number {
  return twoFactor ? PASSWORD_MIN_WITH_TWO_FACTOR : PASSWORD_MIN;
}

interface PasswordStrength {
  characters: number;
  lowercase: number;
  uppercase: number;
  digits: number;
  special: number;
  /** 0–4: too short for the account, then by length and variety, as a meter shows it. */
  score: 0 | 1 | 2 | 3 | 4;
}

export function passwordStrength(password: string, twoFactor = false): PasswordStrength {
  const chars = [...password];
  const count = (re: RegExp) => chars.filter((c) => re.test(c)).length;
  const lowercase = count(/\p{Ll}/u);
  const uppercase = count(/\p{Lu}/u);
  const digits = count(/\p{Nd}/u);
  const special = chars.length - lowercase - uppercase - digits;
  const kinds = [lowercase, uppercase, digits, special].filter((n) => n > 0).length;
  const min = passwordMinimum(twoFactor);
  let score: PasswordStrength['score'] = 0;
  if (chars.length >= min) score = 2;
  if (chars.length >= min + 4 || (chars.length >= min && kinds >= 3)) score = 3;
  if (chars.length >= Math.max(20, min + 8) && kinds >= 2) score = 4;
  if (chars.length > 0 && score === 0) score = 1;
  return { characters: chars.length, lowercase, uppercase, digits, special, score };
}

/** Whether a password is long enough for the account (the common list is the server's check). */
export function passwordLongEnough(password: string, twoFactor: boolean): boolean {
  const length = [...password].length;
  return length >= passwordMinimum(twoFactor) && length <= PASSWORD_MAX;
}
