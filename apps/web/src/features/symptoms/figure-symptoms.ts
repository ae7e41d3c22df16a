import type { FigureSymptom } from '../../ui/BodyFigure/types';
import type { DraftSymptom } from './draft-store';

export const toFigureSymptoms = (symptoms: readonly DraftSymptom[]): FigureSymptom[] =>
  symptoms.map((s) => ({ id: s.key, intensity: s.intensity, marks: s.marks }));
