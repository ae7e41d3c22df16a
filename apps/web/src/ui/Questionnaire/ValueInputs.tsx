import { useState } from 'react';
import { Button, Group, NumberInput, Slider, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PROM_TEXT_ANSWER_MAX, validationMessage, type Question } from '@symptoms/domain';
import { sortedAnswers, type InputProps } from './input-props';
import { ScaleRadioGroup } from '../ScaleRadioGroup';
import '../scale-button.css';

/**
 * Keeps what is typed even when it is not (yet) an answer (spaces, a lone minus sign), and follows
 * the answer when it changes from outside (a restored draft, a cleared question).
 */
function useTypedText(answer: string): [string, (text: string) => void] {
  const [typed, setTyped] = useState(answer);
  const [seen, setSeen] = useState(answer);
  if (answer !== seen) {
    setSeen(answer);
    if (answer.trim() !== typed.trim()) setTyped(answer);
  }
  return [typed, setTyped];
}

export function TextAnswerInput({ entry, labelId, disabled, onValue }: InputProps) {
  const [typed, setTyped] = useTypedText(typeof entry?.Value === 'string' ? entry.Value : '');
  return (
    <Textarea
      aria-labelledby={labelId}
      maw={560}
      rows={3}
      maxLength={PROM_TEXT_ANSWER_MAX}
      disabled={disabled}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onValue(event.currentTarget.value);
      }}
    />
  );
}

/** A native date field: it gives YYYY-MM-DD, the stored format, and clearing it removes the answer. */
export function DateAnswerInput({ entry, labelId, disabled, onValue }: InputProps) {
  return (
    <TextInput
      type="date"
      aria-labelledby={labelId}
      maw={220}
      disabled={disabled}
      value={typeof entry?.Value === 'string' ? entry.Value : ''}
      onChange={(event) => onValue(event.currentTarget.value || null)}
    />
  );
}

/** The message for a number outside MinValue–MaxValue, or null. */
export function numberError(question: Question, value: unknown, language: InputProps['language']): string | null {
  if (typeof value !== 'number') return null;
  if (!Number.isInteger(value)) return validationMessage('integer', language);
  if (question.MinValue != null && value < question.MinValue) return validationMessage('min', language, question.MinValue);
  if (question.MaxValue != null && value > question.MaxValue) return validationMessage('max', language, question.MaxValue);
  return null;
}

export function NumberAnswerInput({ question, entry, labelId, disabled, language, onValue }: InputProps) {
  const { t } = useTranslation('questionnaire');
  const stored = typeof entry?.Value === 'number' ? String(entry.Value) : '';
  const [typed, setTyped] = useTypedText(stored);
  const { MinValue: min, MaxValue: max } = question;
  const range =
    min != null && max != null
      ? t('input.range', { min, max })
      : min != null
        ? t('input.atLeast', { min })
        : max != null
          ? t('input.atMost', { max })
          : undefined;
  return (
    <NumberInput
      aria-labelledby={labelId}
      maw={220}
      allowDecimal={false}
      clampBehavior="none"
      description={range}
      disabled={disabled}
      value={typed}
      error={numberError(question, entry?.Value, language)}
      onChange={(value) => {
        setTyped(String(value));
        const text = String(value).trim();
        onValue(typeof value === 'number' ? value : text !== '' && Number.isFinite(Number(text)) ? Number(text) : null);
      }}
    />
  );
}

function endLabels(question: Question, min: number, max: number) {
  const answers = sortedAnswers(question);
  const at = (value: number) => answers.find((a) => Number(a.ExportValue) === value)?.Text;
  return { low: at(min), high: at(max) };
}

/** A horizontal slider in whole steps between MinValue and MaxValue; until answered the thumb is faint. */
export function SliderAnswerInput(props: InputProps) {
  const min = props.question.MinValue ?? 0;
  const max = props.question.MaxValue ?? 10;
  return max - min <= MAX_RADIO_STEPS ? <SliderAsRadios {...props} /> : <DragSlider {...props} />;
}

/** Up to eleven whole steps (a 0–10 scale) are one radio group: a tap chooses, one Tab stop, arrows move. */
const MAX_RADIO_STEPS = 10;

function SliderAsRadios({ question, entry, labelId, disabled, onValue }: InputProps) {
  const { t } = useTranslation('questionnaire');
  const min = question.MinValue ?? 0;
  const max = question.MaxValue ?? 10;
  const { low, high } = endLabels(question, min, max);
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const chosen = typeof entry?.Value === 'number' ? entry.Value : null;
  return (
    <Stack gap={6} maw={620}>
      <ScaleRadioGroup
        labelledBy={labelId}
        values={values}
        value={chosen}
        disabled={disabled}
        className="scale-row"
        optionClassName="scale-button"
        optionLabel={(value) => (value === max && high ? `${value} ${high}` : value === min && low ? `${value} ${low}` : String(value))}
        onSelect={(value) => onValue(value)}
      >
        {(value) => value}
      </ScaleRadioGroup>
      <Group justify="space-between" gap="xs" wrap="nowrap" aria-hidden>
        <Text size="sm" c="dimmed">
          {low}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {high}
        </Text>
      </Group>
      {chosen !== null && !disabled && (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => onValue(null)}>
          {t('input.clear')}
        </Button>
      )}
    </Stack>
  );
}

/** A wider range: a horizontal slider in whole steps between MinValue and MaxValue; until answered the thumb is faint. */
function DragSlider({ question, entry, labelId, disabled, onValue }: InputProps) {
  const { t } = useTranslation('questionnaire');
  const min = question.MinValue ?? 0;
  const max = question.MaxValue ?? 10;
  const answered = typeof entry?.Value === 'number';
  const [dragging, setDragging] = useState<number | null>(null);
  const { low, high } = endLabels(question, min, max);
  const shown = dragging ?? (answered ? (entry?.Value as number) : min);
  return (
    <Stack gap={6} maw={560}>
      <Slider
        className="q-slider"
        data-unanswered={!answered || undefined}
        min={min}
        max={max}
        step={1}
        disabled={disabled}
        value={shown}
        label={null}
        thumbProps={{ 'aria-labelledby': labelId, 'aria-valuetext': answered ? String(shown) : t('input.notAnswered') }}
        onChange={setDragging}
        onChangeEnd={(value) => {
          setDragging(null);
          onValue(value);
        }}
        marks={[
          { value: min, label: String(min) },
          { value: max, label: String(max) },
        ]}
        mb="lg"
      />
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {low}
        </Text>
        <Text size="sm" fw={600} className="tabular" aria-live="polite">
          {answered ? t('input.chosenValue', { value: shown }) : t('input.notAnswered')}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {high}
        </Text>
      </Group>
      {answered && !disabled && (
        <Button variant="subtle" size="compact-sm" w="fit-content" onClick={() => onValue(null)}>
          {t('input.clear')}
        </Button>
      )}
    </Stack>
  );
}

/**
 * The vertical 0–10 scale (Style "vertical"): the highest value on top with its label (best health
 * you can imagine), the lowest at the bottom. Each step is a 44 px button; the chosen one again clears it.
 */
export function VerticalSliderInput({ question, entry, labelId, disabled, onValue }: InputProps) {
  const min = question.MinValue ?? 0;
  const max = question.MaxValue ?? 10;
  const { low, high } = endLabels(question, min, max);
  const values = Array.from({ length: max - min + 1 }, (_, i) => max - i);
  const chosen = typeof entry?.Value === 'number' ? entry.Value : null;
  return (
    <div className="q-vertical">
      <ScaleRadioGroup
        labelledBy={labelId}
        values={values}
        value={chosen}
        disabled={disabled}
        className="q-vertical-track"
        optionClassName="scale-button"
        optionLabel={(value) => (value === max && high ? `${value} ${high}` : value === min && low ? `${value} ${low}` : String(value))}
        // A click on the chosen value clears it; the arrow keys always choose.
        onSelect={(value, via) => onValue(via === 'click' && chosen === value ? null : value)}
      >
        {(value) => value}
      </ScaleRadioGroup>
      <div className="q-vertical-labels" aria-hidden>
        <Text fw={600}>{high}</Text>
        <Text fw={600}>{low}</Text>
      </div>
    </div>
  );
}
