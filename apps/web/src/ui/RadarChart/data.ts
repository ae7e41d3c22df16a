import { drawnValue, type StatusArea } from '@symptoms/domain';

export interface RadarItem {
  Type: StatusArea;
  Intensity: number;
}

interface RadarPoint {
  type: StatusArea;
  label: string;
  value: number;
  answered: number;
}

/** One spoke per area, in the order given; inverted (the default) draws 10 − intensity for inverted types. */
export function radarData(items: readonly RadarItem[], label: (type: StatusArea) => string, inverted = true): RadarPoint[] {
  return items.map((item) => ({
    type: item.Type,
    label: label(item.Type),
    value: inverted ? drawnValue(item.Type, item.Intensity) : item.Intensity,
    answered: item.Intensity,
  }));
}
