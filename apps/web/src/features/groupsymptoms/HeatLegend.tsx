import { Group, Stack, Text, Title } from '@mantine/core';
import { intensityColour, SCALE_MAX, SCALE_MIN } from '@symptoms/domain';
import { useTranslation } from 'react-i18next';
import { heatSize } from './heat-marks';

const STEPS = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);
const SIZES = [1, 8, 64];

/** What the map's colours and sizes mean: mean intensity 0–10, and how many marks a cell gathers. */
export function HeatLegend() {
  const { t } = useTranslation('groupsymptoms');
  return (
    <Stack gap="sm" component="section" aria-labelledby="groupsymptoms-legend" style={{ flex: '0 1 260px' }}>
      <Title order={2} size="h4" id="groupsymptoms-legend">
        {t('legend.title')}
      </Title>
      <Text size="sm">{t('legend.intensity')}</Text>
      <Group gap={2} wrap="nowrap" aria-hidden>
        {STEPS.map((i) => (
          <div key={i} style={{ width: 20, height: 16, background: intensityColour(i), border: '1px solid var(--border)' }} />
        ))}
      </Group>
      <Group justify="space-between" style={{ width: 22 * STEPS.length }}>
        <Text size="xs">{t('legend.low', { value: SCALE_MIN })}</Text>
        <Text size="xs">{t('legend.high', { value: SCALE_MAX })}</Text>
      </Group>
      <Text size="sm">{t('legend.size')}</Text>
      <Group gap="md" align="center">
        {SIZES.map((n) => (
          <Group key={n} gap={6} align="center">
            <div
              aria-hidden
              style={{ width: 10 * heatSize(n), height: 10 * heatSize(n), borderRadius: '50%', background: 'var(--mantine-color-gray-6)' }}
            />
            <Text size="xs">{t('legend.marks', { count: n })}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}
