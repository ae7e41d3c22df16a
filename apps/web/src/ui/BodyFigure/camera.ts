import { BODY_DEPTH_SPLIT, type Model } from '@symptoms/domain';
import type { FigureView } from './types';

/** Where the figure's camera stands and looks; shared by the 3D view, thumbnails and projection. */
export const FIGURE_VIEWS: readonly FigureView[] = ['front', 'back', 'left', 'right'];

/** Angle of the camera around the vertical axis: 0 in front, π/2 at the patient's left side. */
export const VIEW_AZIMUTH: Record<FigureView, number> = { front: 0, left: Math.PI / 2, back: Math.PI, right: -Math.PI / 2 };

export const FIGURE_HEIGHT: Record<Model, number> = { male: 17.6, female: 16.6 };

export const CAMERA_FOV = 30;

export function orbitTarget(model: Model): [number, number, number] {
  return [0, FIGURE_HEIGHT[model] * 0.5, BODY_DEPTH_SPLIT[model]];
}

/** Far enough that the standing figure fills the height of the canvas with a small margin. */
export function orbitDistance(model: Model, aspect: number): number {
  const half = (FIGURE_HEIGHT[model] / 2) * 1.08;
  const vertical = half / Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180);
  // A narrow canvas must also fit the outstretched hands (about 0.3 of the height).
  const horizontal = (FIGURE_HEIGHT[model] * 0.3) / aspect / Math.tan(((CAMERA_FOV / 2) * Math.PI) / 180);
  return Math.max(vertical, horizontal);
}

export function cameraPosition(model: Model, azimuth: number, distance: number): [number, number, number] {
  const [x, y, z] = orbitTarget(model);
  return [x + Math.sin(azimuth) * distance, y, z + Math.cos(azimuth) * distance];
}

/** The orthographic frame of a thumbnail: half its height in model units, centred on the figure. */
export function thumbnailHalfHeight(model: Model): number {
  return FIGURE_HEIGHT[model] * 0.52;
}
