import { useMemo, useState } from 'react';
import { Stack, Switch, Table, Text, VisuallyHidden } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
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

const TICKS = Array.from({ length: RADAR.levels + 1 }, (_, i) => RADAR.min + (i * (RADAR.max - RADAR.min)) / RADAR.levels);

/** Radar chart of the status areas (spec 3 §2): scale 0–10 in 5 levels, at most 400 px, inverted by default. */
export default function RadarChart({ items, label, inverted: initial = RADAR.invertedByDefault, colour = '#1c7c74' }: RadarChartProps) {
  const { t } = useTranslation('statusreports');
  const [inverted, setInverted] = useState(initial);
  const data = useMemo(() => radarData(items, label, inverted), [items, label, inverted]);
  const { ref, width } = useElementSize();
  const size = Math.min(RADAR.maxSizePx, Math.floor(width));
  const compact = size < 360;

  return (
    <Stack gap="xs" maw={RADAR.maxSizePx} w="100%">
      <div ref={ref} style={{ width: '100%' }}>
        {size > 0 && (
          <div role="img" aria-label={t('radar.label')}>
            <Chart
              width={size}
              height={size}
              data={data}
              outerRadius={compact ? '54%' : '62%'}
              margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
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
