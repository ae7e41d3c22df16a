import { describe, expect, it } from 'vitest';
import { intensityColour } from '@symptoms/domain';
import { ERASER_RADIUS, eraseNear, extendStroke, markStyle, STROKE_SPACING, UNGRADED_COLOUR } from './marks';
import type { FigureMark } from './types';

const mark = (X: number, Y = 10, Z = 1): FigureMark => ({ X, Y, Z, Size: 1, BodyPart: 'stomach' });

describe('marks', () => {
  it('colours by intensity with the spec’s opacity, and fades the other symptoms while one is drawn', () => {
    expect(markStyle({ id: 'a', intensity: 7, marks: [] }, null)).toEqual({ colour: intensityColour(7), opacity: 0.75 });
    expect(markStyle({ id: 'a', intensity: 0, marks: [] }, 'a').opacity).toBe(0.05);
    expect(markStyle({ id: 'a', intensity: 10, marks: [] }, 'b').opacity).toBeCloseTo(0.35);
    expect(markStyle({ id: 'a', intensity: null, marks: [] }, 'a').colour).toBe(UNGRADED_COLOUR);
  });

  it('adds a stroke point only when the pointer has moved far enough', () => {
    expect(extendStroke([], mark(0))).toEqual([mark(0)]);
    expect(extendStroke([mark(0)], mark(STROKE_SPACING / 2))).toBeNull();
    expect(extendStroke([mark(0)], mark(STROKE_SPACING * 1.5))).toHaveLength(2);
  });

  it('erases the marks under the eraser and keeps the rest in order, the next one becoming the main position', () => {
    const marks = [mark(0), mark(1), mark(2)];
    expect(eraseNear(marks, { X: 0, Y: 10, Z: 1 })).toEqual([mark(1), mark(2)]);
    expect(eraseNear(marks, { X: 5, Y: 10, Z: 1 })).toBeNull();
    expect(eraseNear([mark(0), mark(ERASER_RADIUS / 2)], { X: 0, Y: 10, Z: 1 })).toEqual([]);
  });
});
