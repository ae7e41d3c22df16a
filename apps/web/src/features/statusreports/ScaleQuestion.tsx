import type { CSSProperties } from 'react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { drawnValue, isInverted, SCALE_MAX, SCALE_MIN, type StatusArea } from '@symptoms/domain';
import { FaceIcon } from '../../ui/FaceIcon';
import { ScaleRadioGroup, type ScaleSelectVia } from '../../ui/ScaleRadioGroup';
import { STATUS_COLOURS } from './areas';
import { AreaIcon } from './AreaIcon';
import type { ReportStyle } from './style';
import '../../ui/scale-button.css';
import './statusreport.css';

const VALUES = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);

interface ScaleQuestionProps {
  type: StatusArea;
  value: number | undefined;
  previous: number | undefined;
  style: ReportStyle;
  /** A click (which may toggle back to the last answer) or an arrow key (which always chooses). */
  onChange: (value: number, via: ScaleSelectVia) => void;
  /** The answer is marked removed: it is sent with intensity 0 on save, and can be restored until then. */
  removed?: boolean;
  /** Given when the answer can be removed (an answer in the report being edited): toggles the removed mark. */
  onToggleRemoved?: () => void;
}

/**
 * One 0–10 question in its area's colour and icon: one radio group of eleven 44 px options that wrap
 * to two rows on narrow phones (one Tab stop, arrow keys move); the number is always shown.
 */
export function ScaleQuestion({ type, value, previous, style, onChange, removed = false, onToggleRemoved }: ScaleQuestionProps) {
  const { t } = useTranslation('statusreports');
  const inverted = isInverted(type);
  const label = t(`areas.${type}`);
  const area = label.toLowerCase();
  const id = `scale-${type}`;
  return (
    <Stack
      gap={6}
      className="scale-question"
      data-removed={removed || undefined}
      style={{ '--area-colour': STATUS_COLOURS[type] } as CSSProperties}
    >
      <Group justify="space-between" align="center" wrap="nowrap">
        <Group gap="sm" align="center" wrap="nowrap">
          <AreaIcon area={type} />
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
      <div className="scale-block">
        <ScaleRadioGroup
          labelledBy={id}
          values={VALUES}
          // A removed answer has no value until it is restored.
          value={removed ? null : value}
          disabled={removed}
          className="scale-row"
          optionClassName="scale-button"
          onSelect={onChange}
        >
          {(v) => (
            <>
              {style === 'smileys' && <FaceIcon badness={drawnValue(type, v) / SCALE_MAX} />}
              <span className="tabular">{v}</span>
            </>
          )}
        </ScaleRadioGroup>
        <Group justify="space-between" gap="xs" mt={4} wrap="nowrap">
          <Text size="sm" c="dimmed">
            0 {inverted ? t('report.lowInverted') : t('report.low')}
          </Text>
          <Text size="sm" c="dimmed" ta="right">
            10 {inverted ? t('report.highInverted') : t('report.high')}
          </Text>
        </Group>
      </div>
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
