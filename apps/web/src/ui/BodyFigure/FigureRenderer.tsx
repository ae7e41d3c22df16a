import { useEffect, useMemo, useRef } from 'react';
import { useFrame } from '@react-three/fiber';
import { InstancedMesh, Matrix4, Scene, Vector2, type BufferGeometry, type Material } from 'three';
import { takePlan } from './frame-plan';

interface Drawn {
  view: Matrix4;
  projection: Matrix4;
  size: Vector2;
}

const matrix = new Matrix4();
const size = new Vector2();

/**
 * Draws the figure's frames (it takes over react-three-fiber's rendering). A frame whose only change
 * is marks added at the end of a stroke, with the camera and canvas as in the frame before, draws
 * only the new marks over that frame, which the canvas keeps (`preserveDrawingBuffer`): the manikin
 * is most of a frame's work, and software WebGL on a slow phone redrew it for every mark. Marks are
 * blended in the order they are drawn, so adding the new ones last gives the frame a whole redraw
 * would; the end of a stroke draws the figure whole again all the same.
 */
export function FigureRenderer() {
  const last = useRef<Drawn | null>(null);
  const tail = useMemo(() => ({ scene: new Scene(), mesh: null as InstancedMesh | null }), []);
  useEffect(() => () => tail.mesh?.dispose(), [tail]);

  useFrame(({ gl, scene, camera }) => {
    const plan = takePlan(scene);
    camera.updateMatrixWorld();
    gl.getDrawingBufferSize(size);
    const before = last.current;
    const onlyAdded =
      before !== null &&
      !plan.whole &&
      plan.appended.size > 0 &&
      before.view.equals(camera.matrixWorld) &&
      before.projection.equals(camera.projectionMatrix) &&
      before.size.equals(size);
    if (!onlyAdded) {
      gl.autoClear = true;
      gl.render(scene, camera);
      last.current = { view: camera.matrixWorld.clone(), projection: camera.projectionMatrix.clone(), size: size.clone() };
      return;
    }
    gl.autoClear = false;
    for (const [mesh, from] of plan.appended) {
      const count = mesh.count - from;
      if (count <= 0) continue;
      const added = tailMesh(tail, mesh.geometry, mesh.material as Material, count);
      for (let i = 0; i < count; i++) {
        mesh.getMatrixAt(from + i, matrix);
        added.setMatrixAt(i, matrix);
      }
      added.count = count;
      added.instanceMatrix.needsUpdate = true;
      gl.render(tail.scene, camera);
    }
    gl.autoClear = true;
  }, 1);
  return null;
}

/** The mesh the added marks are drawn with: the mark mesh's geometry and material, room for `count`. */
function tailMesh(tail: { scene: Scene; mesh: InstancedMesh | null }, geometry: BufferGeometry, material: Material, count: number) {
  let mesh = tail.mesh;
  if (!mesh || mesh.geometry !== geometry || mesh.instanceMatrix.count < count) {
    if (mesh) {
      tail.scene.remove(mesh);
      mesh.dispose();
    }
    mesh = new InstancedMesh(geometry, material, Math.max(64, count));
    mesh.frustumCulled = false;
    tail.scene.add(mesh);
    tail.mesh = mesh;
  }
  mesh.material = material;
  return mesh;
}
