import { createHmac } from 'node:crypto';

/**
 * The animated QR of RP API v6 (protocols/bankid-rp-v6.md §8): `bankid.<qrStartToken>.<seconds>.<hmac>`,
 * the HMAC-SHA256 of the whole seconds since the order started, keyed with the secret's UUID string.
 */
export function qrAuthCode(qrStartSecret: string, seconds: number): string {
  return createHmac('sha256', qrStartSecret).update(String(seconds)).digest('hex');
}

export function animatedQrData(qrStartToken: string, qrStartSecret: string, seconds: number): string {
  return `bankid.${qrStartToken}.${seconds}.${qrAuthCode(qrStartSecret, seconds)}`;
}

/** Whole seconds since the order's response came back (truncated, never rounded, as BankID's sample does). */
export function qrSeconds(startedAt: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
}
