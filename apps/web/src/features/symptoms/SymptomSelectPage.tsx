import { useState } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  DUPLICATE_SYMPTOM_TEXT,
  nameKey,
  nameProblem,
  SYMPTOM_FILTER_MIN_CHARS,
  SYMPTOM_NAME_MAX,
  type LanguageId,
} from '@symptoms/domain';
import { createDefinition, symptomsKeys } from '../../api/symptoms';
import { toast } from '../../ui/toast';
import { beginSymptom, getDraft, localId, markFromStatus, startNewDraft, useReportDraft } from './draft-store';
import { isFromStatus, paths } from './paths';
import { useMyDefinitions, usePatientModel, useSymptoms, useSystemDefinitions } from './queries';
import { selectGroups } from './select-list';
import { useWizardPresence } from './wizard-presence';
import './symptoms.css';

interface Choice {
  name: string;
  symptomId: string | null;
}

function ChoiceList({ title, choices, onPick }: { title: string; choices: Choice[]; onPick: (choice: Choice) => void }) {
  if (choices.length === 0) return null;
  const id = `select-${nameKey(title).replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {title}
      </Title>
      <ul className="symptom-choices">
        {choices.map((choice) => (
          <li key={`${choice.symptomId ?? ''}${choice.name}`}>
            <UnstyledButton className="symptom-choice" onClick={() => onPick(choice)}>
              {choice.name}
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * `/symptom/select` and, from a questionnaire, `/symptomlist` (spec 1 §2): a name to add (Enter
 * adds) or a symptom from the list; it becomes the report's next symptom to draw.
 */
export default function SymptomSelectPage({ fromQuestionnaire = false }: { fromQuestionnaire?: boolean }) {
  useWizardPresence();
  const { t, i18n } = useTranslation('symptoms');
  const language: LanguageId = i18n.language === 'en' ? 'en' : 'sv';
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const draft = useReportDraft();
  const model = usePatientModel();
  const own = useMyDefinitions();
  const standard = useSystemDefinitions();
  const symptoms = useSymptoms();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const groups = selectGroups(text, own.data ?? [], standard.data ?? [], symptoms.data ?? []);
  const openSymptoms = (symptoms.data ?? []).filter((s) => !s.IsClosed);
  const inDraft = (name: string) => draft?.symptoms.some((s) => nameKey(s.name) === nameKey(name)) ?? false;

  const start = ({ name, symptomId }: Choice) => {
    if (inDraft(name)) {
      toast.warning(DUPLICATE_SYMPTOM_TEXT[language]);
      return;
    }
    const open = symptomId ? null : openSymptoms.find((s) => nameKey(s.Name) === nameKey(name));
    const id = symptomId ?? open?.Id ?? null;
    const current = getDraft() ?? startNewDraft(model);
    if (isFromStatus(params)) markFromStatus();
    const key = id ?? localId();
    beginSymptom({ key, symptomId: id, name: open?.Name ?? name.trim() });
    void navigate(paths.draw(current.id, key));
  };

  const add = useMutation({
    mutationFn: (name: string) => createDefinition(name),
    onSuccess: async (definition) => {
      await queryClient.invalidateQueries({ queryKey: symptomsKeys.myDefinitions() });
      setText('');
      start({ name: definition.Name, symptomId: null });
    },
    onError: () => toast.error(t('select.saveFailed')),
  });

  const submit = () => {
    const name = text.trim();
    const standardMatch = (standard.data ?? []).find((d) => nameKey(d.Name) === nameKey(name));
    const problem = nameProblem(name, [
      ...(own.data ?? []).map((d) => d.Name),
      ...openSymptoms.map((s) => s.Name),
      ...(draft?.symptoms ?? []).map((s) => s.name),
    ]);
    if (problem === 'required') return setError(t('select.required'));
    if (problem === 'maxLength') return setError(t('select.maxLength', { max: SYMPTOM_NAME_MAX }));
    setError(null);
    if (problem === 'duplicate') return toast.warning(DUPLICATE_SYMPTOM_TEXT[language]);
    if (standardMatch) return start({ name: standardMatch.Name, symptomId: null });
    add.mutate(name);
  };

  const noSymptoms = () => {
    toast.success(t('select.noSymptomsDone'));
    const redirect = params.get('redirect');
    void navigate(redirect && redirect.startsWith('/') ? redirect : '/welcome');
  };

  const loading = own.isPending || standard.isPending || symptoms.isPending;
  const empty = groups.active.length + groups.standard.length + groups.other.length === 0;

  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{t('select.title')}</Title>
        <Text c="dimmed">{t('select.intro')}</Text>
      </Stack>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('select.nameLabel')}
            placeholder={t('select.namePlaceholder')}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            description={t('select.filterHint', { min: SYMPTOM_FILTER_MIN_CHARS })}
            // The hint under the field, so "Lägg till" lines up with the field itself.
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            maxLength={SYMPTOM_NAME_MAX * 2}
            autoComplete="off"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={24} loading={add.isPending}>
            {t('select.add')}
          </Button>
        </Group>
      </form>
      {fromQuestionnaire && (
        <Button variant="default" onClick={noSymptoms} w="fit-content">
          {t('select.noSymptoms')}
        </Button>
      )}
      {loading && <Loader aria-label={t('loading')} />}
      {(own.isError || standard.isError || symptoms.isError) && <Alert color="red">{t('loadFailed')}</Alert>}
      {!loading && (
        <Stack gap="md">
          <ChoiceList title={t('select.active')} choices={groups.active.map((s) => ({ name: s.Name, symptomId: s.Id }))} onPick={start} />
          <ChoiceList
            title={t('select.standard')}
            choices={groups.standard.map((d) => ({ name: d.Name, symptomId: null }))}
            onPick={start}
          />
          <ChoiceList title={t('select.other')} choices={groups.other.map((d) => ({ name: d.Name, symptomId: null }))} onPick={start} />
          {empty && <Text c="dimmed">{groups.filtering ? t('select.noMatches') : t('select.noOwn')}</Text>}
        </Stack>
      )}
    </Stack>
  );
}
