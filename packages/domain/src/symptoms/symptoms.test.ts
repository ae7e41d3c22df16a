import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTENSITY_COLOURS, MAX_ACTIVE_SYMPTOMS } from '../constants';
import {
  BODY_PARTS,
  bodyPartName,
  COORDINATE_OFFSET,
  decodeCoordinate,
  decodeMark,
  decodeSize,
  encodeCoordinate,
  encodeMark,
  encodeSize,
  ENCODED_COORDINATE_MAX,
  eraseMark,
  facing,
  intensityColour,
  intensityOpacity,
  mainPosition,
  type Mark,
} from './body';
import { DUPLICATE_SYMPTOM_TEXT, nameKey, nameProblem, withinActiveLimit } from './names';
import { quickSchemaOf } from '../quick-schemas';
import {
  plainMarks,
  SymptomDefinitionCreate,
  SymptomPoint,
  SymptomReportCreate,
  SymptomReportSymptomInput,
  SymptomReportUpdate,
  SymptomUpdate,
} from './schemas';

/** Model coordinates at the transport precision (0.001), within the figure's range. */
const coordinate = fc.integer({ min: 0, max: ENCODED_COORDINATE_MAX }).map((n) => decodeCoordinate(n));

describe('coordinate transport', () => {
  it('encodes to whole numbers offset and scaled by 1000, size by 100', () => {
    expect(encodeCoordinate(0)).toBe(COORDINATE_OFFSET * 1000);
    expect(encodeCoordinate(-0.123)).toBe(99_877);
    expect(encodeCoordinate(1.5)).toBe(101_500);
    expect(encodeSize(1)).toBe(100);
    expect(encodeSize(0.25)).toBe(25);
    expect(decodeCoordinate(101_500)).toBe(1.5);
    expect(decodeSize(100)).toBe(1);
  });

  it('round-trips every transport integer exactly', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: ENCODED_COORDINATE_MAX }), (n) => encodeCoordinate(decodeCoordinate(n)) === n));
    fc.assert(fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => encodeSize(decodeSize(n)) === n));
  });

  it('decodes any drawn value back to within the stated precision', () => {
    fc.assert(
      fc.property(fc.double({ min: -COORDINATE_OFFSET, max: COORDINATE_OFFSET, noNaN: true }), (v) => {
        const back = decodeCoordinate(encodeCoordinate(v));
        return Number.isInteger(encodeCoordinate(v)) && Math.abs(back - v) <= 0.0005 + 1e-9;
      }),
    );
    fc.assert(fc.property(fc.double({ min: 0.01, max: 100, noNaN: true }), (s) => Math.abs(decodeSize(encodeSize(s)) - s) <= 0.005 + 1e-9));
  });

  it('round-trips marks at transport precision exactly', () => {
    const mark = fc.record({ X: coordinate, Y: coordinate, Z: coordinate, Size: fc.integer({ min: 1, max: 10_000 }).map(decodeSize) });
    fc.assert(
      fc.property(mark, (m) => {
        const encoded = encodeMark(m);
        expect(encodeMark(decodeMark(encoded))).toEqual(encoded);
        expect(SymptomPoint.parse(encoded)).toEqual(encoded);
      }),
    );
  });
});

describe('front or back', () => {
  it('splits at 0.2 for the male and 0.54 for the female figure', () => {
    expect(facing('male', 0.2)).toBe('front');
    expect(facing('male', 0.19)).toBe('back');
    expect(facing('female', 0.54)).toBe('front');
    expect(facing('female', 0.5)).toBe('back');
    expect(facing('female', 0.3)).toBe('back');
    expect(facing('male', 0.3)).toBe('front');
  });
  it('is monotone in depth', () => {
    fc.assert(
      fc.property(fc.constantFrom('male' as const, 'female' as const), coordinate, coordinate, (model, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        return !(facing(model, lo) === 'front' && facing(model, hi) === 'back');
      }),
    );
  });
});

describe('intensity opacity and colours', () => {
  it('is 0.05 at 0, intensity/10 + 0.05 below 10 and 1 at 10', () => {
    expect(intensityOpacity(0)).toBe(0.05);
    expect(intensityOpacity(1)).toBe(0.15);
    expect(intensityOpacity(7)).toBe(0.75);
    expect(intensityOpacity(9)).toBe(0.95);
    expect(intensityOpacity(10)).toBe(1);
    expect(intensityOpacity(12)).toBe(1);
    expect(intensityOpacity(-1)).toBe(0.05);
  });
  it('rises with intensity and stays within 0.05–1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9 }), (i) => {
        const a = intensityOpacity(i);
        return a >= 0.05 && a <= 1 && intensityOpacity(i + 1) > a;
      }),
    );
  });
  it('has 11 distinct colours, one per step', () => {
    expect(INTENSITY_COLOURS).toHaveLength(11);
    const colours = Array.from({ length: 11 }, (_, i) => intensityColour(i));
    expect(new Set(colours).size).toBe(11);
    expect(intensityColour(0)).toBe(INTENSITY_COLOURS[0]);
    expect(intensityColour(10)).toBe(INTENSITY_COLOURS[10]);
    expect(intensityColour(99)).toBe(INTENSITY_COLOURS[10]);
  });
});

describe('body parts', () => {
  it('are the spec’s parts, sided ones twice', () => {
    expect(BODY_PARTS).toHaveLength(12 * 2 + 12);
    expect(BODY_PARTS).toContain('left hand');
    expect(BODY_PARTS).toContain('right ear');
    expect(BODY_PARTS).toContain('lower back');
    expect(BODY_PARTS).toContain('genitalia');
    expect(new Set(BODY_PARTS).size).toBe(BODY_PARTS.length);
    expect(bodyPartName('knee', 'right')).toBe('right knee');
    expect(bodyPartName('chest')).toBe('chest');
  });
});

describe('main position', () => {
  const m = (x: number): Mark => ({ X: x, Y: 0, Z: 0, Size: 1 });
  it('is the first mark; erasing it promotes the next, erasing the last clears', () => {
    expect(mainPosition([m(1), m(2)])).toEqual(m(1));
    expect(eraseMark([m(1), m(2), m(3)], 0)).toEqual({ marks: [m(2), m(3)], main: m(2) });
    expect(eraseMark([m(1), m(2)], 1)).toEqual({ marks: [m(1)], main: m(1) });
    expect(eraseMark([m(1)], 0)).toEqual({ marks: [], main: null });
    expect(mainPosition([])).toBeNull();
  });
  it('keeps the rest in order and always names the first remaining as main', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { minLength: 1, maxLength: 30 }), fc.nat(), (xs, k) => {
        const marks = xs.map(m);
        const index = k % marks.length;
        const { marks: rest, main } = eraseMark(marks, index);
        expect(rest).toHaveLength(marks.length - 1);
        expect(main).toEqual(rest[0] ?? null);
      }),
    );
  });
});

describe('names', () => {
  it('are required, at most 60 letters, unique regardless of case', () => {
    expect(nameProblem('', [])).toBe('required');
    expect(nameProblem('   ', [])).toBe('required');
    expect(nameProblem('x'.repeat(60), [])).toBeNull();
    expect(nameProblem('x'.repeat(61), [])).toBe('maxLength');
    expect(nameProblem('HUVUDVÄRK', ['huvudvärk'])).toBe('duplicate');
    expect(nameProblem(' Ont  i  ryggen ', ['ont i ryggen'])).toBe('duplicate');
    expect(nameProblem('Yrsel', ['huvudvärk'])).toBeNull();
    expect(DUPLICATE_SYMPTOM_TEXT.sv).toMatch(/redan/);
  });
  it('compare equal for any change of letter case', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 60 }), (s) => {
        if (s.trim() === '') return true;
        return nameKey(s.toUpperCase()) === nameKey(s.toLowerCase()) || s.toUpperCase().length !== s.length;
      }),
    );
  });
  it('validate in the schemas', () => {
    expect(SymptomDefinitionCreate.safeParse({ Name: '' }).success).toBe(false);
    expect(SymptomDefinitionCreate.safeParse({ Name: 'x'.repeat(61) }).success).toBe(false);
    expect(SymptomDefinitionCreate.parse({ Name: '  Yrsel ', Id: 'x' })).toEqual({ Name: 'Yrsel' });
    expect(SymptomUpdate.safeParse({ Name: 'Yrsel', Version: 0 }).success).toBe(true);
  });
});

describe('the active limit', () => {
  it('allows up to 20 active symptoms', () => {
    expect(withinActiveLimit(19)).toBe(true);
    expect(withinActiveLimit(20)).toBe(false);
    expect(withinActiveLimit(18, 2)).toBe(true);
    expect(withinActiveLimit(18, 3)).toBe(false);
    fc.assert(fc.property(fc.nat(40), fc.nat(40), (a, n) => withinActiveLimit(a, n) === a + n <= MAX_ACTIVE_SYMPTOMS));
  });
});

describe('report input', () => {
  const point = { X: 100_000, Y: 101_000, Z: 100_300 };
  const base = { CameraPosition: point, SymptomPoints: [point], Intensity: 7 };
  it('takes a new symptom by name or an existing one by id, not both or neither', () => {
    expect(SymptomReportSymptomInput.safeParse({ ...base, Symptom: { Name: 'Ont' } }).success).toBe(true);
    expect(SymptomReportSymptomInput.safeParse({ ...base, SymptomId: '00000000-0000-4000-8000-000000000000' }).success).toBe(true);
    expect(SymptomReportSymptomInput.safeParse(base).success).toBe(false);
    expect(
      SymptomReportSymptomInput.safeParse({ ...base, Symptom: { Name: 'Ont' }, SymptomId: '00000000-0000-4000-8000-000000000000' }).success,
    ).toBe(false);
  });
  it('defaults Size to 100 (size 1), Type to generic, and refuses non-integers and intensities outside 0–10', () => {
    const parsed = SymptomReportSymptomInput.parse({ ...base, Symptom: { Name: 'Ont' } });
    expect(parsed.SymptomPoints[0]!.Size).toBe(100);
    expect(parsed.Type).toBe('generic');
    expect(parsed.Note).toBeNull();
    for (const bad of [
      { Intensity: 11 },
      { Intensity: -1 },
      { Intensity: 2.5 },
      { SymptomPoints: [{ ...point, X: 1.5 }] },
      { SymptomPoints: [] },
    ]) {
      expect(SymptomReportSymptomInput.safeParse({ ...base, Symptom: { Name: 'Ont' }, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });
  it('drops fields a client may not set and refuses the same symptom twice', () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const parsed = SymptomReportCreate.parse({ Model: 'female', Id: id, Version: 3, Symptoms: [{ ...base, SymptomId: id, PosX: 1 }] });
    expect(parsed).not.toHaveProperty('Id');
    expect(parsed).not.toHaveProperty('Version');
    expect(parsed.Symptoms[0]).not.toHaveProperty('PosX');
    expect(
      SymptomReportCreate.safeParse({
        Model: 'male',
        Symptoms: [
          { ...base, SymptomId: id },
          { ...base, SymptomId: id },
        ],
      }).success,
    ).toBe(false);
  });
});

describe('the quick schema of a report (hundreds of marks checked by one loop)', () => {
  const id = '00000000-0000-4000-8000-000000000000';
  const anything = fc.oneof(fc.integer({ min: -5, max: 200_005 }), fc.double(), fc.constant(undefined), fc.constant(null), fc.string());
  const validMark = fc.record({ X: fc.nat(200_000), Y: fc.nat(200_000), Z: fc.nat(200_000), Size: fc.integer({ min: 1, max: 10_000 }) });
  const anyMark = fc.oneof(
    { weight: 8, arbitrary: validMark },
    { weight: 1, arbitrary: validMark.map((m) => ({ ...m, Extra: 'x' })) },
    { weight: 1, arbitrary: fc.record({ X: anything, Y: anything, Z: anything, Size: anything }, { requiredKeys: ['X', 'Y', 'Z'] }) },
    { weight: 1, arbitrary: fc.constantFrom(null, 7) },
  );
  const body = fc.record({
    Model: fc.constantFrom('male', 'female', 'female', 'other'),
    Symptoms: fc.array(
      fc.record({
        SymptomId: fc.uuid({ version: 4 }),
        CameraPosition: fc.constant({ X: 1, Y: 2, Z: 3 }),
        SymptomPoints: fc.array(anyMark, { maxLength: 4 }),
        Intensity: fc.integer({ min: -1, max: 11 }),
      }),
      { minLength: 1, maxLength: 2 },
    ),
  });

  it('accepts only what the full schema accepts, with the same result', () => {
    for (const full of [SymptomReportCreate, SymptomReportUpdate]) {
      const quick = quickSchemaOf(full)!;
      let accepted = 0;
      fc.assert(
        fc.property(body, fc.nat(3), (input, version) => {
          const sent = full === SymptomReportUpdate ? { ...input, Version: version } : input;
          const fast = quick.safeParse(sent);
          if (!fast.success) return;
          accepted++;
          expect(fast.data).toEqual(full.parse(sent));
        }),
        { numRuns: 300 },
      );
      expect(accepted).toBeGreaterThan(10);
    }
  });

  it('takes plainly valid marks as fresh objects and leaves anything else to the full schema', () => {
    const marks = [{ X: 0, Y: 200_000, Z: 5, Size: 1, Extra: 'x' }];
    expect(plainMarks(marks)).toEqual([{ X: 0, Y: 200_000, Z: 5, Size: 1 }]);
    for (const bad of [
      { X: 0, Y: 0, Z: 0 },
      { X: 1.5, Y: 0, Z: 0, Size: 1 },
      { X: 0, Y: 200_001, Z: 0, Size: 1 },
      { X: 0, Y: 0, Z: 0, Size: 0 },
      null,
      '1',
    ]) {
      expect(plainMarks([bad]), JSON.stringify(bad)).toBeNull();
    }
    const sizeLeftOut = {
      Model: 'male',
      Symptoms: [{ SymptomId: id, CameraPosition: { X: 1, Y: 2, Z: 3 }, SymptomPoints: [{ X: 1, Y: 2, Z: 3 }], Intensity: 4 }],
    };
    expect(quickSchemaOf(SymptomReportCreate)!.safeParse(sizeLeftOut).success).toBe(false);
    expect(SymptomReportCreate.parse(sizeLeftOut).Symptoms[0]!.SymptomPoints).toEqual([{ X: 1, Y: 2, Z: 3, Size: 100 }]);
  });
});
