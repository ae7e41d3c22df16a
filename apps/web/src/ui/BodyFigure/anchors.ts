import { BODY_PARTS, type BodyPart, type Model } from '@symptoms/domain';
import { bodyOf } from './anatomy';
import { isInside, spineSample, surfacePoint, type Vec3 } from './surface';
import type { FigureMark } from './types';

/** Every part a patient can choose; `unknown` is not a place on the figure. */
export type PickableBodyPart = Exclude<BodyPart, 'unknown'>;
export const PICKABLE_BODY_PARTS = BODY_PARTS.filter((part): part is PickableBodyPart => part !== 'unknown');

const anchors = new Map<Model, Map<BodyPart, FigureMark>>();

/**
 * The visible surface point at the middle of each part: the sampled point of the part, not hidden
 * inside another shape, nearest to the centre of all its points.
 */
function computeAnchors(model: Model): Map<BodyPart, FigureMark> {
  const { sweeps } = bodyOf(model);
  const points = new Map<BodyPart, Vec3[]>();
  for (const sweep of sweeps) {
    const [along, around] = sweep.segments ?? [24, 32];
    for (let i = 1; i < along; i++) {
      const t = (spineSample(i, along) + spineSample(i + 1, along)) / 2;
      for (let j = 0; j < around; j++) {
        const theta = ((j + 0.5) / around) * Math.PI * 2;
        const p = surfacePoint(sweep, t, theta);
        if (sweeps.some((other) => other !== sweep && isInside(other, p))) continue;
        const part = sweep.part(t, theta);
        let list = points.get(part);
        if (!list) points.set(part, (list = []));
        list.push(p);
      }
    }
  }
  const result = new Map<BodyPart, FigureMark>();
  for (const [part, list] of points) {
    const centre = list.reduce<Vec3>(
      (sum, p) => [sum[0] + p[0] / list.length, sum[1] + p[1] / list.length, sum[2] + p[2] / list.length],
      [0, 0, 0],
    );
    const distance = (p: Vec3) => (p[0] - centre[0]) ** 2 + (p[1] - centre[1]) ** 2 + (p[2] - centre[2]) ** 2;
    const best = list.reduce((a, b) => (distance(b) < distance(a) ? b : a));
    const round = (n: number) => Math.round(n * 1000) / 1000;
    result.set(part, { X: round(best[0]), Y: round(best[1]), Z: round(best[2]), Size: 1, BodyPart: part });
  }
  return result;
}

/** A mark at the middle of the part, for choosing a part without drawing. */
export function partAnchor(model: Model, part: PickableBodyPart): FigureMark {
  let forModel = anchors.get(model);
  if (!forModel) anchors.set(model, (forModel = computeAnchors(model)));
  const anchor = forModel.get(part);
  if (!anchor) throw new Error(`The ${model} figure has no ${part}`);
  return { ...anchor };
}
