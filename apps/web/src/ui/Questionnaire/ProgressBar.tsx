import { memo } from 'react';
import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Completeness } from '@symptoms/domain';
import './questionnaire.css';

/** How far the questionnaire is done: answered (or skipped) questions of all questions. */
export const ProgressBar = memo(function ProgressBar({ completeness }: { completeness: Completeness }) {
  const { t } = useTranslation('questionnaire');
  const label = t('progress', { answered: completeness.answeredCount, total: completeness.questionCount });
  return (
    <div className="q-stack" data-gap="4">
      <Progress value={completeness.percentCompleted} size="md" radius="xl" aria-label={label} />
      <p className="q-small tabular">{label}</p>
    </div>
  );
});
