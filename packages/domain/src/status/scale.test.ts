import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVERTED_STATUS_TYPES } from '../constants';
import { STATUS_AREAS, type StatusArea } from '../entities/env';
import { PAIN_FOLLOWUP_ID } from './constants';
import {
  aggregateSeries,
  compareThreshold,
  dotSize,
  drawnValue,
  HISTORY_RANGE_SPECS,
  inSummary,
  isInverted,
  painFollowUp,
  rangeBounds,
  removedItem,
  statusTrend,
  suggestionsFor,
  summaryItems,
  thresholdSuggestions,
  visibleSuggestions,
} from './scale';
import { stockholmDay } from '../stockholm-time';
import { HideSuggestions, StatusReportCreate, StatusReportUpdate, StatusSeriesQuery, type StatusThreshold } from './schemas';

const area = fc.constantFrom(...STATUS_AREAS);
const intensity = fc.integer({ min: 0, max: 10 });
const DAY = 86_400_000;

describe('inversion', () => {
  it('inverts exactly wellbeing, qualityoflife, physicalfunctioning, sexualfunctioning and appetite', () => {
    expect(STATUS_AREAS.filter(isInverted).sort()).toEqual([...INVERTED_STATUS_TYPES].sort());
    expect(STATUS_AREAS.filter(isInverted)).toHaveLength(5);
  });
  it('draws 10 − intensity for inverted types and the intensity for the others', () => {
    expect(drawnValue('wellbeing', 2)).toBe(8);
    expect(drawnValue('appetite', 10)).toBe(0);
    expect(drawnValue('pain', 7)).toBe(7);
    fc.assert(
      fc.property(area, intensity, (type, value) => {
        const drawn = drawnValue(type, value);
        expect(drawn).toBeGreaterThanOrEqual(0);
        expect(drawn).toBeLessThanOrEqual(10);
        expect(drawnValue(type, drawn)).toBe(value); // an involution
        expect(drawn === value).toBe(!isInverted(type) || value === 5);
      }),
    );
  });
});

describe('summary', () => {
  it('leaves out wellbeing and quality of life, and only those', () => {
    expect(STATUS_AREAS.filter((t) => !inSummary(t))).toEqual(['qualityoflife', 'wellbeing']);
    const items = STATUS_AREAS.map((Type) => ({ Type, Intensity: 3 }));
    const summary = summaryItems(items);
    expect(summary).toHaveLength(17);
    expect(summary.find((i) => i.Type === 'appetite')).toEqual({ Type: 'appetite', Intensity: 3, Drawn: 7 });
    expect(summary.find((i) => i.Type === 'pain')).toEqual({ Type: 'pain', Intensity: 3, Drawn: 3 });
  });
  it('a removed item has intensity 0', () => {
    expect(removedItem({ Type: 'pain' as StatusArea, Intensity: 6 })).toEqual({ Type: 'pain', Intensity: 0 });
  });
});

describe('dot size by age', () => {
  const now = new Date('2026-06-15T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('is small up to 3 days, medium up to 2 weeks, large after', () => {
    expect(dotSize(now, now)).toBe('small');
    expect(dotSize(ago(3 * DAY), now)).toBe('small');
    expect(dotSize(ago(3 * DAY + 1), now)).toBe('medium');
    expect(dotSize(ago(14 * DAY), now)).toBe('medium');
    expect(dotSize(ago(14 * DAY + 1), now)).toBe('large');
    expect(dotSize(ago(-DAY).toISOString(), now)).toBe('small');
  });
  it('never shrinks as a report gets older', () => {
    const rank = { small: 0, medium: 1, large: 2 } as const;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), fc.integer({ min: 0, max: 400 * DAY }), (a, b) => {
        const [young, old] = a < b ? [a, b] : [b, a];
        expect(rank[dotSize(ago(young), now)]).toBeLessThanOrEqual(rank[dotSize(ago(old), now)]);
      }),
    );
  });
});

describe('trend', () => {
  it('is 0 without a previous answer or when unchanged, else the direction of the change', () => {
    expect(statusTrend(undefined, 4)).toBe(0);
    expect(statusTrend(null, 4)).toBe(0);
    expect(statusTrend(4, 4)).toBe(0);
    expect(statusTrend(3, 4)).toBe(1);
    expect(statusTrend(5, 4)).toBe(-1);
    fc.assert(fc.property(intensity, intensity, (a, b) => statusTrend(a, b) === Math.sign(b - a) + 0));
  });
});

describe('thresholds', () => {
  const thresholds: StatusThreshold[] = [
    { Name: 'anxiety', Threshold: 5, Operator: '>=', PromId: 'gad7' },
    { Name: 'depression', Threshold: 5, Operator: '>', PromId: 'phq9' },
    { Name: 'stress', Threshold: 7, Operator: '>=', PromId: 'gad7' },
    { Name: 'wellbeing', Threshold: 3, Operator: '<=', PromId: 'who5' },
    { Name: 'tiredness', Threshold: 6, Operator: '>=', PromId: 'missing' },
  ];
  const existing = new Set(['gad7', 'phq9', 'who5']);

  it('compares with each operator', () => {
    expect([compareThreshold(5, '>', 5), compareThreshold(6, '>', 5)]).toEqual([false, true]);
    expect([compareThreshold(4, '>=', 5), compareThreshold(5, '>=', 5)]).toEqual([false, true]);
    expect([compareThreshold(5, '<', 5), compareThreshold(4, '<', 5)]).toEqual([false, true]);
    expect([compareThreshold(6, '<=', 5), compareThreshold(5, '<=', 5)]).toEqual([false, true]);
    expect([compareThreshold(4, '==', 5), compareThreshold(5, '==', 5)]).toEqual([false, true]);
  });

  it('suggests the PROMs whose thresholds are met, once each with the highest weight', () => {
    const items = [
      { Type: 'anxiety' as const, Intensity: 6 },
      { Type: 'stress' as const, Intensity: 9 },
      { Type: 'depression' as const, Intensity: 5 },
      { Type: 'wellbeing' as const, Intensity: 2 },
    ];
    expect(thresholdSuggestions(items, thresholds, existing)).toEqual([
      { PromId: 'gad7', Weight: 90, Kind: 'Prom', Reason: { Type: 'stress', Intensity: 9 } },
      { PromId: 'who5', Weight: 80, Kind: 'Prom', Reason: { Type: 'wellbeing', Intensity: 2 } },
    ]);
  });

  it('suggests nothing for a PROM that does not exist', () => {
    expect(thresholdSuggestions([{ Type: 'tiredness', Intensity: 10 }], thresholds, existing)).toEqual([]);
    expect(thresholdSuggestions([{ Type: 'anxiety', Intensity: 10 }], thresholds, new Set())).toEqual([]);
  });

  it('every suggestion is met by some answer, and every met existing threshold yields its PROM', () => {
    const threshold = fc.record({
      Name: area,
      Threshold: intensity,
      Operator: fc.constantFrom('>' as const, '>=' as const, '<' as const, '<=' as const, '==' as const),
      PromId: fc.constantFrom('a', 'b', 'c', 'd'),
    });
    const answers = fc.uniqueArray(fc.record({ Type: area, Intensity: intensity }), { selector: (a) => a.Type, maxLength: 19 });
    fc.assert(
      fc.property(answers, fc.array(threshold, { maxLength: 8 }), (items, ts) => {
        const known = new Set(['a', 'b', 'c']);
        const suggested = thresholdSuggestions(items, ts, known);
        const expected = new Set(
          ts
            .filter(
              (t) => known.has(t.PromId) && items.some((i) => i.Type === t.Name && compareThreshold(i.Intensity, t.Operator, t.Threshold)),
            )
            .map((t) => t.PromId),
        );
        expect(new Set(suggested.map((s) => s.PromId))).toEqual(expected);
        expect(suggested.length).toBe(expected.size);
        for (const s of suggested) {
          expect(s.Weight).toBe(drawnValue(s.Reason.Type, s.Reason.Intensity) * 10);
          expect(s.Weight).toBeGreaterThanOrEqual(0);
          expect(s.Weight).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});

describe('pain rule', () => {
  it('follows up pain of at least 1 with weight 100, pointing at the body figure', () => {
    expect(painFollowUp([{ Type: 'pain', Intensity: 1 }])).toEqual({
      PromId: PAIN_FOLLOWUP_ID,
      Weight: 100,
      Kind: 'PainFollowUp',
      Reason: { Type: 'pain', Intensity: 1 },
    });
    expect(painFollowUp([{ Type: 'pain', Intensity: 0 }])).toBeNull();
    expect(painFollowUp([{ Type: 'anxiety', Intensity: 10 }])).toBeNull();
    expect(painFollowUp([])).toBeNull();
  });
  it('comes first among the suggestions, which are sorted by weight', () => {
    const all = suggestionsFor(
      [
        { Type: 'pain', Intensity: 3 },
        { Type: 'anxiety', Intensity: 8 },
      ],
      [{ Name: 'anxiety', Threshold: 1, Operator: '>=', PromId: 'gad7' }],
      new Set(['gad7']),
    );
    expect(all.map((s) => [s.PromId, s.Weight])).toEqual([
      [PAIN_FOLLOWUP_ID, 100],
      ['gad7', 80],
    ]);
    fc.assert(
      fc.property(intensity, (pain) => {
        const s = suggestionsFor([{ Type: 'pain', Intensity: pain }], [], new Set());
        expect(s.length).toBe(pain >= 1 ? 1 : 0);
      }),
    );
  });
  it('hidden suggestions are left out', () => {
    const s = [{ PromId: 'a' }, { PromId: PAIN_FOLLOWUP_ID }];
    expect(visibleSuggestions(s, new Set([PAIN_FOLLOWUP_ID]))).toEqual([{ PromId: 'a' }]);
  });
});

describe('history graph bands', () => {
  const now = new Date('2026-06-15T00:00:00Z');
  it('has the seven ranges from 1 day to 3 years', () => {
    expect(Object.keys(HISTORY_RANGE_SPECS)).toEqual(['1d', '1w', '1m', '3m', '6m', '1y', '3y']);
    expect(rangeBounds('1w', now).from).toEqual(new Date(now.getTime() - 7 * DAY));
  });
  it('gives min, max and average per Stockholm day, oldest first, empty buckets left out', () => {
    const bounds = rangeBounds('1m', now);
    // Stockholm midnight of the first whole day in range (CEST, UTC+2, in May and June).
    const day0 = Date.UTC(2026, 4, 17) - 2 * 3_600_000;
    const at = (days: number, hours: number) => new Date(day0 + days * DAY + hours * 3_600_000);
    const bands = aggregateSeries(
      [
        { Date: at(5, 3), Value: 2 },
        { Date: at(0, 1), Value: 4 },
        { Date: at(0, 20).toISOString(), Value: 8 },
        { Date: at(0, 2), Value: 6 },
        { Date: at(31, 0), Value: 10 }, // outside
        { Date: at(-1, 0), Value: 10 }, // outside
      ],
      '1m',
      bounds,
    );
    expect(bands).toEqual([
      { Start: at(0, 0), End: at(1, 0), At: at(0, 12), Min: 4, Max: 8, Average: 6, Count: 3 },
      { Start: at(5, 0), End: at(6, 0), At: at(5, 3), Min: 2, Max: 2, Average: 2, Count: 1 },
    ]);
  });
  it('keeps every point in range, and each band within its values', () => {
    const bounds = rangeBounds('3y', now);
    const span = bounds.to.getTime() - bounds.from.getTime();
    fc.assert(
      fc.property(fc.array(fc.record({ offset: fc.integer({ min: 0, max: span - 1 }), Value: intensity }), { maxLength: 300 }), (raw) => {
        const points = raw.map((p) => ({ Date: new Date(bounds.from.getTime() + p.offset), Value: p.Value }));
        const bands = aggregateSeries(points, '3y', bounds);
        expect(bands.reduce((n, b) => n + b.Count, 0)).toBe(points.length);
        for (const b of bands) {
          expect(b.Min).toBeLessThanOrEqual(b.Average + 1e-9);
          expect(b.Average).toBeLessThanOrEqual(b.Max + 1e-9);
          // A bucket that spans a change to or from summer time is an hour longer or shorter.
          expect(b.End.getTime() - b.Start.getTime()).toBeLessThanOrEqual(HISTORY_RANGE_SPECS['3y'].bucketMs + 3_600_000);
        }
        for (let i = 1; i < bands.length; i++) expect(bands[i]!.Start.getTime()).toBeGreaterThan(bands[i - 1]!.Start.getTime());
      }),
    );
  });
  it('aggregates 3 years of daily reports into at most 80 two-week bands', () => {
    const bounds = rangeBounds('3y', now);
    const points = Array.from({ length: 3 * 365 }, (_, i) => ({ Date: new Date(bounds.from.getTime() + i * DAY), Value: i % 11 }));
    expect(aggregateSeries(points, '3y', bounds).length).toBeLessThanOrEqual(80);
  });
});

describe("history graph days are Stockholm days, whatever the machine's zone", () => {
  it("a report at 00:30 Stockholm time (22:30 or 23:30 UTC the day before) is in that Stockholm day's band", () => {
    const winter = new Date('2026-11-25T23:30:00Z'); // 00:30 on 26 November in Stockholm (CET)
    const summer = new Date('2026-06-14T22:30:00Z'); // 00:30 on 15 June in Stockholm (CEST)
    for (const [report, day] of [
      [winter, '2026-11-26'],
      [summer, '2026-06-15'],
    ] as const) {
      const bounds = rangeBounds('1m', new Date(report.getTime() + 9 * 3_600_000));
      const [band] = aggregateSeries([{ Date: report, Value: 5 }], '1m', bounds);
      expect(stockholmDay(band!.Start)).toBe(day);
      expect(stockholmDay(band!.At)).toBe(day);
      expect(band!.At).toEqual(report);
      expect(stockholmDay(band!.End.getTime() - 1)).toBe(day);
    }
  });
  it('a week band starts on a Stockholm Monday midnight', () => {
    const bounds = rangeBounds('1y', new Date('2026-11-26T12:00:00Z'));
    const [band] = aggregateSeries([{ Date: '2026-11-26T08:00:00Z', Value: 1 }], '1y', bounds);
    expect(band!.Start.toISOString()).toBe('2026-11-22T23:00:00.000Z'); // Monday 23 November, 00:00 in Stockholm
  });
});

describe('schemas', () => {
  it('accept whole intensities 0–10 of known types and refuse −1, 11, 3.5 and unknown types', () => {
    expect(
      StatusReportCreate.safeParse({
        Items: [
          { Type: 'pain', Intensity: 0 },
          { Type: 'wellbeing', Intensity: 10 },
        ],
      }).success,
    ).toBe(true);
    for (const item of [
      { Type: 'pain', Intensity: -1 },
      { Type: 'pain', Intensity: 11 },
      { Type: 'pain', Intensity: 3.5 },
      { Type: 'happiness', Intensity: 3 },
      { Type: 'pain', Intensity: '3' },
    ]) {
      expect(StatusReportCreate.safeParse({ Items: [item] }).success, JSON.stringify(item)).toBe(false);
    }
    expect(StatusReportCreate.safeParse({ Items: [] }).success).toBe(false);
    expect(
      StatusReportCreate.safeParse({
        Items: [
          { Type: 'pain', Intensity: 1 },
          { Type: 'pain', Intensity: 2 },
        ],
      }).success,
    ).toBe(false);
  });
  it('drop what a client may not set', () => {
    const parsed = StatusReportCreate.parse({
      Items: [{ Type: 'pain', Intensity: 1, Trend: 1, CreatedDate: '2000-01-01T00:00:00Z' }],
      PatientId: '00000000-0000-4000-8000-000000000000',
      Version: 4,
    });
    expect(parsed).toEqual({ Items: [{ Type: 'pain', Intensity: 1 }] });
    expect(StatusReportUpdate.safeParse({ Items: [{ Type: 'pain', Intensity: 1 }] }).success).toBe(false);
  });
  it('series queries need to after from and at most about 3 years', () => {
    expect(StatusSeriesQuery.safeParse({ from: '2024-01-01T00:00:00Z', to: '2026-12-31T00:00:00Z' }).success).toBe(true);
    expect(StatusSeriesQuery.safeParse({ from: '2024-01-01T00:00:00Z', to: '2024-01-01T00:00:00Z' }).success).toBe(false);
    expect(StatusSeriesQuery.safeParse({ from: '2020-01-01T00:00:00Z', to: '2026-01-01T00:00:00Z' }).success).toBe(false);
    expect(HideSuggestions.safeParse([]).success).toBe(false);
    expect(HideSuggestions.safeParse(['gad7']).success).toBe(true);
  });
});
