import type { BodyPart } from '@symptoms/domain';

/**
 * The figure's shapes as pure math (no three.js), so the 3D meshes, the keyboard anchors and the
 * thumbnails agree exactly. A sweep is a smooth tube along a straight spine with an elliptic cross
 * section whose radii follow smooth profiles and whose ends are rounded.
 */
export type Vec3 = readonly [number, number, number];
/** Control points (t from 0 to 1 along the spine, value), interpolated smoothly. */
export type Profile = readonly (readonly [number, number])[];

export interface Sweep {
  from: Vec3;
  to: Vec3;
  /** Which way θ = 0 points (the front of a vertical sweep); made perpendicular to the spine. */
  forward?: Vec3;
  /** Radius along the side axis (θ = π/2, the patient's left on a vertical sweep). */
  width: Profile;
  /** Radius along the forward axis. */
  depth: Profile;
  /** Moves the cross section's centre along the forward axis. */
  shift?: Profile;
  /** Extra radius at (t, θ), for soft local shapes such as the bust. */
  swell?: (t: number, theta: number) => number;
  /** Length of each rounded end as a share of the spine; by default a half sphere. */
  caps?: readonly [number, number];
  /** The body part a point of the surface belongs to. */
  part: (t: number, theta: number) => BodyPart;
  /** Samples along the spine and around it. */
  segments?: readonly [number, number];
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const length = (a: Vec3) => Math.sqrt(dot(a, a));
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / (length(a) || 1));
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];

/** Monotone cubic interpolation (Fritsch–Carlson): smooth, and never overshoots the control points. */
function profileAt(profile: Profile, t: number): number {
  const n = profile.length;
  const first = profile[0]!;
  const last = profile[n - 1]!;
  if (n === 1 || t <= first[0]) return first[1];
  if (t >= last[0]) return last[1];
  let i = 0;
  while (t > profile[i + 1]![0]) i++;
  const slope = (k: number) => (profile[k + 1]![1] - profile[k]![1]) / (profile[k + 1]![0] - profile[k]![0]);
  const tangent = (k: number) => {
    if (k === 0) return slope(0);
    if (k === n - 1) return slope(n - 2);
    const a = slope(k - 1);
    const b = slope(k);
    return a * b <= 0 ? 0 : (2 * a * b) / (a + b);
  };
  const [t0, v0] = profile[i]!;
  const [t1, v1] = profile[i + 1]!;
  const h = t1 - t0;
  const s = (t - t0) / h;
  const s2 = s * s;
  const s3 = s2 * s;
  return (2 * s3 - 3 * s2 + 1) * v0 + (s3 - 2 * s2 + s) * h * tangent(i) + (-2 * s3 + 3 * s2) * v1 + (s3 - s2) * h * tangent(i + 1);
}

interface Frame {
  origin: Vec3;
  axis: Vec3;
  side: Vec3;
  forward: Vec3;
  length: number;
  caps: readonly [number, number];
}

const frames = new WeakMap<Sweep, Frame>();

function frameOf(sweep: Sweep): Frame {
  const cached = frames.get(sweep);
  if (cached) return cached;
  const spine = sub(sweep.to, sweep.from);
  const axis = normalize(spine);
  const wanted = sweep.forward ?? [0, 0, 1];
  const forward = normalize(sub(wanted, scale(axis, dot(axis, wanted))));
  const len = length(spine);
  const endRadius = (t: number) => Math.max(profileAt(sweep.width, t), profileAt(sweep.depth, t));
  const caps = sweep.caps ?? [Math.min(0.5, endRadius(0) / len), Math.min(0.5, endRadius(1) / len)];
  const frame = { origin: sweep.from, axis, side: cross(axis, forward), forward, length: len, caps };
  frames.set(sweep, frame);
  return frame;
}

/** 1 along the spine, falling off like a circle over the rounded ends. */
function capFactor(t: number, [start, end]: readonly [number, number]): number {
  if (start > 0 && t < start) return Math.sqrt(Math.max(0, 1 - ((start - t) / start) ** 2));
  if (end > 0 && t > 1 - end) return Math.sqrt(Math.max(0, 1 - ((t - (1 - end)) / end) ** 2));
  return 1;
}

/** The surface point at (t, θ). */
export function surfacePoint(sweep: Sweep, t: number, theta: number): Vec3 {
  const f = frameOf(sweep);
  const cap = capFactor(t, f.caps);
  const along = t * f.length;
  const extra = sweep.swell ? sweep.swell(t, theta) * cap : 0;
  const w = (profileAt(sweep.width, t) * cap + extra) * Math.sin(theta);
  const d = (profileAt(sweep.depth, t) * cap + extra) * Math.cos(theta) + (sweep.shift ? profileAt(sweep.shift, t) : 0);
  return [
    f.origin[0] + f.axis[0] * along + f.side[0] * w + f.forward[0] * d,
    f.origin[1] + f.axis[1] * along + f.side[1] * w + f.forward[1] * d,
    f.origin[2] + f.axis[2] * along + f.side[2] * w + f.forward[2] * d,
  ];
}

/** The outward unit normal at (t, θ), from the surface's derivatives (continuous across parts). */
export function surfaceNormal(sweep: Sweep, t: number, theta: number): Vec3 {
  const f = frameOf(sweep);
  if (t <= 1e-6) return scale(f.axis, -1);
  if (t >= 1 - 1e-6) return f.axis;
  const e = 1e-4;
  const dt = sub(surfacePoint(sweep, Math.min(1, t + e), theta), surfacePoint(sweep, Math.max(0, t - e), theta));
  const dTheta = sub(surfacePoint(sweep, t, theta + e), surfacePoint(sweep, t, theta - e));
  const n = normalize(cross(dTheta, dt));
  if (length(dTheta) < 1e-9) return t < 0.5 ? scale(f.axis, -1) : f.axis;
  return n;
}

/** Samples crowd towards the rounded ends, where the surface bends most. */
export const spineSample = (i: number, count: number) => (1 - Math.cos((Math.PI * i) / count)) / 2;

/** Whether a point lies inside the sweep (used to skip anchors hidden under another shape). */
export function isInside(sweep: Sweep, p: Vec3): boolean {
  const f = frameOf(sweep);
  const rel = sub(p, f.origin);
  const t = dot(rel, f.axis) / f.length;
  if (t < 0 || t > 1) return false;
  const cap = capFactor(t, f.caps);
  const w = profileAt(sweep.width, t) * cap;
  const d = profileAt(sweep.depth, t) * cap;
  if (w <= 0 || d <= 0) return false;
  const x = dot(rel, f.side);
  const z = dot(rel, f.forward) - (sweep.shift ? profileAt(sweep.shift, t) : 0);
  return (x / w) ** 2 + (z / d) ** 2 < 0.98;
}
