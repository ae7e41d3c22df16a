import { BODY_DEPTH_SPLIT, BODY_MARKER_SCALE, facing, type Model, type Vector } from '@symptoms/domain';
import { FIGURE_HEIGHT, thumbnailHalfHeight } from './camera';
import type { FigureView } from './types';

export interface ProjectedMark {
  x: number;
  y: number;
  radius: number;
  /** False when the mark is on the side of the body turned away from this view. */
  visible: boolean;
}

/**
 * Where a mark lands on a thumbnail of `width` × `height` pixels: the same orthographic camera
 * the thumbnail image is rendered with (front: the patient's left on the viewer's right).
 */
export function projectMark(
  model: Model,
  view: FigureView,
  mark: Vector & { Size?: number },
  width: number,
  height: number,
): ProjectedMark {
  const split = BODY_DEPTH_SPLIT[model];
  const pixelsPerUnit = height / (2 * thumbnailHalfHeight(model));
  const across = {
    front: mark.X,
    back: -mark.X,
    left: -(mark.Z - split),
    right: mark.Z - split,
  }[view];
  const side = facing(model, mark.Z);
  const visible = {
    front: side === 'front',
    back: side === 'back',
    left: mark.X >= -0.15,
    right: mark.X <= 0.15,
  }[view];
  return {
    x: width / 2 + across * pixelsPerUnit,
    y: height / 2 - (mark.Y - FIGURE_HEIGHT[model] / 2) * pixelsPerUnit,
    radius: BODY_MARKER_SCALE * width * (mark.Size ?? 1),
    visible,
  };
}
