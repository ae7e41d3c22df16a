import { useCallback, useState } from 'react';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { firstItem, type AnsweredQuestion, type LanguageId, type Prom } from '@symptoms/domain';
import {
  END_OF_QUESTIONNAIRE,
  NormalView,
  ProgressBar,
  StepwiseView,
  useAnswerActions,
  useQuestionnaireState,
} from '../../../ui/Questionnaire';

type Mode = 'stepwise' | 'normal';

/**
 * The questionnaire as the patient will get it: the patient's own renderer and engine, stepwise or
 * all at once. Answers given here stay in the preview; nothing is saved.
 */
export function PromPreview({ prom, language }: { prom: Prom; language: LanguageId }) {
  const { t } = useTranslation('proms');
  const [mode, setMode] = useState<Mode>('stepwise');
  const [answers, setAnswers] = useState<AnsweredQuestion[]>([]);
  const change = useCallback((update: (answers: AnsweredQuestion[]) => AnsweredQuestion[]) => setAnswers(update), []);
  const actions = useAnswerActions(prom, change);
  const { completeness } = useQuestionnaireState(prom, answers);
  const props = { prom, answers, language, disabled: false, actions };
  return (
    <Stack gap="sm" component="section" aria-labelledby="preview-heading">
      <Title order={2} id="preview-heading">
        {t('authoring.preview.title')}
      </Title>
      <SegmentedControl
        aria-label={t('authoring.preview.mode')}
        value={mode}
        onChange={(value) => setMode(value as Mode)}
        data={[
          { value: 'stepwise', label: t('authoring.preview.stepwise') },
          { value: 'normal', label: t('authoring.preview.normal') },
        ]}
      />
      <Text size="sm" c="dimmed">
        {t('authoring.preview.note')}
      </Text>
      {mode === 'normal' ? (
        <>
          <ProgressBar completeness={completeness} />
          <NormalView {...props} />
        </>
      ) : (
        <StepwiseView
          {...props}
          initialId={firstItem(prom, [])?.Id ?? END_OF_QUESTIONNAIRE}
          onMove={() => undefined}
          endContent={null}
          introduction={prom.Introduction}
        />
      )}
    </Stack>
  );
}
