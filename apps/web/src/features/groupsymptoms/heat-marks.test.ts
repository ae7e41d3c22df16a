import { describe, expect, it } from 'vitest';
import { markStyle, MIN_OUTLINED_OPACITY } from '../../ui/BodyFigure/marks';
import { busiestView, heatSize, heatSymptoms } from './heat-marks';

describe('heat marks', () => {
  it('groups cells by their rounded intensity and sizes each by its marks', () => {
    const symptoms = heatSymptoms([
      { X: 100_000, Y: 101_000, Z: 100_000, Marks: 1, Intensity: 5.3 },
      { X: 100_250, Y: 101_000, Z: 100_000, Marks: 64, Intensity: 4.6 },
      { X: 100_500, Y: 101_000, Z: 100_000, Marks: 2, Intensity: null },
    ]);
    expect(symptoms.map((s) => [s.intensity, s.marks.length])).toEqual([
      [5, 2],
      [null, 1],
    ]);
    expect(symptoms[0]!.marks[0]).toEqual({ X: 0, Y: 1, Z: 0, Size: 1, BodyPart: null });
    expect(heatSize(64)).toBe(3);
    expect(heatSize(1000)).toBe(3);
  });

  it('outlines every cell, so that intensity 1 is as visible as 10 against the skin', () => {
    const [pale] = heatSymptoms([{ X: 100_000, Y: 101_000, Z: 100_000, Marks: 1, Intensity: 1 }]);
    expect(markStyle(pale!, null)).toMatchObject({ opacity: MIN_OUTLINED_OPACITY, outline: true });
    expect(markStyle({ ...pale!, outlined: false }, null).opacity).toBeLessThan(0.2);
  });

  it('opens on the side where most marks fell (the male figure splits front from back at Z 0.2)', () => {
    const back = { X: 100_000, Y: 110_000, Z: 99_200, Intensity: 3 };
    const front = { X: 100_000, Y: 110_000, Z: 101_200, Intensity: 3 };
    expect(
      busiestView('male', [
        { ...back, Marks: 30 },
        { ...front, Marks: 12 },
      ]),
    ).toBe('back');
    expect(
      busiestView('male', [
        { ...back, Marks: 3 },
        { ...front, Marks: 12 },
      ]),
    ).toBe('front');
    expect(busiestView('male', [])).toBe('front');
  });
});
