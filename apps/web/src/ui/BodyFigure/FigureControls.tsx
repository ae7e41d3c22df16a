import { useEffect, useRef } from 'react';
import { useFrame, useThree } from '@react-three/fiber';
import { Raycaster, Vector2, type Group } from 'three';
import type { BodyPart, Model, Vector } from '@symptoms/domain';
import { cameraPosition, orbitDistance, orbitTarget } from './camera';
import { sceneChanged } from './frame-plan';
import { eraseNear, extendStroke, roundedVector, STROKE_SPACING } from './marks';
import type { FigureMark, FigureMode } from './types';

interface Props {
  model: Model;
  mode: FigureMode;
  /** The camera angle asked for; `request` changes on every button press, even to the same view. */
  azimuth: number;
  request: number;
  figure: Group | null;
  /** The active symptom's marks, or null when no symptom can be changed. */
  activeMarks: readonly FigureMark[] | null;
  onDraft: (marks: FigureMark[]) => void;
  onCommit: (marks: FigureMark[], camera: Vector) => void;
}

const ROTATE_PER_PIXEL = 0.01;
/** Raycasts per animation frame when a fast stroke must be filled in. */
const MAX_RAYS_PER_FRAME = 3;
const wrapAngle = (a: number) => Math.atan2(Math.sin(a), Math.cos(a));
const reducedMotion = () => typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * The camera (orbiting the vertical axis) and the pointer: drag rotates in camera mode, paints in
 * draw mode and rubs marks out in erase mode. Pointer moves are gathered and raycast once per frame.
 */
export function FigureControls({ model, mode, azimuth, request, figure, activeMarks, onDraft, onCommit }: Props) {
  const { camera, gl, size, invalidate, scene } = useThree();
  const angle = useRef({ current: azimuth, target: azimuth });
  const latest = useRef({ activeMarks, onDraft, onCommit, figure, mode });
  useEffect(() => {
    latest.current = { activeMarks, onDraft, onCommit, figure, mode };
  });

  useEffect(() => {
    const a = angle.current;
    a.target = a.current + wrapAngle(azimuth - a.current);
    if (reducedMotion()) a.current = a.target;
    invalidate();
  }, [azimuth, request, invalidate]);

  useFrame((_, delta) => {
    const a = angle.current;
    const gap = a.target - a.current;
    // Ease out over about 200 ms.
    a.current = Math.abs(gap) < 0.001 ? a.target : a.current + gap * Math.min(1, delta * 14);
    const distance = orbitDistance(model, size.width / Math.max(1, size.height));
    camera.position.set(...cameraPosition(model, a.current, distance));
    camera.lookAt(...orbitTarget(model));
    if (a.current !== a.target) invalidate();
  });

  useEffect(() => {
    invalidate();
  }, [model, size, invalidate]);

  useEffect(() => {
    const element = gl.domElement;
    const raycaster = new Raycaster();
    const ndc = new Vector2();
    let pointerId: number | null = null;
    let lastX = 0;
    let pending: { x: number; y: number } | null = null;
    let lastRay: { x: number; y: number } | null = null;
    let frame = 0;
    let working: FigureMark[] = [];

    const hitAt = (x: number, y: number) => {
      const { figure: group } = latest.current;
      if (!group) return null;
      const rect = element.getBoundingClientRect();
      ndc.set(((x - rect.left) / rect.width) * 2 - 1, -((y - rect.top) / rect.height) * 2 + 1);
      raycaster.setFromCamera(ndc, camera);
      const hit = raycaster.intersectObject(group, true)[0];
      if (!hit) return null;
      return { point: hit.point, part: (hit.object.userData.part as BodyPart | undefined) ?? 'unknown' };
    };

    const applyAt = (x: number, y: number) => {
      const hit = hitAt(x, y);
      if (!hit) return false;
      const point = roundedVector(hit.point.x, hit.point.y, hit.point.z);
      const next =
        latest.current.mode === 'draw' ? extendStroke(working, { ...point, Size: 1, BodyPart: hit.part }) : eraseNear(working, point);
      if (!next) return false;
      working = next;
      return true;
    };

    const process = () => {
      frame = 0;
      if (!pending) return;
      const to = pending;
      pending = null;
      const from = lastRay ?? to;
      // A fast stroke is filled in along the pointer's path, a few rays per frame at most.
      const rect = element.getBoundingClientRect();
      const pixels = Math.hypot(to.x - from.x, to.y - from.y);
      const spacingPixels = Math.max(4, (STROKE_SPACING / 10) * rect.height);
      const steps = Math.min(MAX_RAYS_PER_FRAME, Math.max(1, Math.ceil(pixels / spacingPixels)));
      let changed = false;
      for (let i = 1; i <= steps; i++) {
        changed = applyAt(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps) || changed;
      }
      lastRay = to;
      if (changed) latest.current.onDraft(working);
    };

    const schedule = (x: number, y: number) => {
      pending = { x, y };
      if (!frame) frame = requestAnimationFrame(process);
    };

    const onDown = (event: PointerEvent) => {
      if (pointerId !== null || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const { mode: current, activeMarks: marks } = latest.current;
      if ((current === 'draw' || current === 'erase') && !marks) return;
      if (current === 'play') return;
      pointerId = event.pointerId;
      element.setPointerCapture?.(event.pointerId);
      lastX = event.clientX;
      lastRay = null;
      working = [...(marks ?? [])];
      if (current !== 'camera') schedule(event.clientX, event.clientY);
      event.preventDefault();
    };

    const onMove = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      if (latest.current.mode === 'camera') {
        const a = angle.current;
        a.current -= (event.clientX - lastX) * ROTATE_PER_PIXEL;
        a.target = a.current;
        lastX = event.clientX;
        invalidate();
        return;
      }
      schedule(event.clientX, event.clientY);
    };

    const onUp = (event: PointerEvent) => {
      if (event.pointerId !== pointerId) return;
      pointerId = null;
      element.releasePointerCapture?.(event.pointerId);
      if (latest.current.mode === 'camera') return;
      if (frame) cancelAnimationFrame(frame);
      frame = 0;
      if (pending) {
        const last = pending;
        pending = null;
        if (applyAt(last.x, last.y)) latest.current.onDraft(working);
      }
      const p = camera.position;
      latest.current.onCommit(working, roundedVector(p.x, p.y, p.z));
      // The stroke's last frame is drawn whole.
      sceneChanged(scene);
      invalidate();
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointermove', onMove);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onUp);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointermove', onMove);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onUp);
    };
  }, [gl, camera, invalidate, scene]);

  return null;
}
