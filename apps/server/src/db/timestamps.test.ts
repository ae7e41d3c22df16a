import { describe, expect, it } from 'vitest';
import pg from 'pg';
import { parseTimestamptz, PgTimestamp, useFastTimestamps } from './timestamps';

const TIMESTAMPTZ = 1184;
useFastTimestamps();

describe('parseTimestamptz', () => {
  it('reads UTC timestamps of every precision to the millisecond, as pg’s own parser did', () => {
    for (const [text, iso] of [
      ['2026-11-25 07:53:49.123456+00', '2026-11-25T07:53:49.123Z'],
      ['2026-11-25 07:53:49.1234+00', '2026-11-25T07:53:49.123Z'],
      ['2026-11-25 07:53:49.12+00', '2026-11-25T07:53:49.120Z'],
      ['2026-11-25 07:53:49.5+00', '2026-11-25T07:53:49.500Z'],
      ['2026-11-25 07:53:49+00', '2026-11-25T07:53:49.000Z'],
      ['2024-02-29 23:59:59.999999+00', '2024-02-29T23:59:59.999Z'],
      ['0100-01-01 00:00:00+00', '0100-01-01T00:00:00.000Z'],
    ] as const) {
      const date = parseTimestamptz(text) as Date;
      expect(date, text).toBeInstanceOf(PgTimestamp);
      expect(date.toISOString(), text).toBe(iso);
      expect(JSON.stringify({ d: date })).toBe(`{"d":"${iso}"}`);
      // The same instant as a Date built from the ISO text: it is an ordinary Date for every other use.
      expect(date.getTime(), text).toBe(new Date(iso).getTime());
    }
  });

  it('hands other offsets, BC dates and infinity to pg’s own parser', () => {
    const plus = parseTimestamptz('2026-11-25 08:53:49.123+01') as Date;
    expect(plus).not.toBeInstanceOf(PgTimestamp);
    expect(plus.toISOString()).toBe('2026-11-25T07:53:49.123Z');
    const india = parseTimestamptz('2026-11-25 13:23:49+05:30') as Date;
    expect(india.toISOString()).toBe('2026-11-25T07:53:49.000Z');
    expect(parseTimestamptz('infinity')).toBe(Infinity);
    expect(parseTimestamptz('0044-03-15 12:00:00+00 BC')).not.toBeInstanceOf(PgTimestamp);
    expect(parseTimestamptz('0050-03-15 12:00:00+00')).not.toBeInstanceOf(PgTimestamp);
  });

  it('writes the changed time after the Date was changed', () => {
    const date = parseTimestamptz('2026-11-25 07:53:49.123456+00') as Date;
    date.setUTCHours(1);
    expect(date.toISOString()).toBe('2026-11-25T01:53:49.123Z');
    date.setTime(0);
    expect(date.toJSON()).toBe('1970-01-01T00:00:00.000Z');
  });

  it('is the parser every PostgreSQL connection uses for timestamptz', () => {
    expect(pg.types.getTypeParser(TIMESTAMPTZ, 'text')).toBe(parseTimestamptz);
  });
});
