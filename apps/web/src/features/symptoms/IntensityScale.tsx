import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intensityColour, SCALE_MAX, SCALE_MIN } from '@symptoms/domain';
import { ScaleRadioGroup } from '../../ui/ScaleRadioGroup';

const VALUES = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);

/** Dark text on the light end of the scale, white on the dark end, for AA contrast. */
const textOn = (value: number) => (value >= 7 ? '#ffffff' : '#1a1b1e');

/** The 0–10 intensity as one radio group in the intensity colours (one Tab stop; arrow keys move the choice). */
export function IntensityScale({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number) => void }) {
  const { t } = useTranslation('symptoms');
  return (
    <div>
      <ScaleRadioGroup
        label={label}
        values={VALUES}
        value={value}
        onSelect={(v) => onChange(v)}
        className="intensity-scale"
        optionClassName="intensity-button"
        optionStyle={(n) => ({ background: intensityColour(n), color: textOn(n) })}
      >
        {(n) => n}
      </ScaleRadioGroup>
      <Group justify="space-between" mt={6}>
        <Text size="sm" c="dimmed">
          {t('wizard.intensityLow')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('wizard.intensityHigh')}
        </Text>
      </Group>
    </div>
  );
}
