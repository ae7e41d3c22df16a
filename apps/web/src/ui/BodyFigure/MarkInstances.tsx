import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useThree } from '@react-three/fiber';
import { Color, IcosahedronGeometry, Matrix4, type InstancedMesh } from 'three';
import { extendsMarks, marksAppended, sceneChanged } from './frame-plan';
import { MARK_FRAGMENT_SHADER, MARK_VERTEX_SHADER } from './mark-shader';
import { MARK_RADIUS, type MarkStyle } from './marks';
import type { FigureMark } from './types';

/** One geometry for every mark of every symptom. */
const MARK_GEOMETRY = new IcosahedronGeometry(1, 2);
const matrix = new Matrix4();

const capacityFor = (count: number) => Math.max(64, 2 ** Math.ceil(Math.log2(count + 1)));

/** The marks of one symptom as one instanced mesh, tinted and faded by its intensity. */
export function MarkInstances({ marks, style }: { marks: readonly FigureMark[]; style: MarkStyle }) {
  const invalidate = useThree((state) => state.invalidate);
  const scene = useThree((state) => state.scene);
  const mesh = useRef<InstancedMesh>(null);
  // The marks the mesh holds, so a stroke's new marks are written (and drawn) alone.
  const held = useRef<{ mesh: InstancedMesh; marks: readonly FigureMark[] } | null>(null);
  const capacity = capacityFor(marks.length);
  const colour = useMemo(() => new Color(style.colour), [style.colour]);
  // Created once per mesh; the values are set through the props below.
  const uniforms = useMemo(() => ({ uColour: { value: new Color() }, uOpacity: { value: 1 }, uRim: { value: 0 } }), []);

  useLayoutEffect(() => {
    const instances = mesh.current;
    if (!instances) return;
    const before = held.current;
    const from = before && before.mesh === instances && extendsMarks(before.marks, marks) ? before.marks.length : 0;
    for (let i = from; i < marks.length; i++) {
      const mark = marks[i]!;
      const r = MARK_RADIUS * mark.Size;
      matrix.makeScale(r, r, r).setPosition(mark.X, mark.Y, mark.Z);
      instances.setMatrixAt(i, matrix);
    }
    instances.count = marks.length;
    instances.instanceMatrix.needsUpdate = true;
    held.current = { mesh: instances, marks };
    if (from > 0) marksAppended(scene, instances, from);
    else sceneChanged(scene);
    invalidate();
  }, [marks, capacity, scene, invalidate]);

  // Another colour or opacity, or the mesh gone: the next frame is drawn whole.
  useEffect(() => {
    sceneChanged(scene);
    invalidate();
    return () => sceneChanged(scene);
  }, [colour, style.opacity, style.outline, scene, invalidate]);

  return (
    <instancedMesh key={capacity} ref={mesh} args={[MARK_GEOMETRY, undefined, capacity]} renderOrder={1} frustumCulled={false}>
      <shaderMaterial
        vertexShader={MARK_VERTEX_SHADER}
        fragmentShader={MARK_FRAGMENT_SHADER}
        uniforms={uniforms}
        uniforms-uColour-value={colour}
        uniforms-uOpacity-value={style.opacity}
        uniforms-uRim-value={style.outline ? 1 : 0}
        transparent
        depthWrite={false}
      />
    </instancedMesh>
  );
}
