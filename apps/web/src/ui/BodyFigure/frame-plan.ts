import type { InstancedMesh, Object3D } from 'three';

/**
 * What changed in a figure's scene since its last frame. While a stroke is drawn, the only change
 * from one frame to the next is a few marks added at the end of one mesh; `FigureRenderer` then
 * draws just those over the kept frame instead of the whole manikin again. Anything else (a mesh
 * added or removed, another colour, marks erased) asks for a whole frame.
 */
interface FramePlan {
  whole: boolean;
  /** Per mark mesh, the first instance not yet drawn. */
  appended: Map<InstancedMesh, number>;
}

const plans = new WeakMap<Object3D, FramePlan>();

function planOf(scene: Object3D): FramePlan {
  let plan = plans.get(scene);
  if (!plan) plans.set(scene, (plan = { whole: true, appended: new Map() }));
  return plan;
}

/** Instances from `from` on are new, and nothing before them changed. */
export function marksAppended(scene: Object3D, mesh: InstancedMesh, from: number): void {
  const { appended } = planOf(scene);
  appended.set(mesh, Math.min(from, appended.get(mesh) ?? from));
}

/** Something else changed: the next frame is drawn whole. */
export function sceneChanged(scene: Object3D): void {
  planOf(scene).whole = true;
}

/** The changes since the last frame; the next frame starts a new plan. */
export function takePlan(scene: Object3D): FramePlan {
  const plan = planOf(scene);
  plans.set(scene, { whole: false, appended: new Map() });
  return plan;
}

/** Whether `next` is `previous` with marks added at the end (the same mark objects before them). */
export function extendsMarks<T>(previous: readonly T[], next: readonly T[]): boolean {
  if (next.length <= previous.length) return false;
  for (let i = 0; i < previous.length; i++) if (previous[i] !== next[i]) return false;
  return true;
}
