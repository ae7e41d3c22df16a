import { describe, expect, it } from 'vitest';
import { dateTime, relativeDay, writtenDay } from './relative-date';

// Wednesday 2026-03-11, 10:00 in Stockholm (09:00 UTC).
const now = new Date('2026-03-11T09:00:00Z');

describe('relativeDay', () => {
  it('names today, yesterday and tomorrow in both languages', () => {
    expect(relativeDay('2026-03-11T00:30:00+01:00', 'sv', now)).toBe('Idag');
    expect(relativeDay('2026-03-10T23:59:00+01:00', 'sv', now)).toBe('Igår');
    expect(relativeDay('2026-03-12T08:00:00+01:00', 'sv', now)).toBe('Imorgon');
    expect(relativeDay('2026-03-11T20:00:00Z', 'en', now)).toBe('Today');
    expect(relativeDay('2026-03-10T12:00:00Z', 'en', now)).toBe('Yesterday');
    expect(relativeDay('2026-03-12T12:00:00Z', 'en', now)).toBe('Tomorrow');
  });

  it('counts days in Stockholm time, not UTC', () => {
    // 23:30 UTC on the 10th is already 00:30 on the 11th in Stockholm.
    expect(relativeDay('2026-03-10T23:30:00Z', 'sv', now)).toBe('Idag');
  });

  it('uses the weekday name within the week around today', () => {
    expect(relativeDay('2026-03-09T12:00:00Z', 'sv', now)).toBe('Måndag');
    expect(relativeDay('2026-03-05T12:00:00Z', 'en', now)).toBe('Thursday');
    expect(relativeDay('2026-03-16T12:00:00Z', 'sv', now)).toBe('Måndag');
  });

  it('falls back to the day as people write it, never ISO', () => {
    expect(relativeDay('2026-03-04T12:00:00Z', 'sv', now)).toBe('4 mars 2026');
    expect(relativeDay('2025-12-24T12:00:00Z', 'en', now)).toBe('24 December 2025');
    expect(relativeDay('2026-03-20T12:00:00Z', 'en', now)).toBe('20 March 2026');
    // 23:30 UTC on 25 November is 00:30 on the 26th in Stockholm.
    expect(writtenDay('2026-11-25T23:30:00Z', 'sv')).toBe('26 november 2026');
  });

  it('handles the change to summer time', () => {
    // Summer time starts 2026-03-29 02:00 in Stockholm.
    const after = new Date('2026-03-30T06:00:00Z');
    expect(relativeDay('2026-03-29T22:30:00Z', 'sv', after)).toBe('Idag');
    expect(relativeDay('2026-03-28T23:30:00Z', 'sv', after)).toBe('Igår');
  });
});

describe('dateTime', () => {
  it('writes a moment as in a sentence, in Stockholm time', () => {
    expect(dateTime('2026-03-11T04:15:00Z', 'sv', now)).toBe('idag 05:15');
    expect(dateTime('2026-03-10T20:40:00Z', 'sv', now)).toBe('igår 21:40');
    expect(dateTime('2026-03-10T20:40:00Z', 'en', now, true)).toBe('Yesterday 21:40');
    expect(dateTime('2026-03-09T09:00:00Z', 'sv', now)).toBe('måndag 10:00');
    expect(dateTime('2026-07-01T12:05:00Z', 'sv', now)).toBe('1 juli 2026 14:05');
    expect(dateTime('2026-07-01T12:05:00Z', 'en', now)).toBe('1 July 2026 14:05');
  });
});
