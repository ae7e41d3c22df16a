import type { StatusArea } from '@symptoms/domain';

/** One colour per status area (Tableau 20, VISUAL.md); lines and slices use them, always with the name and number. */
export const STATUS_COLOURS: Record<StatusArea, string> = {
  anxiety: '#4E79A7',
  appetite: '#A0CBE8',
  depression: '#F28E2B',
  dizziness: '#FFBE7D',
  drowsiness: '#59A14F',
  hearingdisorders: '#8CD17D',
  nausea: '#B6992D',
  pain: '#E15759',
  physicalfunctioning: '#499894',
  qualityoflife: '#86BCB6',
  sexualfunctioning: '#F1CE63',
  shortnessofbreath: '#FF9D9A',
  skinproblems: '#79706E',
  stomachtrouble: '#BAB0AC',
  stress: '#D37295',
  tiredness: '#FABFD2',
  urinarytractdisorders: '#B07AA1',
  visionproblems: '#D4A6C8',
  wellbeing: '#9D7660',
};
