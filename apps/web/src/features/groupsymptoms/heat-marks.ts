import { decodeMark, facing, SCALE_MAX, SCALE_MIN, type GroupSymptomCell, type Model } from '@symptoms/domain';
import type { FigureSymptom } from '../../ui/BodyFigure/types';

/** A cell's mark grows with how many marks fell in it: 1 for one, up to 3 for 64 or more. */
export function heatSize(marks: number): number {
  return Math.min(3, 1 + Math.log2(Math.max(1, marks)) / 3);
}

/**
 * The map's cells as the patient's figure draws symptoms: one symptom per whole intensity (its
 * colour), each cell one mark whose size says how many marks it gathers. Ungraded cells share one
 * symptom without intensity. Outlined, so that the palest intensities stay visible on the skin.
 */
export function heatSymptoms(cells: readonly GroupSymptomCell[]): FigureSymptom[] {
  const byIntensity = new Map<number | null, FigureSymptom>();
  for (const cell of cells) {
    const intensity = cell.Intensity === null ? null : Math.min(SCALE_MAX, Math.max(SCALE_MIN, Math.round(cell.Intensity)));
    const symptom = byIntensity.get(intensity) ?? { id: `intensity-${intensity ?? 'none'}`, intensity, marks: [], outlined: true };
    const at = decodeMark({ X: cell.X, Y: cell.Y, Z: cell.Z, Size: 100 });
    byIntensity.set(intensity, { ...symptom, marks: [...symptom.marks, { ...at, Size: heatSize(cell.Marks), BodyPart: null }] });
  }
  return [...byIntensity.values()];
}

/** The side of the figure where most marks fell (front on a tie): the view the map opens on. */
export function busiestView(model: Model, cells: readonly GroupSymptomCell[]): 'front' | 'back' {
  let balance = 0;
  for (const cell of cells)
    balance += facing(model, decodeMark({ X: cell.X, Y: cell.Y, Z: cell.Z, Size: 100 }).Z) === 'front' ? cell.Marks : -cell.Marks;
  return balance >= 0 ? 'front' : 'back';
}
