import { useState } from 'react';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { promItems, type AnsweredQuestion, type LanguageId, type Prom, type Question } from '@symptoms/domain';
import { InfoBlock, QuestionBlock, questionNumber } from './QuestionBlock';
import type { AnswerActions } from './use-answer-actions';
import { useQuestionnaireState } from './use-questionnaire-state';

export interface ViewProps {
  prom: Prom;
  answers: readonly AnsweredQuestion[];
  language: LanguageId;
  disabled: boolean;
  actions: AnswerActions;
}

/** A question skipped by a conditional: a line that opens on click to show the question, read-only. */
function SkippedQuestion({ question, language, actions }: { question: Question; language: LanguageId; actions: AnswerActions }) {
  const { t } = useTranslation('questionnaire');
  const [open, setOpen] = useState(false);
  return (
    <div className="q-item q-hidden-question" data-level={question.Level}>
      <UnstyledButton onClick={() => setOpen((o) => !o)} aria-expanded={open} w="100%" mih={44}>
        <Text c="dimmed">{t('skipped.item', { number: questionNumber(question), header: question.Header })}</Text>
      </UnstyledButton>
      {open && <QuestionBlock question={question} entry={undefined} disabled language={language} actions={actions} />}
    </div>
  );
}

/** Normal style: every visible question on one page; skipped ones behind a counter that can be toggled. */
export function NormalView({ prom, answers, language, disabled, actions }: ViewProps) {
  const { t } = useTranslation('questionnaire');
  const { visibility, byQuestion } = useQuestionnaireState(prom, answers);
  const [showSkipped, setShowSkipped] = useState(false);
  const hiddenCount = visibility.hiddenQuestionIds.size;
  const visibleIds = new Set(visibility.items.map((item) => item.Id));
  const items = showSkipped ? promItems(prom).filter((i) => visibleIds.has(i.Id) || i.kind === 'question') : visibility.items;
  return (
    <Stack gap="xl">
      {items.map((item) => {
        if (item.kind === 'info') return <InfoBlock key={item.Id} info={item.info} />;
        if (!visibleIds.has(item.Id))
          return <SkippedQuestion key={item.Id} question={item.question} language={language} actions={actions} />;
        return (
          <QuestionBlock
            key={item.Id}
            question={item.question}
            entry={byQuestion.get(item.Id)}
            disabled={disabled}
            language={language}
            actions={actions}
          />
        );
      })}
      {hiddenCount > 0 && (
        <Group gap="sm" aria-live="polite">
          <Text size="sm" c="dimmed">
            {t('skipped.count', { count: hiddenCount })}
          </Text>
          <Button variant="subtle" size="compact-sm" aria-pressed={showSkipped} onClick={() => setShowSkipped((s) => !s)}>
            {showSkipped ? t('skipped.hide') : t('skipped.show')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
