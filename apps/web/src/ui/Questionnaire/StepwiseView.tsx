import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { canGoNext, needsMinAnswerConfirmation, nextItem, previousItem, promItems, riskGuidanceFor, type Question } from '@symptoms/domain';
import { whenIdle } from '../when-idle';
import type { ViewProps } from './NormalView';
import { ProgressBar } from './ProgressBar';
import { InfoBlock, QuestionBlock } from './QuestionBlock';
import { RiskGuidance } from './RiskGuidance';
import { EndSummary, MinAnswersModal, StepNav, StepPosition } from './StepwiseParts';
import { useEventCallback } from './use-event-callback';
import { useQuestionnaireState } from './use-questionnaire-state';

const STATELESS_INPUTS = new Set(['radiobtn', 'chbox', 'dropdown']);

/**
 * Choice questions share one block, so a move between two of them updates the texts and inputs in
 * place instead of removing one question's elements and building the next one's. A question whose
 * input keeps state of its own (a typed number, a slider being dragged) gets a block of its own.
 */
function blockKey(question: Question): string {
  return STATELESS_INPUTS.has(question.QuestionType) ? `${question.QuestionType}:${question.Style ?? ''}` : question.Id;
}

/** The place after the last question, where save is shown. */
export const END_OF_QUESTIONNAIRE = 'end';

export interface StepwiseViewProps extends ViewProps {
  /** Id of the item shown first, or END_OF_QUESTIONNAIRE (a new key starts the view again elsewhere). */
  initialId: string;
  /** After each move, with the item now shown. */
  onMove: (itemId: string) => void;
  /** Shown at the end (the save button). */
  endContent: ReactNode;
  /** The questionnaire's introduction: shown once, with the first item, not above every question. */
  introduction?: string | null;
}

/**
 * Stepwise (CAT) style: one question at a time with Previous and Next (spec 1 §4). The place is this
 * view's own state, so a move re-renders the view and not the form around it.
 */
export function StepwiseView({
  prom,
  answers,
  language,
  disabled,
  actions,
  initialId,
  onMove,
  endContent,
  introduction,
}: StepwiseViewProps) {
  const { visibility, byQuestion, completeness } = useQuestionnaireState(prom, answers);
  const [currentId, setCurrentId] = useState(initialId);
  const moveTo = (itemId: string) => {
    setCurrentId(itemId);
    onMove(itemId);
  };
  const [confirming, setConfirming] = useState(false);
  // The question whose few answers are confirmed; kept while the dialog closes.
  const [asked, setAsked] = useState<Question>();
  const headingRef = useRef<HTMLDivElement>(null);
  const atEnd = currentId === END_OF_QUESTIONNAIRE;
  const item = atEnd ? undefined : (promItems(prom).find((i) => i.Id === currentId) ?? visibility.items[0]);
  const position = item ? visibility.items.findIndex((i) => i.Id === item.Id) : -1;
  const hasPrevious = atEnd ? visibility.items.length > 0 : item !== undefined && previousItem(prom, answers, item.Id) !== null;
  // An instrument's risk rules (PHQ-9 item 9): the guidance shows as soon as the answer is chosen
  // and stays on every step after it.
  const risk = useMemo(() => riskGuidanceFor(prom, answers), [prom, answers]);
  const nextEnabled = disabled || (item !== undefined && canGoNext(prom, answers, item.Id));

  // Moving to another item puts keyboard and screen-reader focus on it, once it is painted: focus
  // forces a layout, which would otherwise delay that paint.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    return whenIdle(() => headingRef.current?.focus());
  }, [currentId]);

  const goNext = useEventCallback(() => {
    if (!item) return;
    const next = nextItem(prom, answers, item.Id);
    moveTo(next?.Id ?? END_OF_QUESTIONNAIRE);
  });
  const tryNext = useEventCallback(() => {
    if (item?.kind === 'question' && !disabled && needsMinAnswerConfirmation(item.question, byQuestion.get(item.Id))) {
      setAsked(item.question);
      setConfirming(true);
    } else goNext();
  });
  const goPrevious = useEventCallback(() => {
    if (atEnd) {
      const last = visibility.items[visibility.items.length - 1];
      if (last) moveTo(last.Id);
      return;
    }
    const previous = item ? previousItem(prom, answers, item.Id) : null;
    if (previous) moveTo(previous.Id);
  });
  const closeConfirm = useCallback(() => setConfirming(false), []);

  return (
    <div className="q-stack" data-gap="lg">
      <ProgressBar completeness={completeness} />
      <div ref={headingRef} tabIndex={-1} style={{ outline: 'none' }} aria-live="polite">
        {atEnd ? (
          <EndSummary complete={completeness.isCompleted} />
        ) : item ? (
          <div className="q-stack">
            {position === 0 && introduction && (
              <p className="q-intro" style={{ whiteSpace: 'pre-line', margin: 0 }}>
                {introduction}
              </p>
            )}
            <StepPosition position={position + 1} total={visibility.items.length} />
            {item.kind === 'info' ? (
              <InfoBlock info={item.info} />
            ) : (
              <QuestionBlock
                key={blockKey(item.question)}
                question={item.question}
                entry={byQuestion.get(item.Id)}
                disabled={disabled}
                language={language}
                actions={actions}
                headingOrder={2}
              />
            )}
          </div>
        ) : null}
      </div>
      <RiskGuidance kinds={risk} language={language} />
      {atEnd && endContent}
      <StepNav hasPrevious={hasPrevious} showNext={!atEnd} nextEnabled={nextEnabled} onPrevious={goPrevious} onNext={tryNext} />
      <MinAnswersModal opened={confirming} question={asked} onClose={closeConfirm} onContinue={goNext} />
    </div>
  );
}
