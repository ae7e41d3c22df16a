import { describe, expect, it } from 'vitest';
import { animatedQrData, qrAuthCode, qrSeconds } from './qr';

describe('the animated QR', () => {
  // BankID's published test vector (protocols/bankid-rp-v6.md §8).
  const token = '67df3917-fa0d-44e5-b327-edcc928297f8';
  const secret = 'd28db9a7-4cde-429e-a983-359be676944c';

  it('computes the HMAC of each second as BankID does', () => {
    expect(qrAuthCode(secret, 0)).toBe('dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8');
    expect(qrAuthCode(secret, 1)).toBe('949d559bf23403952a94d103e67743126381eda00f0b3cbddbf7c96b1adcbce2');
    expect(qrAuthCode(secret, 2)).toBe('a9e5ec59cb4eee4ef4117150abc58fad7a85439a6a96ccbecc3668b41795b3f3');
    expect(animatedQrData(token, secret, 0)).toBe(`bankid.${token}.0.dc69358e712458a66a7525beef148ae8526b1c71610eff2c16cdffb4cdac9bf8`);
  });

  it('counts whole seconds since the start, truncated', () => {
    const start = new Date('2026-01-01T10:00:00.000Z');
    expect(qrSeconds(start, new Date('2026-01-01T10:00:00.999Z'))).toBe(0);
    expect(qrSeconds(start, new Date('2026-01-01T10:00:01.000Z'))).toBe(1);
    expect(qrSeconds(start, new Date('2026-01-01T10:00:07.600Z'))).toBe(7);
  });
});
