import { useMemo, useState } from 'react';
import { Alert, Button, Grid, Group, Loader, Stack, Text, Textarea, Title, ActionIcon, Select } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import {
  newQuestion,
  normaliseAuthoredProm,
  Prom,
  QUESTION_INDEX_STEP,
  validateAuthoredProm,
  type AuthoredPromView,
  type LanguageId,
  type PromInput,
  type QuestionInput,
} from '@symptoms/domain';
import { ApiError } from '../../../api/errors';
import { createPromVersion, getAuthoredProm, promAuthoringKeys, updatePromVersion } from '../../../api/proms-authoring';
import { toast } from '../../../ui/toast';
import { clearDraft, readDraft, writeDraft } from './draft-store';
import { PromPreview } from './PromPreview';
import { QuestionEditor } from './QuestionEditor';
import { ADMIN_PROMS_PATH, promEditPath } from './paths';
import { useEditorLanguage } from './use-editor-language';

/** `/admin/proms/edit/{promid}/questions`: the question editor beside a live preview in the patient's own renderer. */
export default function PromQuestionsPage() {
  const { t } = useTranslation('proms');
  const { promid } = useParams();
  const [language] = useEditorLanguage();
  const loaded = useQuery({
    queryKey: promAuthoringKeys.one(promid ?? '', language),
    queryFn: ({ signal }) => getAuthoredProm(promid!, language, signal),
    enabled: promid !== undefined,
  });
  if (!promid) return <Navigate to={ADMIN_PROMS_PATH} replace />;
  if (loaded.isPending) return <Loader aria-label={t('authoring.loading')} />;
  if (loaded.isError)
    return (
      <Alert color="red" role="alert">
        {loaded.error.message}
      </Alert>
    );
  const start = readDraft(promid, language) ?? (loaded.data.Prom as PromInput | null);
  if (!start) return <Navigate to={`${promEditPath(promid)}?lang=${language}`} replace />;
  return <QuestionsEditor key={`${promid}:${language}`} view={loaded.data} start={start} language={language} />;
}

function QuestionsEditor({ view, start, language }: { view: AuthoredPromView; start: PromInput; language: LanguageId }) {
  const { t, i18n } = useTranslation('proms');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft, setDraftState] = useState<PromInput>(() => normaliseAuthoredProm(start));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const readOnly = !view.CanEdit;
  const uiLanguage: LanguageId = i18n.language === 'en' ? 'en' : 'sv';
  const update = (next: PromInput) => {
    const normal = normaliseAuthoredProm(next);
    setDraftState(normal);
    if (!readOnly) writeDraft(normal);
  };
  const setQuestions = (questions: QuestionInput[]) => update({ ...draft, Questions: questions });
  const preview = useMemo(() => Prom.safeParse(draft), [draft]);
  const previewKey = useMemo(() => JSON.stringify(draft.Questions.map((q) => [q.Id, q.QuestionType, (q.Answers ?? []).length])), [draft]);

  const save = useMutation({
    mutationFn: async () => {
      const found = validateAuthoredProm(draft, uiLanguage);
      setErrors(found);
      if (Object.keys(found).length > 0) return false;
      if (view.PromVersion === null) await createPromVersion(view.Meta.Id, draft);
      else await updatePromVersion(view.Meta.Id, language, draft, view.PromVersion);
      return true;
    },
    onSuccess: (saved) => {
      if (!saved) {
        toast.error(t('authoring.fixErrors'));
        return;
      }
      clearDraft(view.Meta.Id, language);
      toast.success(t('authoring.versionSaved'));
      void queryClient.invalidateQueries({ queryKey: promAuthoringKeys.all });
      void navigate(ADMIN_PROMS_PATH);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(Object.fromEntries(Object.entries(error.errors).map(([k, v]) => [k.replace(/^Prom\./, ''), v])));
      }
      toast.error(error.message);
    },
  });

  const move = (i: number, by: -1 | 1) => {
    const questions = [...draft.Questions];
    const [moved] = questions.splice(i, 1);
    questions.splice(i + by, 0, moved!);
    setQuestions(questions);
  };
  const infos = draft.Infos ?? [];
  const errorList = Object.entries(errors);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('authoring.questionsTitle', { title: draft.Title || view.Meta.Id })}</Title>
        <Text c="dimmed">{t('authoring.questionsIntro', { language: t(`authoring.language.${language}`) })}</Text>
      </Stack>
      {readOnly && <Alert color="blue">{t('authoring.readOnly')}</Alert>}
      {errorList.length > 0 && (
        <Alert color="red" role="alert" title={t('authoring.fixErrors')}>
          <ul>
            {errorList.map(([path, messages]) => (
              <li key={path}>
                {path}: {messages.join(' ')}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md" component="section" aria-labelledby="questions-heading">
            <Title order={2} id="questions-heading">
              {t('authoring.questions.heading')}
            </Title>
            {draft.Questions.map((question, i) => (
              <QuestionEditor
                key={`${i}:${question.Id}`}
                question={question}
                position={i + 1}
                count={draft.Questions.length}
                later={draft.Questions.slice(i + 1)}
                errors={errors}
                disabled={readOnly}
                onChange={(q) => setQuestions(draft.Questions.map((x, j) => (j === i ? q : x)))}
                onMove={(by) => move(i, by)}
                onRemove={() => setQuestions(draft.Questions.filter((_, j) => j !== i))}
              />
            ))}
            {!readOnly && (
              <Button
                variant="light"
                w="fit-content"
                leftSection={<IconPlus size={18} />}
                onClick={() => setQuestions([...draft.Questions, newQuestion(draft.Questions.length + 1)])}
              >
                {t('authoring.questions.add')}
              </Button>
            )}
            <Title order={2}>{t('authoring.infos.heading')}</Title>
            {infos.map((info, i) => (
              <Group key={i} align="flex-end" wrap="nowrap" gap="xs">
                <Textarea
                  flex={1}
                  label={t('authoring.infos.text', { id: info.Id })}
                  value={info.Text}
                  disabled={readOnly}
                  onChange={(e) => {
                    const Text = e.currentTarget.value;
                    update({ ...draft, Infos: infos.map((x, j) => (j === i ? { ...x, Text } : x)) });
                  }}
                />
                <Select
                  w={150}
                  label={t('authoring.infos.before')}
                  disabled={readOnly}
                  allowDeselect={false}
                  data={draft.Questions.map((q, n) => ({ value: String(n), label: q.Id }))}
                  value={String(Math.max(0, Math.round((info.Index + 500) / QUESTION_INDEX_STEP) - 1))}
                  onChange={(value) =>
                    value !== null &&
                    update({
                      ...draft,
                      Infos: infos.map((x, j) => (j === i ? { ...x, Index: (Number(value) + 1) * QUESTION_INDEX_STEP - 500 } : x)),
                    })
                  }
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  disabled={readOnly}
                  aria-label={t('authoring.infos.remove', { id: info.Id })}
                  onClick={() => update({ ...draft, Infos: infos.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            {!readOnly && (
              <Button
                variant="subtle"
                w="fit-content"
                leftSection={<IconPlus size={18} />}
                onClick={() => update({ ...draft, Infos: [...infos, { Id: '', Text: '', Index: QUESTION_INDEX_STEP - 500 }] })}
              >
                {t('authoring.infos.add')}
              </Button>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {preview.success ? (
            <PromPreview key={previewKey} prom={preview.data} language={language} />
          ) : (
            <Alert color="gray" title={t('authoring.preview.title')}>
              {t('authoring.preview.notYet')}
            </Alert>
          )}
        </Grid.Col>
      </Grid>
      <Group>
        {!readOnly && (
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('authoring.saveVersion')}
          </Button>
        )}
        <Button component={Link} variant="light" to={`${promEditPath(view.Meta.Id)}?lang=${language}`}>
          {t('authoring.backToMeta')}
        </Button>
      </Group>
    </Stack>
  );
}
