import { describe, expect, it } from 'vitest';
import { BODY_DEPTH_SPLIT, facing, MANIKIN_MODELS } from '@symptoms/domain';
import { FIGURE_HEIGHT } from './camera';
import { partAnchor, PICKABLE_BODY_PARTS } from './anchors';

describe('partAnchor', () => {
  it.each(MANIKIN_MODELS)('has an anchor on the %s figure for every body part', (model) => {
    for (const part of PICKABLE_BODY_PARTS) {
      const anchor = partAnchor(model, part);
      expect(anchor.BodyPart, part).toBe(part);
      expect(anchor.Size).toBe(1);
      expect(anchor.Y, part).toBeGreaterThanOrEqual(0);
      expect(anchor.Y, part).toBeLessThanOrEqual(FIGURE_HEIGHT[model]);
    }
  });

  it.each(MANIKIN_MODELS)('puts the back parts of the %s figure behind the depth split', (model) => {
    for (const part of ['back', 'lower back', 'neck', 'left butcheek', 'right butcheek'] as const) {
      expect(facing(model, partAnchor(model, part).Z), part).toBe('back');
    }
    for (const part of ['chest', 'stomach', 'throat', 'nose', 'lips', 'chin', 'genitalia', 'left cheek'] as const) {
      expect(facing(model, partAnchor(model, part).Z), part).toBe('front');
    }
  });

  it('puts left parts on the patient’s left (+x) and right parts on the right', () => {
    for (const part of PICKABLE_BODY_PARTS.filter((p) => p.startsWith('left '))) {
      expect(partAnchor('female', part).X, part).toBeGreaterThan(0);
      expect(partAnchor('female', part.replace('left', 'right') as typeof part).X, part).toBeLessThan(0);
    }
  });

  it('orders the body from head to foot', () => {
    const y = (part: Parameters<typeof partAnchor>[1]) => partAnchor('male', part).Y;
    expect(y('head')).toBeGreaterThan(y('nose'));
    expect(y('nose')).toBeGreaterThan(y('lips'));
    expect(y('chin')).toBeGreaterThan(y('throat'));
    expect(y('chest')).toBeGreaterThan(y('stomach'));
    expect(y('left thigh')).toBeGreaterThan(y('left knee'));
    expect(y('left knee')).toBeGreaterThan(y('left calf'));
    expect(y('left calf')).toBeGreaterThan(y('left foot'));
    expect(partAnchor('female', 'chest').Z).toBeGreaterThan(BODY_DEPTH_SPLIT.female);
  });
});
