import type { Icon } from '@tabler/icons-react';
import {
  IconBandage,
  IconBattery1,
  IconBolt,
  IconCloudRain,
  IconDroplet,
  IconEar,
  IconEye,
  IconFlame,
  IconHeart,
  IconHeartHandshake,
  IconLungs,
  IconMoodNervous,
  IconMoodSick,
  IconSpiral,
  IconSun,
  IconToiletPaper,
  IconToolsKitchen2,
  IconWalk,
  IconZzz,
} from '@tabler/icons-react';
import type { StatusArea } from '@symptoms/domain';
import { STATUS_COLOURS } from './areas';

/** One icon per status area (VISUAL.md: each area's colour paired with its icon and name). */
const AREA_ICONS: Record<StatusArea, Icon> = {
  anxiety: IconMoodNervous,
  appetite: IconToolsKitchen2,
  depression: IconCloudRain,
  dizziness: IconSpiral,
  drowsiness: IconZzz,
  hearingdisorders: IconEar,
  nausea: IconMoodSick,
  pain: IconBolt,
  physicalfunctioning: IconWalk,
  qualityoflife: IconHeart,
  sexualfunctioning: IconHeartHandshake,
  shortnessofbreath: IconLungs,
  skinproblems: IconBandage,
  stomachtrouble: IconToiletPaper,
  stress: IconFlame,
  tiredness: IconBattery1,
  urinarytractdisorders: IconDroplet,
  visionproblems: IconEye,
  wellbeing: IconSun,
};

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Dark or white, whichever contrasts more with the area's colour. */
function iconColourOn(background: string): string {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#1a1b1e' : '#ffffff';
}

/** The area's icon on a disc of its colour; decorative beside the area's name. */
export function AreaIcon({ area, size = 36 }: { area: StatusArea; size?: number }) {
  const AreaGlyph = AREA_ICONS[area];
  const background = STATUS_COLOURS[area];
  return (
    <span className="area-icon" style={{ width: size, height: size, background, color: iconColourOn(background) }} aria-hidden>
      <AreaGlyph size={Math.round(size * 0.6)} stroke={1.75} />
    </span>
  );
}
