import { useEffect, useMemo } from 'react';
import { useThree } from '@react-three/fiber';
import { CanvasTexture, DoubleSide, type Group } from 'three';
import { BODY_DEPTH_SPLIT, type Model } from '@symptoms/domain';
import { sceneChanged } from './frame-plan';
import { createFigure, disposeFigure } from './geometry';

/** A soft round shadow under the feet, drawn once into a small texture. */
function floorShadowTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 128;
  const context = canvas.getContext('2d');
  if (context) {
    const gradient = context.createRadialGradient(64, 64, 0, 64, 64, 64);
    gradient.addColorStop(0, 'rgba(60, 50, 45, 0.32)');
    gradient.addColorStop(0.55, 'rgba(60, 50, 45, 0.14)');
    gradient.addColorStop(1, 'rgba(60, 50, 45, 0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 128, 128);
  }
  return new CanvasTexture(canvas);
}

/** Lights shared by the live figure and the thumbnails: a soft sky light, a key light and a rim. */
export function FigureLights() {
  return (
    <>
      <hemisphereLight args={['#ffffff', '#b9aea4', 2]} />
      <directionalLight position={[6, 14, 12]} intensity={1.7} />
      <directionalLight position={[-8, 6, -10]} intensity={0.55} />
    </>
  );
}

export function FloorShadow({ model }: { model: Model }) {
  const texture = useMemo(() => floorShadowTexture(), []);
  useEffect(() => () => texture.dispose(), [texture]);
  return (
    <mesh position={[0, 0.02, BODY_DEPTH_SPLIT[model] + 0.4]} rotation={[-Math.PI / 2, 0, 0]} scale={[6, 4.2, 1]} raycast={() => null}>
      <planeGeometry args={[1, 1]} />
      <meshBasicMaterial map={texture} transparent depthWrite={false} side={DoubleSide} />
    </mesh>
  );
}

/**
 * Mesh detail: enough for smooth shading on a phone while keeping software-rendered frames cheap;
 * the invisible copy the pointer is tested against is coarser still.
 */
const SHOWN_DETAIL = 0.75;
const HIT_DETAIL = 0.4;

/**
 * The manikin's meshes, one per body part (named by the part), built for the model; `onReady`
 * gets a coarser invisible copy for hit testing.
 */
export function Manikin({ model, onReady }: { model: Model; onReady: (hitTarget: Group) => void }) {
  const figure = useMemo(() => createFigure(model, undefined, SHOWN_DETAIL), [model]);
  const hitTarget = useMemo(() => createFigure(model, undefined, HIT_DETAIL), [model]);
  const invalidate = useThree((state) => state.invalidate);
  const scene = useThree((state) => state.scene);
  useEffect(() => {
    onReady(hitTarget);
    sceneChanged(scene);
    invalidate();
    return () => {
      disposeFigure(figure);
      disposeFigure(hitTarget);
    };
  }, [figure, hitTarget, onReady, scene, invalidate]);
  return <primitive object={figure} />;
}
