import type { Model } from '@symptoms/domain';
import type { FigureView } from './types';

/**
 * The figure's picture per model, view and pixel size, rendered once by one offscreen WebGL
 * renderer (loaded with three.js on first need) and kept as a data URL for every thumbnail.
 */
const images = new Map<string, Promise<string>>();

export function figureImage(model: Model, view: FigureView, width: number, height: number): Promise<string> {
  const scale = typeof window !== 'undefined' ? Math.min(2, Math.max(1, window.devicePixelRatio || 1)) : 1;
  const key = `${model}-${view}-${width}x${height}@${scale}`;
  // Without WebGL (old browsers, test environments) thumbnails show the marks alone.
  if (typeof WebGL2RenderingContext === 'undefined') return Promise.reject(new Error('WebGL2 is not available'));
  let image = images.get(key);
  if (!image) {
    image = import('./thumbnail-renderer').then(({ renderFigureImage }) => renderFigureImage(model, view, width * scale, height * scale));
    // A failure (no WebGL) is not cached, so a later thumbnail may try again.
    image.catch(() => images.delete(key));
    images.set(key, image);
  }
  return image;
}
