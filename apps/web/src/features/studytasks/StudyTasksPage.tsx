import { useState } from 'react';
import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PatientStudyTask } from '@symptoms/domain';
import { getMyStudyTasks, studyTasksKeys } from '../../api/studytasks';
import { Modal } from '../../ui/Modal';
import { TaskCard } from './TaskCard';
import { groupTasks } from './task-order';

/** Study schemas (`/study-schemas`, spec 1 §2): the patient's tasks by study; a task opens its modal, then its screen. */
export default function StudyTasksPage() {
  const { t } = useTranslation('studytasks');
  const navigate = useNavigate();
  const [open, setOpen] = useState<PatientStudyTask | null>(null);
  const tasks = useQuery({ queryKey: studyTasksKeys.mine(), queryFn: ({ signal }) => getMyStudyTasks(signal) });
  const groups = groupTasks(tasks.data ?? []);

  return (
    <Stack gap="lg" maw={720}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {tasks.isPending && <Loader aria-label={t('loading')} />}
      {tasks.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {tasks.isSuccess && groups.length === 0 && <Text>{t('empty')}</Text>}
      {groups.map((group) => (
        <Stack key={group.groupId} gap="sm" component="section" aria-labelledby={`study-${group.groupId}`}>
          <Title order={2} size="h3" id={`study-${group.groupId}`}>
            {group.name}
          </Title>
          <Stack gap="sm" component="ul" p={0} m={0}>
            {group.tasks.map((task) => (
              <TaskCard key={task.Id} task={task} onOpen={setOpen} />
            ))}
          </Stack>
        </Stack>
      ))}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open?.ModalHeader ?? open?.CardText ?? ''}
        acceptLabel={open?.ModalButtonText ?? t('start')}
        cancelLabel={t('close')}
        onAccept={() => {
          if (open) void navigate(open.Route);
        }}
      >
        <Stack gap="sm">
          <Text>{open?.ModalText ?? t(`action.${open?.Action ?? 'prom'}`)}</Text>
          {open?.ActionLink && (
            <Anchor href={open.ActionLink} target="_blank" rel="noopener noreferrer">
              {t('moreInfo')}
            </Anchor>
          )}
        </Stack>
      </Modal>
    </Stack>
  );
}
