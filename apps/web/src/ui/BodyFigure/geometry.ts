import { BufferAttribute, BufferGeometry, Group, Mesh, MeshLambertMaterial } from 'three';
import type { BodyPart, Model } from '@symptoms/domain';
import { bodyOf } from './anatomy';
import { spineSample, surfaceNormal, surfacePoint, type Sweep } from './surface';

/** The figure's matte, light neutral surface (VISUAL.md). */
const SKIN_COLOUR = '#e8ddd3';

/** One mesh per body part of a sweep; they share the sweep's vertices, so no seams show. */
function sweepMeshes(sweep: Sweep, material: MeshLambertMaterial, detail: number): Mesh[] {
  const [along, around] = (sweep.segments ?? [24, 32]).map((n) => Math.max(6, Math.round(n * detail))) as [number, number];
  const positions = new Float32Array((along + 1) * (around + 1) * 3);
  const normals = new Float32Array(positions.length);
  const ts: number[] = [];
  for (let i = 0; i <= along; i++) ts.push(spineSample(i, along));
  let v = 0;
  for (const t of ts) {
    for (let j = 0; j <= around; j++) {
      const theta = (j / around) * Math.PI * 2;
      const p = surfacePoint(sweep, t, theta);
      const n = surfaceNormal(sweep, t, theta);
      positions.set(p, v * 3);
      normals.set(n, v * 3);
      v++;
    }
  }
  const position = new BufferAttribute(positions, 3);
  const normal = new BufferAttribute(normals, 3);
  const byPart = new Map<BodyPart, number[]>();
  for (let i = 0; i < along; i++) {
    for (let j = 0; j < around; j++) {
      const part = sweep.part((ts[i]! + ts[i + 1]!) / 2, ((j + 0.5) / around) * Math.PI * 2);
      const a = i * (around + 1) + j;
      const b = a + around + 1;
      let indices = byPart.get(part);
      if (!indices) byPart.set(part, (indices = []));
      indices.push(a, a + 1, b, b, a + 1, b + 1);
    }
  }
  return [...byPart].map(([part, indices]) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', position);
    geometry.setAttribute('normal', normal);
    geometry.setIndex(indices);
    geometry.computeBoundingSphere();
    const mesh = new Mesh(geometry, material);
    mesh.name = part;
    mesh.userData.part = part;
    return mesh;
  });
}

function createSkinMaterial(): MeshLambertMaterial {
  return new MeshLambertMaterial({ color: SKIN_COLOUR });
}

/**
 * The whole manikin as a group of meshes named by body part. `detail` below 1 gives a coarser copy
 * for hit testing, which keeps raycasts cheap while drawing.
 */
export function createFigure(model: Model, material: MeshLambertMaterial = createSkinMaterial(), detail = 1): Group {
  const group = new Group();
  group.name = `figure-${model}`;
  for (const sweep of bodyOf(model).sweeps) for (const mesh of sweepMeshes(sweep, material, detail)) group.add(mesh);
  group.updateMatrixWorld(true);
  return group;
}

export function disposeFigure(group: Group): void {
  const materials = new Set<MeshLambertMaterial>();
  group.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    (object.geometry as BufferGeometry).dispose();
    materials.add(object.material as MeshLambertMaterial);
  });
  for (const material of materials) material.dispose();
}
