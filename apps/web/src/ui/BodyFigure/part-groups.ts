import type { PickableBodyPart } from './anchors';

type Group = 'head' | 'torso' | 'arms' | 'legs';
const both = (part: string) => [`left ${part}`, `right ${part}`] as PickableBodyPart[];

/** The body parts in the order a person reads the body: head to foot, in four groups. */
export const PART_GROUPS: readonly { group: Group; parts: readonly PickableBodyPart[] }[] = [
  { group: 'head', parts: ['head', ...both('ear'), ...both('cheek'), 'nose', 'lips', 'chin', 'throat', 'neck'] },
  { group: 'torso', parts: ['chest', 'back', 'stomach', 'lower back', ...both('hip'), ...both('butcheek'), 'genitalia'] },
  { group: 'arms', parts: [...both('shoulder'), ...both('arm'), ...both('forearm'), ...both('hand')] },
  { group: 'legs', parts: [...both('thigh'), ...both('knee'), ...both('calf'), ...both('foot')] },
];
