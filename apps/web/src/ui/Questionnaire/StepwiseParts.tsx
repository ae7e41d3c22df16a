import { memo, useMemo } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@symptoms/domain';
import { Modal } from '../Modal';

// The stepwise display's parts, memoised: an answer or a move re-renders only those whose props
// changed, instead of translating and rendering every button and dialog again.

export const StepPosition = memo(function StepPosition({ position, total }: { position: number; total: number }) {
  const { t } = useTranslation('questionnaire');
  return <p className="q-small tabular">{t('stepwise.position', { position, total })}</p>;
});

export const EndSummary = memo(function EndSummary({ complete }: { complete: boolean }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Stack gap="sm">
      <Title order={2}>{t('stepwise.endTitle')}</Title>
      <Text>{complete ? t('stepwise.endComplete') : t('stepwise.endPartial')}</Text>
    </Stack>
  );
});

/** Previous or Next, memoised: an answer changes neither, except Next's enabling. */
const NavButton = memo(function NavButton({ next, label, disabled, onClick }: NavButtonProps) {
  return next ? (
    <Button rightSection={<IconArrowRight size={20} aria-hidden />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  ) : (
    <Button variant="default" leftSection={<IconArrowLeft size={20} aria-hidden />} disabled={disabled} onClick={onClick}>
      {label}
    </Button>
  );
});

interface NavButtonProps {
  next?: boolean;
  label: string;
  disabled: boolean;
  onClick: () => void;
}

interface StepNavProps {
  hasPrevious: boolean;
  /** False at the end, where save takes Next's place. */
  showNext: boolean;
  nextEnabled: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

export const StepNav = memo(function StepNav({ hasPrevious, showNext, nextEnabled, onPrevious, onNext }: StepNavProps) {
  const { t } = useTranslation('questionnaire');
  // Translated once per language, not on every move.
  const labels = useMemo(
    () => ({ previous: t('stepwise.previous'), next: t('stepwise.next'), answerFirst: t('stepwise.answerFirst') }),
    [t],
  );
  return (
    <>
      <div className="q-nav sticky-actions">
        <NavButton label={labels.previous} disabled={!hasPrevious} onClick={onPrevious} />
        {showNext && <NavButton next label={labels.next} disabled={!nextEnabled} onClick={onNext} />}
      </div>
      {showNext && (
        <p className="q-small q-nav-hint" data-hidden={nextEnabled || undefined}>
          {labels.answerFirst}
        </p>
      )}
    </>
  );
});

export const MinAnswersModal = memo(function MinAnswersModal({
  opened,
  question,
  onClose,
  onContinue,
}: {
  opened: boolean;
  question: Question | undefined;
  onClose: () => void;
  onContinue: () => void;
}) {
  const { t } = useTranslation('questionnaire');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('stepwise.minAnswersTitle')}
      onAccept={onContinue}
      acceptLabel={t('stepwise.continue')}
      cancelLabel={t('stepwise.stay')}
    >
      <Text>{question?.AnswerCountErrorText || t('stepwise.minAnswersText', { count: question?.MinAnswerCount ?? 0 })}</Text>
    </Modal>
  );
});
