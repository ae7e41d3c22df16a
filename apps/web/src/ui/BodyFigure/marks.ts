import { eraseMark, intensityColour, intensityOpacity, type Vector } from '@symptoms/domain';
import type { FigureMark, FigureSymptom } from './types';

/** Radius of a mark of Size 1 on the 3D figure, in model units (about 2.5 cm). */
export const MARK_RADIUS = 0.26;
/** A stroke adds a mark when the pointer has moved this far over the surface. */
export const STROKE_SPACING = MARK_RADIUS * 0.6;
/** The eraser takes every mark of the active symptom this close to the pointer. */
export const ERASER_RADIUS = MARK_RADIUS * 1.4;
/** Marks not yet graded are shown in the app's primary colour. */
export const UNGRADED_COLOUR = '#0f766e';

const distanceSquared = (a: Vector, b: Vector) => (a.X - b.X) ** 2 + (a.Y - b.Y) ** 2 + (a.Z - b.Z) ** 2;

/** An outlined mark's least opacity: intensity 1's own (0.15) is lost against the skin. */
export const MIN_OUTLINED_OPACITY = 0.85;

export interface MarkStyle {
  colour: string;
  opacity: number;
  /** A dark rim of the mark's own hue (outlined symptoms). */
  outline?: true;
}

/** Colour and opacity by intensity (spec 1 §9); other symptoms fade while one is being drawn. */
export function markStyle(symptom: FigureSymptom, activeSymptomId: string | null | undefined): MarkStyle {
  const graded: MarkStyle =
    symptom.intensity === null
      ? { colour: UNGRADED_COLOUR, opacity: 0.8 }
      : { colour: intensityColour(symptom.intensity), opacity: intensityOpacity(symptom.intensity) };
  const base: MarkStyle = symptom.outlined ? { ...graded, opacity: Math.max(graded.opacity, MIN_OUTLINED_OPACITY), outline: true } : graded;
  if (activeSymptomId && symptom.id !== activeSymptomId) return { colour: base.colour, opacity: base.opacity * 0.35 };
  return base;
}

/** Adds the hit to the stroke unless it is too close to the previous mark. */
export function extendStroke(marks: readonly FigureMark[], hit: FigureMark): FigureMark[] | null {
  const last = marks[marks.length - 1];
  if (last && distanceSquared(last, hit) < STROKE_SPACING ** 2) return null;
  return [...marks, hit];
}

/** Erases the marks near the point one by one with the domain rule (the next mark becomes the main one). */
export function eraseNear(marks: readonly FigureMark[], point: Vector): FigureMark[] | null {
  let rest = [...marks];
  for (let i = rest.length - 1; i >= 0; i--) {
    if (distanceSquared(rest[i]!, point) <= ERASER_RADIUS ** 2) rest = eraseMark(rest, i).marks;
  }
  return rest.length === marks.length ? null : rest;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
export const roundedVector = (x: number, y: number, z: number): Vector => ({ X: round(x), Y: round(y), Z: round(z) });
