import type { BodyPart, Model, Vector } from '@symptoms/domain';

/**
 * The body figure's contract with the screens that use it. Everything here is in model units
 * (decoded); the integer encoding of spec 1 §3 happens only at the API boundary.
 */
export type FigureView = 'front' | 'back' | 'left' | 'right';
export type FigureMode = 'camera' | 'draw' | 'erase' | 'play';

/** One mark on the surface: where the pointer hit, its size (default 1) and the part it landed on. */
export interface FigureMark {
  X: number;
  Y: number;
  Z: number;
  Size: number;
  BodyPart: BodyPart | null;
}

/** A symptom as drawn: its marks (the first is the main position) and its intensity, if graded. */
export interface FigureSymptom {
  id: string;
  intensity: number | null;
  marks: readonly FigureMark[];
  /**
   * Drawn with a dark rim of its own hue and at least MIN_OUTLINED_OPACITY, so that the palest
   * intensities stay visible against the skin (the group's map, where colour and size carry the
   * meaning; the patient's own drawing keeps spec 1 §9's fading).
   */
  outlined?: boolean;
}

/** One report in a replay (play mode): the symptoms as they were marked on that date. */
export interface PlaybackFrame {
  date: string;
  symptoms: readonly FigureSymptom[];
}

export interface BodyFigureProps {
  model: Model;
  mode: FigureMode;
  /** Every symptom shown on the figure, coloured by intensity. */
  symptoms: readonly FigureSymptom[];
  /** The symptom that drawing and erasing change. */
  activeSymptomId?: string | null;
  /** Called after each draw or erase stroke with the symptom's new marks and the camera position. */
  onMarksChange?: (symptomId: string, marks: FigureMark[], camera: Vector) => void;
  view?: FigureView;
  onViewChange?: (view: FigureView) => void;
  playback?: readonly PlaybackFrame[];
  /** Which report the replay shows first: the oldest (default) or the latest. */
  playbackStart?: 'first' | 'last';
  /** CSS pixels; the width follows the container. */
  height?: number;
  /** Names the figure for screen readers. */
  label: string;
}

export interface BodyThumbnailProps {
  model: Model;
  symptoms: readonly FigureSymptom[];
  view: FigureView;
  /** 85 × 100 in lists. */
  width?: number;
  height?: number;
  alt: string;
}
