import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  formatPersonnummer,
  formatPersonnummerInput,
  isValidPersonnummer,
  luhnCheckDigit,
  maskPersonnummer,
  normalizePersonnummer,
} from './personnummer';

const today = new Date('2026-11-22T12:00:00Z');

/** Valid personnummer as [12-digit canonical] built from a real date and a serial. */
const validPersonnummer = fc
  .record({
    date: fc.date({ min: new Date('1900-01-01'), max: new Date('2008-12-31'), noInvalidDate: true }),
    serial: fc.integer({ min: 0, max: 999 }),
    coordination: fc.boolean(),
  })
  .map(({ date, serial, coordination }) => {
    const yyyy = date.getUTCFullYear().toString();
    const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(date.getUTCDate() + (coordination ? 60 : 0)).padStart(2, '0');
    const nine = yyyy.slice(2) + mm + dd + String(serial).padStart(3, '0');
    return yyyy + nine.slice(2) + String(luhnCheckDigit(nine));
  });

describe('personnummer', () => {
  it('accepts the known test number in every written form', () => {
    for (const form of ['19121212-1212', '191212121212', '121212+1212']) {
      expect(normalizePersonnummer(form, today), form).toBe('191212121212');
    }
    // Without a century and with '-', the person is under 100: the same digits mean 2012.
    expect(normalizePersonnummer('121212-1212', today)).toBe('201212121212');
    expect(normalizePersonnummer('1212121212', today)).toBe('201212121212');
  });

  it('rejects a wrong check digit, a wrong length, letters and an impossible date', () => {
    for (const bad of ['19121212-1213', '1212121', '19121212-12120', 'abcdefghij', '19120231-0000', '', '20121212+1212']) {
      expect(isValidPersonnummer(bad, today), bad).toBe(false);
    }
  });

  it('accepts every valid number in the 12-digit, dashed and 10-digit forms (property)', () => {
    fc.assert(
      fc.property(validPersonnummer, (pnr) => {
        expect(normalizePersonnummer(pnr, today)).toBe(pnr);
        expect(normalizePersonnummer(formatPersonnummer(pnr), today)).toBe(pnr);
        const ten = pnr.slice(2);
        const age = today.getUTCFullYear() - Number(pnr.slice(0, 4));
        const separator = age >= 100 ? '+' : '-';
        expect(normalizePersonnummer(`${ten.slice(0, 6)}${separator}${ten.slice(6)}`, today)).toBe(pnr);
      }),
    );
  });

  it('rejects any single changed digit (property)', () => {
    fc.assert(
      fc.property(validPersonnummer, fc.integer({ min: 2, max: 11 }), fc.integer({ min: 1, max: 9 }), (pnr, at, delta) => {
        const digit = (Number(pnr[at]) + delta) % 10;
        const changed = pnr.slice(0, at) + digit + pnr.slice(at + 1);
        expect(isValidPersonnummer(changed, today)).toBe(false);
      }),
    );
  });

  it('masks the last four digits', () => {
    expect(maskPersonnummer('191212121212')).toBe('19121212-****');
    fc.assert(
      fc.property(validPersonnummer, (pnr) => {
        expect(maskPersonnummer(pnr)).toBe(`${pnr.slice(0, 8)}-****`);
      }),
    );
  });

  it('shows nothing for an account without a number (it lost its claim to another account’s proof)', () => {
    expect(maskPersonnummer(null)).toBe('');
  });

  it('formats input as the user types, with the century and the dash', () => {
    expect(formatPersonnummerInput('851212', today)).toBe('19851212');
    expect(formatPersonnummerInput('121212', today)).toBe('20121212');
    expect(formatPersonnummerInput('0101011234', today)).toBe('20010101-1234');
    expect(formatPersonnummerInput('19121212-1212abc99', today)).toBe('19121212-1212');
  });
});
