import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STUDY_LIMITS, STUDY_TASK_ACTIONS, type StudySchemaView, type StudyTaskAction } from '@symptoms/domain';
import { newNotification, type TaskDraft } from './schema-form';

interface Props {
  index: number;
  task: TaskDraft;
  proms: StudySchemaView['Proms'];
  errors: Record<string, string>;
  onChange: (task: TaskDraft) => void;
  onRemove: () => void;
}

const asNumber = (value: number | string): number => (typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value));
const orNull = (value: string) => (value === '' ? null : value);

/** One task of the schema: when, what, its texts and its reminders (spec 1 §3 StudySchemaTask). */
export function TaskEditor({ index, task, proms, errors, onChange, onRemove }: Props) {
  const { t } = useTranslation('study-schema');
  const set = (patch: Partial<TaskDraft>) => onChange({ ...task, ...patch });
  const number = (field: 'DaysAfterInclusion' | 'Priority' | 'AllowedDaysBefore' | 'AllowedDaysAfter', max: number) => (
    <NumberInput
      label={t(`field.${field}`)}
      value={Number.isNaN(task[field]) ? '' : task[field]}
      onChange={(value) => set({ [field]: asNumber(value) })}
      min={0}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      required
      error={errors[field]}
    />
  );
  const heading = `${t('taskTitle', { n: index + 1 })}: ${t('dayN', { day: task.DaysAfterInclusion })}`;
  return (
    <Paper component="section" withBorder radius={12} p="md" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {heading}
          </Title>
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRemove}>
            {t('removeTask')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          {number('DaysAfterInclusion', STUDY_LIMITS.days)}
          {number('Priority', STUDY_LIMITS.priority)}
          {number('AllowedDaysBefore', STUDY_LIMITS.allowedDays)}
          {number('AllowedDaysAfter', STUDY_LIMITS.allowedDays)}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t('field.Action')}
            data={STUDY_TASK_ACTIONS.map((a) => ({ value: a, label: t(`action.${a}`) }))}
            value={task.Action}
            onChange={(value) => value && set({ Action: value as StudyTaskAction })}
            allowDeselect={false}
            required
            error={errors.Action}
          />
          {task.Action === 'prom' && (
            <Select
              label={t('field.PromId')}
              data={proms.map((p) => ({ value: p.Id, label: p.Title }))}
              value={task.PromId}
              onChange={(value) => set({ PromId: value })}
              searchable
              required
              nothingFoundMessage={t('noProms')}
              error={errors.PromId}
            />
          )}
        </SimpleGrid>
        <Checkbox label={t('field.Automatic')} checked={task.Automatic} onChange={(e) => set({ Automatic: e.currentTarget.checked })} />
        <Textarea
          label={t('field.CardText')}
          value={task.CardText ?? ''}
          onChange={(e) => set({ CardText: orNull(e.currentTarget.value) })}
          maxLength={STUDY_LIMITS.cardText}
          autosize
          minRows={2}
          error={errors.CardText}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.ModalHeader')}
            value={task.ModalHeader ?? ''}
            onChange={(e) => set({ ModalHeader: orNull(e.currentTarget.value) })}
            maxLength={STUDY_LIMITS.modalHeader}
            error={errors.ModalHeader}
          />
          <TextInput
            label={t('field.ModalButtonText')}
            value={task.ModalButtonText ?? ''}
            onChange={(e) => set({ ModalButtonText: orNull(e.currentTarget.value) })}
            maxLength={STUDY_LIMITS.modalButtonText}
            error={errors.ModalButtonText}
          />
        </SimpleGrid>
        <Textarea
          label={t('field.ModalText')}
          value={task.ModalText ?? ''}
          onChange={(e) => set({ ModalText: orNull(e.currentTarget.value) })}
          maxLength={STUDY_LIMITS.modalText}
          autosize
          minRows={2}
          error={errors.ModalText}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('field.ActionLink')}
            description={t('field.ActionLinkHelp')}
            type="url"
            value={task.ActionLink ?? ''}
            onChange={(e) => set({ ActionLink: orNull(e.currentTarget.value) })}
            maxLength={STUDY_LIMITS.actionLink}
            error={errors.ActionLink}
          />
          <TextInput
            label={t('field.PromReference')}
            value={task.PromReference ?? ''}
            onChange={(e) => set({ PromReference: orNull(e.currentTarget.value) })}
            maxLength={STUDY_LIMITS.promReference}
            error={errors.PromReference}
          />
        </SimpleGrid>
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
          <Text component="legend" fw={600}>
            {t('notifications')}
          </Text>
          {task.StudyTaskNotifications.length === 0 && <Text c="dimmed">{t('noNotifications')}</Text>}
          {task.StudyTaskNotifications.map((n, i) => {
            const change = (patch: Partial<typeof n>) =>
              set({ StudyTaskNotifications: task.StudyTaskNotifications.map((m, j) => (j === i ? { ...m, ...patch } : m)) });
            const err = (field: string) => errors[`StudyTaskNotifications.${i}.${field}`];
            return (
              <Group key={n.Id ?? `n${i}`} align="flex-end" wrap="wrap" gap="sm">
                <TextInput
                  style={{ flex: '2 1 16rem' }}
                  label={t('field.NotificationText')}
                  value={n.NotificationText}
                  onChange={(e) => change({ NotificationText: e.currentTarget.value })}
                  maxLength={STUDY_LIMITS.notificationText}
                  required
                  error={err('NotificationText')}
                />
                <NumberInput
                  style={{ flex: '1 1 8rem' }}
                  label={t('field.DaysAfterTask')}
                  value={Number.isNaN(n.DaysAfterTask) ? '' : n.DaysAfterTask}
                  onChange={(value) => change({ DaysAfterTask: asNumber(value) })}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  required
                  error={err('DaysAfterTask')}
                />
                <TextInput
                  style={{ flex: '1 1 8rem' }}
                  label={t('field.RedcapVariable')}
                  value={n.RedcapVariable ?? ''}
                  onChange={(e) => change({ RedcapVariable: orNull(e.currentTarget.value) })}
                  maxLength={STUDY_LIMITS.redcapVariable}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={t('removeNotification', { n: i + 1 })}
                  onClick={() => set({ StudyTaskNotifications: task.StudyTaskNotifications.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          <Group>
            <Button
              variant="default"
              size="sm"
              disabled={task.StudyTaskNotifications.length >= STUDY_LIMITS.notifications}
              onClick={() => set({ StudyTaskNotifications: [...task.StudyTaskNotifications, newNotification()] })}
            >
              {t('addNotification')}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Paper>
  );
}
