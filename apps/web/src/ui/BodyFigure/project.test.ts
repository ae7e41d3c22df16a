import { describe, expect, it } from 'vitest';
import { BODY_DEPTH_SPLIT } from '@symptoms/domain';
import { FIGURE_HEIGHT, thumbnailHalfHeight } from './camera';
import { projectMark } from './project';

const W = 85;
const H = 100;
const centre = (model: 'male' | 'female') => ({ X: 0, Y: FIGURE_HEIGHT[model] / 2, Z: BODY_DEPTH_SPLIT[model] + 1, Size: 1 });

describe('projectMark', () => {
  it('puts the middle of the figure in the middle of the thumbnail', () => {
    const p = projectMark('male', 'front', centre('male'), W, H);
    expect(p.x).toBeCloseTo(W / 2);
    expect(p.y).toBeCloseTo(H / 2);
  });

  it('draws markers 0.03 of the width, scaled by the mark size', () => {
    expect(projectMark('male', 'front', centre('male'), W, H).radius).toBeCloseTo(2.55);
    expect(projectMark('male', 'front', { ...centre('male'), Size: 2 }, W, H).radius).toBeCloseTo(5.1);
  });

  it('shows the patient’s left on the viewer’s right from the front, and on the left from the back', () => {
    const left = { ...centre('female'), X: 2 };
    expect(projectMark('female', 'front', left, W, H).x).toBeGreaterThan(W / 2);
    expect(projectMark('female', 'back', { ...left, Z: 0 }, W, H).x).toBeLessThan(W / 2);
  });

  it('scales the figure height to the thumbnail height', () => {
    const top = projectMark('female', 'front', { ...centre('female'), Y: FIGURE_HEIGHT.female / 2 + thumbnailHalfHeight('female') }, W, H);
    expect(top.y).toBeCloseTo(0);
    const foot = projectMark('female', 'front', { ...centre('female'), Y: 0 }, W, H);
    expect(foot.y).toBeGreaterThan(H * 0.95);
    expect(foot.y).toBeLessThan(H);
  });

  it('shows the front from the side views: the face is towards the left in the left view', () => {
    const nose = { X: 0, Y: 16, Z: BODY_DEPTH_SPLIT.male + 1.1, Size: 1 };
    expect(projectMark('male', 'left', nose, W, H).x).toBeLessThan(W / 2);
    expect(projectMark('male', 'right', nose, W, H).x).toBeGreaterThan(W / 2);
  });

  it('hides marks on the side turned away, using the model’s depth split', () => {
    const split = BODY_DEPTH_SPLIT.female;
    expect(projectMark('female', 'front', { X: 0, Y: 9, Z: split + 0.01, Size: 1 }, W, H).visible).toBe(true);
    expect(projectMark('female', 'front', { X: 0, Y: 9, Z: split - 0.01, Size: 1 }, W, H).visible).toBe(false);
    expect(projectMark('female', 'back', { X: 0, Y: 9, Z: split - 0.01, Size: 1 }, W, H).visible).toBe(true);
    expect(projectMark('female', 'left', { X: 2, Y: 9, Z: 0, Size: 1 }, W, H).visible).toBe(true);
    expect(projectMark('female', 'right', { X: 2, Y: 9, Z: 0, Size: 1 }, W, H).visible).toBe(false);
  });
});
