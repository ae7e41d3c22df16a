import { useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorCode, fieldErrors, StudySchemaUpdate, type LanguageId, type StudySchemaView } from '@symptoms/domain';
import { ApiError } from '../../api/errors';
import { getStudySchema, publishStudySchema, saveStudySchema, studyTasksKeys } from '../../api/studytasks';
import { toast } from '../../ui/toast';
import { draftOf, newTask, taskErrors, toInput, type TaskDraft } from './schema-form';
import { TaskEditor } from './TaskEditor';

/** The study schema of the active group (`/admin/study-schema`, spec 3 §2): the task editor and publishing. */
export default function StudySchemaPage() {
  const { t, i18n } = useTranslation('study-schema');
  const language = (i18n.language === 'en' ? 'en' : 'sv') as LanguageId;
  const queryClient = useQueryClient();
  const schema = useQuery({ queryKey: studyTasksKeys.schema(), queryFn: ({ signal }) => getStudySchema(signal) });
  // The editor's own list once something is changed; until then the saved schema as it is.
  const [edited, setTasks] = useState<TaskDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const tasks = edited ?? schema.data?.Tasks.map(draftOf) ?? null;

  const loaded = (view: StudySchemaView) => {
    queryClient.setQueryData(studyTasksKeys.schema(), view);
    void queryClient.invalidateQueries({ queryKey: studyTasksKeys.adherence() });
    setTasks(view.Tasks.map(draftOf));
    setErrors({});
  };

  const save = useMutation({
    mutationFn: (body: StudySchemaUpdate) => saveStudySchema(body),
    onSuccess: (view) => {
      loaded(view);
      toast.success(t('saved'));
    },
    onError: async (error) => {
      if (error instanceof ApiError && error.errorCode === ErrorCode.Conflict) {
        toast.error(t('conflict'));
        setTasks(null);
        await queryClient.invalidateQueries({ queryKey: studyTasksKeys.schema() });
      } else if (error instanceof ApiError && error.status === 400) setErrors(error.errors);
      else toast.error(t('saveFailed'));
    },
  });
  const publish = useMutation({
    mutationFn: (published: boolean) => publishStudySchema(published),
    onSuccess: (view) => {
      queryClient.setQueryData(studyTasksKeys.schema(), view);
      toast.success(view.Published ? t('published') : t('unpublished'));
    },
    onError: () => toast.error(t('saveFailed')),
  });

  const submit = () => {
    if (!schema.data || !tasks) return;
    const parsed = StudySchemaUpdate.safeParse({ Version: schema.data.Version, Tasks: toInput(tasks) });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues, language));
      toast.error(t('invalid'));
      return;
    }
    save.mutate(parsed.data);
  };

  const data = schema.data;
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{data ? t('intro', { group: data.GroupName }) : t('introAnonymous')}</Text>
        <Anchor component={Link} to="/admin/research">
          {t('toAdherence')}
        </Anchor>
      </Stack>
      {schema.isPending && <Loader aria-label={t('loading')} />}
      {schema.isError && (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      )}
      {data && tasks && (
        <>
          <Alert color={data.Published ? 'teal' : 'yellow'} title={data.Published ? t('isPublished') : t('isDraft')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{data.Published ? t('publishedHelp') : t('draftHelp')}</Text>
              <Button size="sm" variant="default" loading={publish.isPending} onClick={() => publish.mutate(!data.Published)}>
                {data.Published ? t('unpublish') : t('publish')}
              </Button>
            </Stack>
          </Alert>
          {tasks.length === 0 && <Text>{t('empty')}</Text>}
          {tasks.map((task, index) => (
            <TaskEditor
              key={task.key}
              index={index}
              task={task}
              proms={data.Proms}
              errors={taskErrors(errors, index)}
              onChange={(next) => setTasks(tasks.map((x) => (x.key === task.key ? next : x)))}
              onRemove={() => setTasks(tasks.filter((x) => x.key !== task.key))}
            />
          ))}
          <Group>
            <Button variant="default" onClick={() => setTasks([...tasks, newTask(tasks, data.Proms[0]?.Id ?? null)])}>
              {t('addTask')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('save')}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
