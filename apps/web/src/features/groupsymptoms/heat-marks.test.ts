import { describe, expect, it } from 'vitest';
import { heatSize, heatSymptoms } from './heat-marks';

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
});
