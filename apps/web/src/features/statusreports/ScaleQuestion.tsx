import { Badge, Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconArrowBackUp, IconMoodCry, IconMoodEmpty, IconMoodHappy, IconMoodSad, IconMoodSmile, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { drawnValue, isInverted, SCALE_MAX, SCALE_MIN, type StatusArea } from '@symptoms/domain';
import type { ReportStyle } from './style';
import '../../ui/scale-button.css';
import './statusreport.css';

const VALUES = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);

/** A face for how bad a value is on the drawn scale (0 good, 10 worst), so inverted areas smile at 10. */
function Face({ drawn }: { drawn: number }) {
  const props = { size: 22, stroke: 1.75, 'aria-hidden': true } as const;
  if (drawn <= 1) return <IconMoodHappy {...props} />;
  if (drawn <= 3) return <IconMoodSmile {...props} />;
  if (drawn <= 6) return <IconMoodEmpty {...props} />;
  if (drawn <= 8) return <IconMoodSad {...props} />;
  return <IconMoodCry {...props} />;
}

export interface ScaleQuestionProps {
  type: StatusArea;
  value: number | undefined;
  previous: number | undefined;
  style: ReportStyle;
  onChange: (value: number) => void;
  /** The answer is marked removed: it is sent with intensity 0 on save, and can be restored until then. */
  removed?: boolean;
  /** Given when the answer can be removed (an answer in the report being edited): toggles the removed mark. */
  onToggleRemoved?: () => void;
}

/** One 0–10 question: eleven 44 px buttons that wrap to two rows on narrow phones; the number is always shown. */
export function ScaleQuestion({ type, value, previous, style, onChange, removed = false, onToggleRemoved }: ScaleQuestionProps) {
  const { t } = useTranslation('statusreports');
  const inverted = isInverted(type);
  const label = t(`areas.${type}`);
  const area = label.toLowerCase();
  const id = `scale-${type}`;
  return (
    <Stack gap={6} className="scale-question" data-removed={removed || undefined}>
      <Group justify="space-between" align="baseline" wrap="nowrap">
        <Group gap="xs" align="baseline" wrap="nowrap">
          <Text fw={600} size="lg" id={id} td={removed ? 'line-through' : undefined} c={removed ? 'dimmed' : undefined}>
            {label}
          </Text>
          {removed && (
            <Badge color="gray" variant="light">
              {t('report.removed')}
            </Badge>
          )}
        </Group>
        {previous !== undefined && (
          <Text size="sm" c="dimmed" className="tabular">
            {t('report.last', { value: previous })}
          </Text>
        )}
      </Group>
      <Group gap={4} role="group" aria-labelledby={id}>
        {VALUES.map((v) => {
          // A removed answer has no value until it is restored.
          const selected = !removed && value === v;
          return (
            <UnstyledButton
              key={v}
              className="scale-button"
              aria-pressed={selected}
              data-selected={selected || undefined}
              disabled={removed}
              onClick={() => onChange(v)}
            >
              {style === 'smileys' && <Face drawn={drawnValue(type, v)} />}
              <span className="tabular">{v}</span>
            </UnstyledButton>
          );
        })}
      </Group>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          0 {inverted ? t('report.lowInverted') : t('report.low')}
        </Text>
        <Text size="sm" c="dimmed">
          10 {inverted ? t('report.highInverted') : t('report.high')}
        </Text>
      </Group>
      {onToggleRemoved && (
        <Group justify="space-between" align="center" gap="xs">
          {/* Always present so that screen readers hear the change; empty while the answer is kept. */}
          <Text size="sm" c="dimmed" aria-live="polite">
            {removed ? t('report.removedNotice') : ''}
          </Text>
          {/* One button whose text changes keeps the focus where it was when the answer is removed or restored. */}
          <Button
            variant="subtle"
            size="compact-sm"
            color={removed ? undefined : 'red'}
            leftSection={removed ? <IconArrowBackUp size={16} aria-hidden /> : <IconTrash size={16} aria-hidden />}
            aria-label={removed ? t('report.restoreAnswerFor', { area }) : t('report.removeAnswerFor', { area })}
            onClick={onToggleRemoved}
          >
            {removed ? t('report.restoreAnswer') : t('report.removeAnswer')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
