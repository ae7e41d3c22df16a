import { memo, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Paper, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { questionStem, type AnsweredQuestion, type Info, type LanguageId, type Question } from '@symptoms/domain';
import { QuestionInput } from './QuestionInput';
import './questionnaire.css';
import type { AnswerActions } from './use-answer-actions';

/** The number shown before a question: "3" for Q3-, "3a" for the sub-question Q3A-. */
export function questionNumber(question: Question): string {
  const stem = questionStem(question.Id);
  if (!stem) return String(question.SequenceId);
  const m = /^Q(\d+)([A-Z]?)$/.exec(stem);
  return m ? `${m[1]}${(m[2] ?? '').toLowerCase()}` : stem;
}

interface QuestionBlockProps {
  question: Question;
  entry: AnsweredQuestion | undefined;
  disabled: boolean;
  language: LanguageId;
  actions: AnswerActions;
  /** Stepwise display names its one question with a larger heading. */
  headingOrder?: 2 | 3;
}

/** One question: its number and header, the text under it, and its input. Re-renders only when its own answer changes. */
export const QuestionBlock = memo(function QuestionBlock({
  question,
  entry,
  disabled,
  language,
  actions,
  headingOrder = 3,
}: QuestionBlockProps) {
  const labelId = `q-${question.Id}-label`;
  // Stable, so an answer re-renders only the options whose state changed.
  const onChoose = useCallback((answerId: string) => actions.choose(question.Id, answerId), [actions, question.Id]);
  const onValue = useCallback((value: string | number | null) => actions.value(question.Id, value), [actions, question.Id]);
  return (
    <section className="q-item" data-level={question.Level} data-question-id={question.Id} aria-labelledby={labelId}>
      <div className="q-stack">
        <QuestionHeader question={question} labelId={labelId} headingOrder={headingOrder} />
        <QuestionInput
          question={question}
          entry={entry}
          labelId={labelId}
          disabled={disabled}
          language={language}
          onChoose={onChoose}
          onValue={onValue}
        />
      </div>
    </section>
  );
});

/** The texts above the input, which an answer does not change. */
const QuestionHeader = memo(function QuestionHeader({
  question,
  labelId,
  headingOrder,
}: {
  question: Question;
  labelId: string;
  headingOrder: 2 | 3;
}) {
  const { t } = useTranslation('questionnaire');
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <>
      <Heading id={labelId} className="q-header" style={{ margin: 0, fontSize: headingOrder === 2 ? 22 : 18, lineHeight: 1.35 }}>
        <span className="q-number">{questionNumber(question)}.</span> {question.Header}
        {!question.Required && (
          <Text span size="sm" c="dimmed" fw={400} ml={6}>
            {t('optional')}
          </Text>
        )}
      </Heading>
      {question.Text && <Text c="dimmed">{question.Text}</Text>}
      {question.ContextText && <Text size="sm">{question.ContextText}</Text>}
    </>
  );
});

export function InfoBlock({ info }: { info: Info }) {
  return (
    <Paper className="q-item" data-level={info.Level} withBorder radius={12} p="md" bg="var(--mantine-color-gray-0)">
      <Text style={{ display: 'flex', gap: 8, whiteSpace: 'pre-line' }}>
        <IconInfoCircle size={20} stroke={1.75} aria-hidden style={{ flex: 'none', marginTop: 3 }} />
        <span>{info.Text}</span>
      </Text>
    </Paper>
  );
}
