import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canGoNext, needsMinAnswerConfirmation, nextItem, previousItem, promItems } from '@symptoms/domain';
import { Modal } from '../Modal';
import type { ViewProps } from './NormalView';
import { ProgressBar } from './ProgressBar';
import { InfoBlock, QuestionBlock } from './QuestionBlock';
import { useQuestionnaireState } from './use-questionnaire-state';

/** The place after the last question, where save is shown. */
export const END_OF_QUESTIONNAIRE = 'end';

export interface StepwiseViewProps extends ViewProps {
  /** Id of the item shown, or END_OF_QUESTIONNAIRE. */
  currentId: string;
  onMove: (itemId: string) => void;
  /** Shown at the end (the save button). */
  endContent: ReactNode;
}

/** Stepwise (CAT) style: one question at a time with Previous and Next (spec 1 §4). */
export function StepwiseView({ prom, answers, language, disabled, actions, currentId, onMove, endContent }: StepwiseViewProps) {
  const { t } = useTranslation('questionnaire');
  const { visibility, byQuestion, completeness } = useQuestionnaireState(prom, answers);
  const [confirming, setConfirming] = useState(false);
  const headingRef = useRef<HTMLDivElement>(null);
  const atEnd = currentId === END_OF_QUESTIONNAIRE;
  const item = atEnd ? undefined : (promItems(prom).find((i) => i.Id === currentId) ?? visibility.items[0]);
  const position = item ? visibility.items.findIndex((i) => i.Id === item.Id) : -1;
  const hasPrevious = atEnd ? visibility.items.length > 0 : item !== undefined && previousItem(prom, answers, item.Id) !== null;
  const nextEnabled = disabled || (item !== undefined && canGoNext(prom, answers, item.Id));

  // Moving to another item puts keyboard and screen-reader focus on it.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [currentId]);

  const goNext = () => {
    if (!item) return;
    const next = nextItem(prom, answers, item.Id);
    onMove(next?.Id ?? END_OF_QUESTIONNAIRE);
  };
  const tryNext = () => {
    if (item?.kind === 'question' && !disabled && needsMinAnswerConfirmation(item.question, byQuestion.get(item.Id))) setConfirming(true);
    else goNext();
  };
  const goPrevious = () => {
    if (atEnd) {
      const last = visibility.items[visibility.items.length - 1];
      if (last) onMove(last.Id);
      return;
    }
    const previous = item ? previousItem(prom, answers, item.Id) : null;
    if (previous) onMove(previous.Id);
  };

  return (
    <Stack gap="lg">
      <ProgressBar completeness={completeness} />
      <div ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} aria-live="polite">
        {atEnd ? (
          <Stack gap="sm">
            <Title order={2}>{t('stepwise.endTitle')}</Title>
            <Text>{completeness.isCompleted ? t('stepwise.endComplete') : t('stepwise.endPartial')}</Text>
          </Stack>
        ) : item ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed" className="tabular">
              {t('stepwise.position', { position: position + 1, total: visibility.items.length })}
            </Text>
            {item.kind === 'info' ? (
              <InfoBlock info={item.info} />
            ) : (
              <QuestionBlock
                key={item.Id}
                question={item.question}
                entry={byQuestion.get(item.Id)}
                disabled={disabled}
                language={language}
                actions={actions}
                headingOrder={2}
              />
            )}
          </Stack>
        ) : null}
      </div>
      {atEnd && endContent}
      <Group justify="space-between" className="sticky-actions">
        <Button variant="default" leftSection={<IconArrowLeft size={20} aria-hidden />} disabled={!hasPrevious} onClick={goPrevious}>
          {t('stepwise.previous')}
        </Button>
        {!atEnd && (
          <Button rightSection={<IconArrowRight size={20} aria-hidden />} disabled={!nextEnabled} onClick={tryNext}>
            {t('stepwise.next')}
          </Button>
        )}
      </Group>
      {!atEnd && !nextEnabled && (
        <Text size="sm" c="dimmed" ta="right">
          {t('stepwise.answerFirst')}
        </Text>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('stepwise.minAnswersTitle')}
        onAccept={goNext}
        acceptLabel={t('stepwise.continue')}
        cancelLabel={t('stepwise.stay')}
      >
        <Text>
          {(item?.kind === 'question' && item.question.AnswerCountErrorText) ||
            t('stepwise.minAnswersText', { count: item?.kind === 'question' ? (item.question.MinAnswerCount ?? 0) : 0 })}
        </Text>
      </Modal>
    </Stack>
  );
}
