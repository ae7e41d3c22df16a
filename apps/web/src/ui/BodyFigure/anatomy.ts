import { BODY_DEPTH_SPLIT, type BodyPart, type BodySide, type Model } from '@symptoms/domain';
import { FIGURE_HEIGHT } from './camera';
import type { Profile, Sweep, Vec3 } from './surface';

/**
 * The manikins, in model units (1 = 10 cm), standing on y = 0, facing +z, the patient's left
 * towards +x. The body's middle plane lies at the model's depth split (spec 1 §9), so facing()
 * tells front from back for every mark.
 */
interface Proportions {
  height: number;
  shoulderWidth: number;
  chestWidth: number;
  waistWidth: number;
  hipWidth: number;
  chestDepth: number;
  waistDepth: number;
  hipDepth: number;
  /** How far the seat reaches back (female figures a little more). */
  seat: number;
  limb: number;
  /** How far the bust stands out from the chest. */
  bust: number;
}

const PROPORTIONS: Record<Model, Proportions> = {
  male: {
    height: FIGURE_HEIGHT.male,
    shoulderWidth: 1.62,
    chestWidth: 1.72,
    waistWidth: 1.32,
    hipWidth: 1.46,
    chestDepth: 1.12,
    waistDepth: 1.0,
    hipDepth: 1.05,
    seat: 0.12,
    limb: 1,
    bust: 0.07,
  },
  female: {
    height: FIGURE_HEIGHT.female,
    shoulderWidth: 1.4,
    chestWidth: 1.42,
    waistWidth: 1.08,
    hipWidth: 1.62,
    chestDepth: 0.98,
    waistDepth: 0.88,
    hipDepth: 1.05,
    seat: 0.22,
    limb: 0.86,
    bust: 0.36,
  },
};

const TAU = Math.PI * 2;
const wrap = (theta: number) => ((theta % TAU) + TAU) % TAU;
/** On a sweep that points up, θ = π/2 is the patient's left. */
const sideOf = (theta: number): BodySide => (Math.sin(theta) >= 0 ? 'left' : 'right');
const sided = (side: BodySide, part: string) => `${side} ${part}` as BodyPart;
/** Distance of θ from the front (0) in radians, 0 to π. */
const fromFront = (theta: number) => {
  const w = wrap(theta);
  return w > Math.PI ? TAU - w : w;
};
const scaled = (profile: Profile, s: number): Profile => profile.map(([t, v]) => [t, v * s] as const);

export interface Body {
  model: Model;
  height: number;
  /** Centre of the body in depth: the depth split. */
  depth: number;
  sweeps: readonly Sweep[];
}

const bodies = new Map<Model, Body>();

export function bodyOf(model: Model): Body {
  let body = bodies.get(model);
  if (!body) {
    body = buildBody(model);
    bodies.set(model, body);
  }
  return body;
}

function buildBody(model: Model): Body {
  const p = PROPORTIONS[model];
  const k = p.height / 17.6;
  const z0 = BODY_DEPTH_SPLIT[model];
  const at = (x: number, y: number, z: number): Vec3 => [x, y * k, z0 + z];
  const sweeps: Sweep[] = [];

  const crotch = 8.3;
  const neckBase = 14.9;
  sweeps.push({
    from: at(0, crotch - 0.1, 0),
    to: at(0, neckBase, 0),
    width: [
      [0, p.hipWidth * 0.82],
      [0.12, p.hipWidth],
      [0.3, (p.hipWidth + p.waistWidth) / 2],
      [0.45, p.waistWidth],
      [0.68, p.chestWidth * 0.97],
      [0.82, p.chestWidth],
      [0.9, p.shoulderWidth],
      [1, p.shoulderWidth * 0.72],
    ],
    depth: [
      [0, p.hipDepth * 0.85],
      [0.15, p.hipDepth + p.seat * 0.5],
      [0.45, p.waistDepth],
      [0.72, p.chestDepth],
      [0.9, p.chestDepth * 0.85],
      [1, 0.62],
    ],
    shift: [
      [0, -p.seat * 0.3],
      [0.14, -p.seat * 0.6],
      [0.3, 0],
      [0.45, 0.04],
      [0.75, 0.08],
      [1, -0.1],
    ],
    caps: [0.08, 0.09],
    segments: [64, 96],
    swell: (t, theta) => {
      const a = Math.atan2(Math.sin(theta), Math.cos(theta));
      const across = Math.exp(-(((Math.abs(a) - 0.42) / 0.3) ** 2));
      return p.bust * Math.exp(-(((t - 0.66) / 0.075) ** 2)) * across;
    },
    part: (t, theta) => {
      const front = fromFront(theta);
      const side = sideOf(theta);
      if (t < 0.25) {
        if (t < 0.12 && front < 0.5) return 'genitalia';
        if (front > Math.PI - 1.25) return sided(side, 'butcheek');
        if (front < 0.9) return 'stomach';
        return sided(side, 'hip');
      }
      if (t > 0.86 && Math.abs(Math.sin(theta)) > 0.72) return sided(side, 'shoulder');
      if (t < 0.56) return front < Math.PI / 2 ? 'stomach' : 'lower back';
      return front < Math.PI / 2 ? 'chest' : 'back';
    },
  });

  // Neck: its front is the throat.
  sweeps.push({
    from: at(0, neckBase - 0.6, 0.02),
    to: at(0, 15.75, 0.08),
    width: [
      [0, 1.05],
      [0.4, 0.66],
      [0.6, 0.6 * k],
      [1, 0.58],
    ],
    depth: [
      [0, 0.76],
      [0.5, 0.62],
      [1, 0.6],
    ],
    caps: [0, 0],
    segments: [12, 40],
    part: (_t, theta) => (fromFront(theta) < Math.PI / 2 ? 'throat' : 'neck'),
  });

  // Head, from under the chin to the crown; the face regions are parts of its surface.
  sweeps.push({
    from: at(0, 15.25, 0.12),
    to: at(0, p.height / k, 0.05),
    width: [
      [0, 0.36],
      [0.16, 0.61],
      [0.42, 0.77],
      [0.68, 0.82],
      [1, 0.76],
    ],
    depth: [
      [0, 0.4],
      [0.2, 0.74],
      [0.45, 0.95],
      [0.7, 0.98],
      [1, 0.9],
    ],
    shift: [
      [0, 0.32],
      [0.25, 0.12],
      [0.55, 0],
      [1, -0.05],
    ],
    caps: [0.2, 0.36],
    segments: [48, 64],
    part: (t, theta) => {
      const front = fromFront(theta);
      if (t < 0.2 && front < 0.75) return 'chin';
      if (t >= 0.2 && t < 0.32 && front < 0.38) return 'lips';
      if (t >= 0.26 && t < 0.56 && front >= 0.38 && front < 1.25) return sided(sideOf(theta), 'cheek');
      return 'head';
    },
  });
  const headHeight = p.height / k - 15.25;
  const headY = (t: number) => 15.25 + headHeight * t;

  sweeps.push({
    from: at(0, headY(0.6), 0.86),
    to: at(0, headY(0.36), 1.06),
    forward: [0, -0.2, 1],
    width: [
      [0, 0.09],
      [0.7, 0.13],
      [1, 0.16],
    ],
    depth: [
      [0, 0.1],
      [0.7, 0.14],
      [1, 0.13],
    ],
    caps: [0.2, 0.3],
    segments: [14, 20],
    part: () => 'nose',
  });

  for (const side of ['left', 'right'] as const) {
    const s = side === 'left' ? 1 : -1;
    sweeps.push({
      from: at(0.72 * s, headY(0.35), -0.08),
      to: at(0.76 * s, headY(0.66), -0.12),
      forward: [0.3 * s, 0, 1],
      width: [[0, 0.1]],
      depth: [
        [0, 0.18],
        [0.6, 0.28],
        [1, 0.22],
      ],
      caps: [0.3, 0.45],
      segments: [14, 20],
      part: () => sided(side, 'ear'),
    });

    const shoulderJoint = at(p.shoulderWidth * 0.9 * s, 14.2, -0.05);
    const wrist = at((p.shoulderWidth * 1.03 + 0.55) * s, 8.75, 0.05);
    sweeps.push({
      from: shoulderJoint,
      to: wrist,
      width: scaled(
        [
          [0, 0.64],
          [0.1, 0.6],
          [0.25, 0.5],
          [0.5, 0.4],
          [0.64, 0.46],
          [0.92, 0.32],
          [1, 0.3],
        ],
        p.limb,
      ),
      depth: scaled(
        [
          [0, 0.66],
          [0.1, 0.62],
          [0.25, 0.52],
          [0.5, 0.42],
          [0.64, 0.46],
          [0.92, 0.28],
          [1, 0.27],
        ],
        p.limb,
      ),
      caps: [0.08, 0.04],
      segments: [40, 32],
      part: (t) => sided(side, t < 0.13 ? 'shoulder' : t < 0.5 ? 'arm' : 'forearm'),
    });

    const fingertips = at((p.shoulderWidth * 1.03 + 0.7) * s, 6.95, 0.12);
    sweeps.push({
      from: [wrist[0] - 0.02 * s, wrist[1] + 0.45, wrist[2]],
      to: fingertips,
      forward: [0, 0, 1],
      width: scaled(
        [
          [0, 0.24],
          [0.2, 0.2],
          [0.5, 0.22],
          [1, 0.16],
        ],
        p.limb,
      ),
      depth: scaled(
        [
          [0, 0.27],
          [0.2, 0.3],
          [0.45, 0.46],
          [0.75, 0.4],
          [1, 0.3],
        ],
        p.limb,
      ),
      caps: [0.05, 0.22],
      segments: [24, 28],
      part: () => sided(side, 'hand'),
    });

    const hipJoint = at(p.hipWidth * 0.46 * s, 9.8, -0.02);
    const ankle = at(p.hipWidth * 0.3 * s + 0.22 * s, 0.75, -0.15);
    sweeps.push({
      from: hipJoint,
      to: ankle,
      width: scaled(
        [
          [0, 0.66],
          [0.12, 0.84],
          [0.18, 0.86],
          [0.42, 0.62],
          [0.5, 0.55],
          [0.6, 0.56],
          [0.68, 0.6],
          [0.9, 0.36],
          [1, 0.33],
        ],
        (p.limb + 1) / 2,
      ),
      depth: scaled(
        [
          [0, 0.7],
          [0.12, 0.9],
          [0.18, 0.92],
          [0.42, 0.66],
          [0.5, 0.58],
          [0.6, 0.58],
          [0.68, 0.66],
          [0.9, 0.38],
          [1, 0.36],
        ],
        (p.limb + 1) / 2,
      ),
      shift: [
        [0, 0],
        [0.5, 0.04],
        [0.68, -0.12],
        [1, 0],
      ],
      caps: [0.06, 0],
      segments: [56, 32],
      part: (t) => sided(side, t < 0.47 ? 'thigh' : t < 0.6 ? 'knee' : 'calf'),
    });

    sweeps.push({
      from: at(ankle[0] + 0.04 * s, 0.42, -0.7),
      to: at(ankle[0] + 0.16 * s, 0.3, 1.75 * k),
      forward: [0, 1, 0],
      width: scaled(
        [
          [0, 0.32],
          [0.35, 0.36],
          [0.72, 0.44],
          [1, 0.34],
        ],
        (p.limb + 1) / 2,
      ),
      depth: [
        [0, 0.36],
        [0.3, 0.42],
        [0.7, 0.28],
        [1, 0.2],
      ],
      shift: [
        [0, 0.02],
        [0.3, 0.12],
        [1, -0.06],
      ],
      caps: [0.16, 0.14],
      segments: [32, 28],
      part: () => sided(side, 'foot'),
    });
  }

  return { model, height: p.height, depth: z0, sweeps };
}
