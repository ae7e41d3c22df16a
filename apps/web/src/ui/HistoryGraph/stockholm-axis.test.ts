import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rangeBounds, stockholmDay } from '@symptoms/domain';
import { graphRows } from './rows';
import { stockholmTicks } from './ticks';

// The browser is in another zone than Stockholm: Los Angeles, 9 hours behind.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Los_Angeles';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

const label = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'short' });

describe('the time axis is on Stockholm days, whatever the browser zone', () => {
  it('runs in a zone other than Stockholm', () => {
    expect(new Date('2026-11-26T08:30:00Z').getTimezoneOffset()).toBe(480);
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe('America/Los_Angeles');
  });

  it('a report made at 00:30 Stockholm time sits right of its own day label, before the next', () => {
    const report = '2026-11-25T23:30:00.000Z'; // 00:30 on 26 November in Stockholm; 15:30 on the 25th in Los Angeles
    for (const range of ['1w', '1m'] as const) {
      const bounds = rangeBounds(range, new Date('2026-11-26T08:00:00.000Z'));
      const { rows } = graphRows(
        [{ key: 'pain', label: 'Smärta', colour: '#E15759', points: [{ Date: report, Value: 6 }] }],
        range,
        bounds,
      );
      const [row] = rows;
      expect(row!.t).toBe(Date.parse(report));
      expect(stockholmDay(row!.t)).toBe('2026-11-26');
      const ticks = stockholmTicks(range, bounds);
      const before = ticks.filter((t) => t <= row!.t).at(-1)!;
      const after = ticks.find((t) => t > row!.t);
      expect(label.format(before)).toBe('26 nov.');
      expect(after).toBeUndefined(); // the 27th has not begun
      // The day's label stands at Stockholm midnight: 23:00 UTC on the 25th.
      expect(new Date(before).toISOString()).toBe('2026-11-25T23:00:00.000Z');
    }
  });

  it('month labels stand on the first of each month in Stockholm', () => {
    const ticks = stockholmTicks('1y', rangeBounds('1y', new Date('2026-11-26T08:00:00.000Z')));
    expect(ticks.map((t) => stockholmDay(t))).toEqual([
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
    // Summer time: the first of June begins at 22:00 UTC the day before.
    expect(new Date(ticks[6]!).toISOString()).toBe('2026-05-31T22:00:00.000Z');
  });
});
