import { memo, startTransition } from 'react';
import { Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chosenAnswerIds, type Answer } from '@symptoms/domain';
import { sortedAnswers, type InputProps } from './input-props';
import { NativeRadio } from './NativeRadio';
import { FaceIcon } from '../FaceIcon';
import { ScaleRadioGroup } from '../ScaleRadioGroup';
import '../scale-button.css';

const OPTION_CLASSES = { root: 'q-option' };

// Options are keyed by their place, not their answer id: moving from one question to the next
// (stepwise display) updates the options' texts and values instead of building them again. They
// hold no state of their own, so nothing of one question's options is left for the next.

/** Radio buttons. A click on the chosen answer unselects it, so the input listens to clicks, not changes. */
export function RadioInput({ question, entry, labelId, disabled, onChoose }: InputProps) {
  const chosen = new Set(chosenAnswerIds(entry));
  return (
    <div className="q-stack" data-gap="tight" role="radiogroup" aria-labelledby={labelId}>
      {sortedAnswers(question).map((answer, place) => (
        <RadioOption
          key={place}
          answer={answer}
          name={question.Id}
          checked={entry?.AnswerId === answer.Id || (!entry?.AnswerId && chosen.has(answer.Id))}
          disabled={disabled}
          onChoose={onChoose}
        />
      ))}
    </div>
  );
}

interface OptionProps {
  answer: Answer;
  checked: boolean;
  disabled: boolean;
  onChoose: (answerId: string) => void;
}

/**
 * Memoised: choosing an answer re-renders only the options that change. A native radio drawn by
 * questionnaire.css instead of Mantine's Radio: a stepwise Next builds a whole question of them,
 * and Mantine's props and styles resolution per option was a large part of that click's work.
 */
const RadioOption = memo(function RadioOption({ answer, name, checked, disabled, onChoose }: OptionProps & { name: string }) {
  return (
    <div className="q-answer" data-level={answer.Level}>
      <label className="q-option q-radio" data-checked={checked || undefined} data-disabled={disabled || undefined}>
        <NativeRadio
          name={name}
          value={answer.Id}
          checked={checked}
          disabled={disabled}
          onClick={() => startTransition(() => onChoose(answer.Id))}
        />
        <span>{answer.Text}</span>
      </label>
    </div>
  );
});

export function CheckboxInput({ question, entry, labelId, disabled, onChoose }: InputProps) {
  const chosen = new Set(chosenAnswerIds(entry));
  return (
    <Stack gap={2} role="group" aria-labelledby={labelId}>
      {sortedAnswers(question).map((answer, place) => (
        <CheckboxOption key={place} answer={answer} checked={chosen.has(answer.Id)} disabled={disabled} onChoose={onChoose} />
      ))}
    </Stack>
  );
}

const CheckboxOption = memo(function CheckboxOption({ answer, checked, disabled, onChoose }: OptionProps) {
  return (
    <div className="q-answer" data-level={answer.Level}>
      <Checkbox
        classNames={OPTION_CLASSES}
        data-checked={checked || undefined}
        label={answer.Text}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(answer.Id)}
      />
    </div>
  );
});

/** A dropdown; its empty first option clears the answer. */
export function DropdownInput({ question, entry, labelId, disabled, onValue }: InputProps) {
  const { t } = useTranslation('questionnaire');
  const indent = (level: number) => '\u00a0\u00a0'.repeat(Math.max(0, level - 1));
  return (
    <NativeSelect
      aria-labelledby={labelId}
      maw={420}
      disabled={disabled}
      value={entry?.AnswerId ?? ''}
      onChange={(event) => onValue(event.currentTarget.value || null)}
      data={[
        { value: '', label: t('input.choose') },
        ...sortedAnswers(question).map((a) => ({ value: a.Id, label: indent(a.Level) + a.Text })),
      ]}
    />
  );
}

/**
 * A numbered or smiley scale (Style "numbered" / "smiley"): one 44 px button per answer that wraps
 * on narrow phones. The answer's text names the button; the end labels are written under the row.
 */
export function ScaleInput({ question, entry, labelId, disabled, onChoose }: InputProps) {
  const answers = sortedAnswers(question);
  const smiley = question.Style === 'smiley';
  const label = (text: string, value: string | number) => (String(value) === text.trim() ? null : text);
  const first = answers[0];
  const last = answers[answers.length - 1];
  const selectedIndex = answers.findIndex((a) => a.Id === entry?.AnswerId);
  return (
    <Stack gap={6}>
      <ScaleRadioGroup
        labelledBy={labelId}
        values={answers.map((_, i) => i)}
        value={selectedIndex >= 0 ? selectedIndex : null}
        disabled={disabled}
        className="scale-row"
        optionClassName="scale-button"
        optionLabel={(i) => {
          const answer = answers[i]!;
          const named = label(answer.Text, answer.ExportValue);
          return named ? `${answer.ExportValue} ${named}` : String(answer.ExportValue);
        }}
        // The chosen answer clicked again is unchosen (onChoose toggles); an arrow key always moves the choice.
        onSelect={(i, via) => {
          if (via === 'key' && i === selectedIndex) return;
          onChoose(answers[i]!.Id);
        }}
      >
        {(i) => (
          <>
            {smiley && <FaceIcon badness={answers.length > 1 ? i / (answers.length - 1) : 0} />}
            <span>{answers[i]!.ExportValue}</span>
          </>
        )}
      </ScaleRadioGroup>
      {first && last && (label(first.Text, first.ExportValue) || label(last.Text, last.ExportValue)) && (
        <Group justify="space-between" gap="xs" wrap="nowrap" aria-hidden>
          <Text size="sm" c="dimmed">
            {label(first.Text, first.ExportValue)}
          </Text>
          <Text size="sm" c="dimmed" ta="right">
            {label(last.Text, last.ExportValue)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
