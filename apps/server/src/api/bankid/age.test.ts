import { describe, expect, it } from 'vitest';
import { isAdult, stockholmToday } from './age';

describe('the age limit of BankID login', () => {
  it('lets in someone on their 18th birthday, not the day before', () => {
    expect(isAdult('200801152386', '2026-01-15')).toBe(true);
    expect(isAdult('200801152386', '2026-01-14')).toBe(false);
  });

  it('reads the birth day of a coordination number (day + 60)', () => {
    expect(isAdult('200801752383', '2026-01-15')).toBe(true);
    expect(isAdult('200801752383', '2026-01-14')).toBe(false);
  });

  it('takes the date in Sweden, not in UTC', () => {
    // 23:30 UTC on 31 December is already New Year's Day in Stockholm.
    expect(stockholmToday(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01-01');
  });
});
