import { Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PatientStudyTask } from '@symptoms/domain';
import { isLanguageId } from '../../i18n';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';
import { writtenDay } from '../../ui/relative-date';
import { canStart } from './task-order';

const TONES: Record<PatientStudyTask['State'], StatusTone> = {
  upcoming: 'neutral',
  open: 'info',
  due: 'warning',
  late: 'alert',
  done: 'success',
};

/** One task: what to do, when, and where it stands. Done and upcoming tasks are not clickable. */
export function TaskCard({ task, onOpen }: { task: PatientStudyTask; onOpen: (task: PatientStudyTask) => void }) {
  const { t, i18n } = useTranslation('studytasks');
  const language = isLanguageId(i18n.language) ? i18n.language : 'sv';
  const title = task.CardText ?? t(`action.${task.Action}`);
  const when =
    task.DueFrom === task.DueTo
      ? t('dueOn', { day: writtenDay(task.DueFrom, language) })
      : t('dueBetween', { from: writtenDay(task.DueFrom, language), to: writtenDay(task.DueTo, language) });
  const state =
    task.State === 'done' && task.DoneDate
      ? t('state.doneOn', { day: writtenDay(task.DoneDate, language) })
      : task.State === 'late'
        ? t('state.lateBy', { count: task.DaysLate })
        : t(`state.${task.State}`);
  const body = (
    <Stack gap={6}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{title}</Text>
        {task.State === 'done' && <IconCircleCheck aria-hidden color="var(--mantine-color-teal-7)" />}
      </Group>
      <Text size="sm">{when}</Text>
      <Group gap="xs">
        <StatusBadge tone={TONES[task.State]}>{state}</StatusBadge>
      </Group>
    </Stack>
  );
  return (
    <Paper component="li" withBorder radius={12} p={0} style={{ listStyle: 'none' }}>
      {canStart(task) ? (
        <UnstyledButton w="100%" p="md" onClick={() => onOpen(task)} aria-label={`${title}. ${when}. ${state}`}>
          {body}
        </UnstyledButton>
      ) : (
        <div style={{ padding: 'var(--mantine-spacing-md)' }}>{body}</div>
      )}
    </Paper>
  );
}
