/**
 * Swedish personal identity numbers (personnummer), spec 2 §5: 10 digits, or 12 digits of which
 * the first two (the century) are dropped, with a Luhn check digit. We also require a real date
 * (day + 60 for coordination numbers), since a number with 31 February is never issued.
 * Stored as 12 digits without the dash; displayed with the last four digits masked.
 */

function luhnChecksumValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(i) - 48;
    // Weights alternate 2,1,2,1... from the left for the 10-digit form.
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function luhnCheckDigit(nineDigits: string): number {
  for (let c = 0; c <= 9; c++) if (luhnChecksumValid(nineDigits + c)) return c;
  throw new Error('unreachable');
}

function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12) return false;
  const realDay = day > 60 ? day - 60 : day; // coordination numbers add 60 to the day
  if (realDay < 1) return false;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return realDay <= daysInMonth;
}

/**
 * Returns the canonical 12-digit form, or null when the input is not a valid personnummer.
 * `today` decides the century of a 10-digit number (a '+' separator means 100 years or older).
 */
export function normalizePersonnummer(input: string, today: Date = new Date()): string | null {
  const trimmed = input.trim();
  const match = /^(\d{2})?(\d{6})([-+]?)(\d{4})$/.exec(trimmed);
  if (!match) return null;
  const [, century, yymmdd, separator, last4] = match as unknown as [string, string | undefined, string, string, string];
  if (century && separator === '+') return null;
  const ten = yymmdd + last4;
  if (!luhnChecksumValid(ten)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  let fullYear: number;
  if (century) {
    if (century !== '18' && century !== '19' && century !== '20') return null;
    fullYear = Number(century) * 100 + yy;
  } else {
    const thisYear = today.getUTCFullYear();
    fullYear = Math.floor(thisYear / 100) * 100 + yy;
    if (fullYear > thisYear) fullYear -= 100;
    if (separator === '+') fullYear -= 100;
  }
  if (!isRealDate(fullYear, month, day)) return null;
  return String(fullYear) + ten.slice(2);
}

export function isValidPersonnummer(input: string, today?: Date): boolean {
  return normalizePersonnummer(input, today) !== null;
}

/** 12 digits to `YYYYMMDD-NNNN`. */
export function formatPersonnummer(canonical: string): string {
  return `${canonical.slice(0, 8)}-${canonical.slice(8)}`;
}

/** The displayed national id masks the last four digits (spec 2 §5); an account without one shows nothing. */
export function maskPersonnummer(canonical: string | null): string {
  if (canonical === null) return '';
  const digits = canonical.replace(/\D/g, '');
  if (digits.length < 4) return '****';
  const head = digits.slice(0, -4);
  return head.length >= 8 ? `${head.slice(0, 8)}-****` : `${head}****`;
}

/**
 * Formats personnummer input as the user types (spec 2 §5): digits and a dash after 8 digits,
 * century prefixed (19 or 20) from the leading digits, at most 13 characters.
 */
export function formatPersonnummerInput(raw: string, today: Date = new Date()): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length >= 2 && !/^(19|20)/.test(digits)) {
    const yy = Number(digits.slice(0, 2));
    const currentYy = today.getUTCFullYear() % 100;
    digits = (yy > currentYy ? '19' : '20') + digits;
  }
  digits = digits.slice(0, 12);
  return digits.length > 8 ? `${digits.slice(0, 8)}-${digits.slice(8)}` : digits;
}

/** Age in whole years on `today` of a canonical 12-digit personnummer (a samordningsnummer's day is +60). */
export function ageOf(canonical: string, today: Date = new Date()): number {
  const year = Number(canonical.slice(0, 4));
  const month = Number(canonical.slice(4, 6));
  const day = Number(canonical.slice(6, 8)) % 60;
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - year - (m < month || (m === month && d < day) ? 1 : 0);
}

/** Symptoms is for adults (spec 2 §1): 18 or older. */
export const ADULT_AGE = 18;
