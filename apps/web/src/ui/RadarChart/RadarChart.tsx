import { useMemo, useState } from 'react';
import { Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useSourceTranslation } from '../../api/patient-source';
import { PolarAngleAxis, PolarGrid, PolarRadiusAxis, Radar, RadarChart as Chart } from 'recharts';
import { RADAR, type StatusArea } from '@symptoms/domain';
import { radarData, type RadarItem } from './data';

export interface RadarChartProps {
  items: readonly RadarItem[];
  label: (type: StatusArea) => string;
  /** Draw 10 − intensity for inverted types (default, so higher is always worse). */
  inverted?: boolean;
  colour?: string;
}

/** Room beside the web for the longest area name ("Välbefinnande", "Physical functioning") at 13 and 12 px. */
const LABEL_ROOM = 120;
const LABEL_ROOM_COMPACT = 92;
const LABEL_HEIGHT = 28;
const MIN_RADIUS = 80;
/** A web 340 px across: readable, and within the spec's 400 px. */
const MAX_RADIUS = 170;

const TICKS = Array.from({ length: RADAR.levels + 1 }, (_, i) => RADAR.min + (i * (RADAR.max - RADAR.min)) / RADAR.levels);

/** Radar chart of the status areas (spec 3 §2): scale 0–10 in 5 levels, at most 400 px, inverted by default. */
export default function RadarChart({ items, label, inverted: initial = RADAR.invertedByDefault, colour = '#1c7c74' }: RadarChartProps) {
  const { t } = useSourceTranslation('statusreports');
  const [inverted, setInverted] = useState(initial);
  const data = useMemo(() => radarData(items, label, inverted), [items, label, inverted]);
  const { ref, width } = useElementSize();
  // The web of the chart is at most RADAR.maxSizePx across; the labels get room of their own beside
  // it (so none is cut off) and no empty band is left above or below it.
  const chartWidth = Math.min(RADAR.maxSizePx + 2 * LABEL_ROOM, Math.floor(width));
  const compact = chartWidth < 480;
  const labelRoom = compact ? LABEL_ROOM_COMPACT : LABEL_ROOM;
  const radius = Math.max(MIN_RADIUS, Math.min(MAX_RADIUS, chartWidth / 2 - labelRoom));
  const chartHeight = 2 * radius + 2 * LABEL_HEIGHT;

  return (
    <Stack gap="xs" maw={RADAR.maxSizePx + 2 * LABEL_ROOM} w="100%">
      <div ref={ref} style={{ width: '100%' }}>
        {chartWidth > 0 && (
          <div role="img" aria-label={t('radar.label')}>
            <Chart
              width={chartWidth}
              height={chartHeight}
              data={data}
              outerRadius={radius}
              margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
            >
              <PolarGrid gridType="polygon" />
              <PolarAngleAxis dataKey="label" tick={{ fontSize: compact ? 12 : 13, fill: '#495057' }} />
              <PolarRadiusAxis
                domain={[RADAR.min, RADAR.max]}
                ticks={TICKS as unknown as number[]}
                tickCount={RADAR.levels + 1}
                angle={90}
                tick={{ fontSize: 12 }}
                axisLine={false}
              />
              <Radar dataKey="value" stroke={colour} fill={colour} fillOpacity={0.3} isAnimationActive={false} dot={{ r: 3 }} />
            </Chart>
          </div>
        )}
      </div>
      <Text size="sm" c="dimmed">
        {inverted ? t('radar.invertedNote') : t('radar.answeredNote')}
      </Text>
      <Switch checked={!inverted} onChange={(e) => setInverted(!e.currentTarget.checked)} label={t('radar.showAnswered')} />
      <VisuallyHidden>
        <Table data-testid="radar-values">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('radar.area')}</Table.Th>
              <Table.Th>{t('radar.value')}</Table.Th>
              <Table.Th>{t('radar.answered')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.map((point) => (
              <Table.Tr key={point.type}>
                <Table.Td>{point.label}</Table.Td>
                <Table.Td>{point.value}</Table.Td>
                <Table.Td>{point.answered}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </Stack>
  );
}
