import { BODY_DEPTH_SPLIT, COORDINATE_SCALE, INTENSITY_COLOURS, SCALE_MAX, SCALE_MIN, SIZE_SCALE } from '../constants';

/**
 * The body figure's pure rules (spec 1 §3, §4, §5, §9): body parts, coordinate transport,
 * front or back, intensity opacity and colour, and the main position of a drawing.
 */

/** Body parts that come as a left and a right one (spec 1 §3). */
const SIDED_BODY_PARTS = [
  'hand',
  'forearm',
  'arm',
  'shoulder',
  'hip',
  'thigh',
  'knee',
  'calf',
  'foot',
  'butcheek',
  'cheek',
  'ear',
] as const;
/** Body parts without a side (spec 1 §3); `unknown` is a mark whose part could not be told. */
const SINGLE_BODY_PARTS = [
  'back',
  'lower back',
  'stomach',
  'throat',
  'nose',
  'lips',
  'chin',
  'neck',
  'head',
  'genitalia',
  'chest',
  'unknown',
] as const;
export const SIDES = ['left', 'right'] as const;
export type BodySide = (typeof SIDES)[number];
type SidedBodyPart = (typeof SIDED_BODY_PARTS)[number];
type SingleBodyPart = (typeof SINGLE_BODY_PARTS)[number];

/** Every named part of the figure: `left hand`, `right hand` …, then the single parts. */
export const BODY_PARTS = [
  ...SIDED_BODY_PARTS.flatMap((part) => SIDES.map((side) => `${side} ${part}` as const)),
  ...SINGLE_BODY_PARTS,
] as const;
export type BodyPart = (typeof BODY_PARTS)[number];

export function bodyPartName(part: SidedBodyPart, side: BodySide): BodyPart;
export function bodyPartName(part: SingleBodyPart): BodyPart;
export function bodyPartName(part: SidedBodyPart | SingleBodyPart, side?: BodySide): BodyPart {
  return ((SIDED_BODY_PARTS as readonly string[]).includes(part) ? `${side ?? 'left'} ${part}` : part) as BodyPart;
}

export const MANIKIN_MODELS = ['male', 'female'] as const;
export type Model = (typeof MANIKIN_MODELS)[number];

/**
 * Coordinates travel as integers: (value + COORDINATE_OFFSET) × 1000, rounded, so the figure's
 * coordinates (−100 to 100 model units, camera included) are whole numbers 0 to 200 000; size
 * travels as size × 100. Precision: 0.001 for coordinates, 0.01 for size.
 */
export const COORDINATE_OFFSET = 100;
export const ENCODED_COORDINATE_MAX = 2 * COORDINATE_OFFSET * COORDINATE_SCALE;
/** A mark is at most 100 times the default size. */
export const ENCODED_SIZE_MAX = 100 * SIZE_SCALE;

export function encodeCoordinate(value: number): number {
  return Math.round((value + COORDINATE_OFFSET) * COORDINATE_SCALE);
}
export function decodeCoordinate(encoded: number): number {
  return encoded / COORDINATE_SCALE - COORDINATE_OFFSET;
}
export function encodeSize(size: number): number {
  return Math.round(size * SIZE_SCALE);
}
export function decodeSize(encoded: number): number {
  return encoded / SIZE_SCALE;
}

export interface Vector {
  X: number;
  Y: number;
  Z: number;
}
/** A mark on the figure as drawn (model units): position and size (default 1). */
export interface Mark extends Vector {
  Size: number;
}

export const encodeVector = (v: Vector): Vector => ({ X: encodeCoordinate(v.X), Y: encodeCoordinate(v.Y), Z: encodeCoordinate(v.Z) });
export const decodeVector = (v: Vector): Vector => ({ X: decodeCoordinate(v.X), Y: decodeCoordinate(v.Y), Z: decodeCoordinate(v.Z) });
export const encodeMark = (m: Mark): Mark => ({ ...encodeVector(m), Size: encodeSize(m.Size) });
export const decodeMark = (m: Mark): Mark => ({ ...decodeVector(m), Size: decodeSize(m.Size) });

type Facing = 'front' | 'back';

/** Front or back of the figure from the depth (Z, model units) against the model's split (0.2 male, 0.54 female). */
export function facing(model: Model, z: number): Facing {
  return z >= BODY_DEPTH_SPLIT[model] ? 'front' : 'back';
}

const clampIntensity = (intensity: number) => Math.min(SCALE_MAX, Math.max(SCALE_MIN, intensity));

/** Opacity of a mark: 0.05 at 0, intensity/10 + 0.05 below 10, 1 at 10 (spec 1 §9). */
export function intensityOpacity(intensity: number): number {
  const i = clampIntensity(intensity);
  if (i <= SCALE_MIN) return 0.05;
  if (i < SCALE_MAX) return Math.round((i / 10 + 0.05) * 1000) / 1000;
  return 1;
}

/** Colour of an intensity on the 11-step scale (0 lightest, 10 darkest); whole steps, clamped. */
export function intensityColour(intensity: number): string {
  return INTENSITY_COLOURS[Math.round(clampIntensity(intensity))]!;
}

/** The main position of a drawing is its first mark; null when nothing is drawn. */
export function mainPosition<M extends Mark>(marks: readonly M[]): M | null {
  return marks[0] ?? null;
}

/**
 * Erasing the mark at `index`: the remaining marks in order; when the main (first) mark is erased
 * the next one becomes the main position, and when none is left the drawing is cleared.
 */
export function eraseMark<M extends Mark>(marks: readonly M[], index: number): { marks: M[]; main: M | null } {
  const rest = marks.filter((_, i) => i !== index);
  return { marks: rest, main: mainPosition(rest) };
}
