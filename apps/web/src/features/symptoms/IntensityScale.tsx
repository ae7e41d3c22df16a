import { useRef, type KeyboardEvent } from 'react';
import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { intensityColour, SCALE_MAX, SCALE_MIN } from '@symptoms/domain';

const VALUES = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);

/** Dark text on the light end of the scale, white on the dark end, for AA contrast. */
const textOn = (value: number) => (value >= 7 ? '#ffffff' : '#1a1b1e');

/** The 0–10 intensity as a radio group in the intensity colours; arrow keys move the choice. */
export function IntensityScale({ label, value, onChange }: { label: string; value: number | null; onChange: (value: number) => void }) {
  const { t } = useTranslation('symptoms');
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusable = value ?? SCALE_MIN;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: number) => {
    const step =
      event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = Math.min(SCALE_MAX, Math.max(SCALE_MIN, current + step));
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div role="radiogroup" aria-label={label} className="intensity-scale">
        {VALUES.map((n) => (
          <UnstyledButton
            key={n}
            ref={(element) => {
              refs.current[n] = element;
            }}
            role="radio"
            aria-checked={value === n}
            tabIndex={n === focusable ? 0 : -1}
            className="intensity-button"
            style={{ background: intensityColour(n), color: textOn(n) }}
            onClick={() => onChange(n)}
            onKeyDown={(event) => onKeyDown(event, n)}
          >
            {n}
          </UnstyledButton>
        ))}
      </div>
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
