import { createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { toDataURL } from 'qrcode';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

function totp(secret: string, label: string): TOTP {
  return new TOTP({ issuer: 'Symptoms', label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });
}

/**
 * The time step a code belongs to, accepting the step before and after (clock drift), or null.
 * The caller refuses a step not later than the last one used, so a code works once.
 */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  const delta = totp(secret, '').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD) + delta;
}

export function otpauthUri(secret: string, label: string): string {
  return totp(secret, label).toString();
}

export const qrImage = (uri: string) => toDataURL(uri, { errorCorrectionLevel: 'M', margin: 1, width: 240 });

/** Backup codes: ten of 10 characters without look-alikes (50 bits each), shown once, kept hashed. */
export function newBackupCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: 10 }, () => {
    const chars = [...randomBytes(10)].map((b) => alphabet[b % alphabet.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A typed backup code compared without its dash, spaces or case. */
export const backupCodeHash = (code: string) => createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
