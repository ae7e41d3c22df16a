import { ActionIcon, Button, Checkbox, Fieldset, Group, NumberInput, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  answerTypeOf,
  COMPARISON_OPERATORS,
  QUESTION_TYPES,
  type AnswerInput,
  type ComparisonOperator,
  type QuestionInput,
  type QuestionType,
} from '@symptoms/domain';

interface QuestionEditorProps {
  question: QuestionInput;
  position: number;
  count: number;
  /** The questions after this one: where a conditional may send the patient. */
  later: readonly QuestionInput[];
  errors: Record<string, string[]>;
  disabled: boolean;
  onChange: (question: QuestionInput) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
}

const LEVELS = ['1', '2', '3', '4'];
const END = '0';

/** One question of the editor: its texts, type, level, answers and conditionals. */
export function QuestionEditor({ question, position, count, later, errors, disabled, onChange, onMove, onRemove }: QuestionEditorProps) {
  const { t } = useTranslation('proms');
  const type = question.QuestionType ?? 'radiobtn';
  const choice = ['answer', 'multi'].includes(answerTypeOf(type));
  const ranged = type === 'number' || type === 'slider';
  const err = (field: string) => errors[`Questions.${position - 1}.${field}`]?.join(' ');
  const set = (patch: Partial<QuestionInput>) => onChange({ ...question, ...patch });
  const answers = question.Answers ?? [];
  const setAnswer = (i: number, patch: Partial<AnswerInput>) => set({ Answers: answers.map((a, j) => (j === i ? { ...a, ...patch } : a)) });
  const conditionals = question.Conditionals ?? [];
  const heading = t('authoring.questions.legend', { number: position, id: question.Id });
  return (
    <Fieldset legend={heading} disabled={disabled} data-testid={`question-${position}`}>
      <Stack gap="xs">
        <TextInput
          label={t('authoring.questions.header')}
          required
          value={question.Header}
          error={err('Header')}
          onChange={(e) => set({ Header: e.currentTarget.value })}
        />
        <Textarea
          label={t('authoring.questions.text')}
          rows={1}
          value={question.Text ?? ''}
          onChange={(e) => set({ Text: e.currentTarget.value || null })}
        />
        <Group grow align="flex-start">
          <Select
            label={t('authoring.questions.type')}
            data={QUESTION_TYPES.map((value) => ({ value, label: t(`authoring.questionTypes.${value}`) }))}
            value={type}
            allowDeselect={false}
            onChange={(value) => value && set({ QuestionType: value as QuestionType, AnswerType: answerTypeOf(value as QuestionType) })}
          />
          <Select
            label={t('authoring.questions.level')}
            data={LEVELS}
            value={String(question.Level ?? 1)}
            allowDeselect={false}
            onChange={(value) => value && set({ Level: Number(value) })}
          />
          <TextInput
            label={t('authoring.questions.exportKey')}
            value={question.ExportKey}
            error={err('ExportKey')}
            onChange={(e) => set({ ExportKey: e.currentTarget.value })}
          />
        </Group>
        {ranged && (
          <Group grow>
            <NumberInput
              label={t('authoring.questions.min')}
              value={question.MinValue ?? ''}
              error={err('MinValue')}
              onChange={(v) => set({ MinValue: typeof v === 'number' ? v : null })}
            />
            <NumberInput
              label={t('authoring.questions.max')}
              value={question.MaxValue ?? ''}
              onChange={(v) => set({ MaxValue: typeof v === 'number' ? v : null })}
            />
          </Group>
        )}
        <Checkbox
          label={t('authoring.questions.required')}
          checked={question.Required ?? true}
          onChange={(e) => set({ Required: e.currentTarget.checked })}
        />
        {(choice || type === 'slider') && (
          <Stack gap={6}>
            <Text fw={600}>{choice ? t('authoring.questions.answers') : t('authoring.questions.scaleLabels')}</Text>
            {err('Answers') && (
              <Text c="red" size="sm">
                {err('Answers')}
              </Text>
            )}
            {answers.map((answer, i) => (
              <Group key={i} gap="xs" align="flex-end" wrap="nowrap">
                <TextInput
                  flex={3}
                  label={t('authoring.questions.answerText', { number: i + 1 })}
                  value={answer.Text}
                  error={err(`Answers.${i}.Text`)}
                  onChange={(e) => setAnswer(i, { Text: e.currentTarget.value })}
                />
                <TextInput
                  flex={1}
                  label={t('authoring.questions.exportValue')}
                  value={String(answer.ExportValue)}
                  onChange={(e) => {
                    const text = e.currentTarget.value;
                    setAnswer(i, { ExportValue: text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text });
                  }}
                />
                <Select
                  w={72}
                  label={t('authoring.questions.answerLevel')}
                  data={LEVELS}
                  value={String(answer.Level ?? 1)}
                  allowDeselect={false}
                  onChange={(value) => value && setAnswer(i, { Level: Number(value) })}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={t('authoring.questions.removeAnswer', { number: i + 1 })}
                  onClick={() => set({ Answers: answers.filter((_, j) => j !== i) })}
                >
                  <IconTrash size={18} />
                </ActionIcon>
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={16} />}
              onClick={() => set({ Answers: [...answers, { Id: '', Text: '', Index: 0, ExportValue: answers.length, Level: 1 }] })}
            >
              {t('authoring.questions.addAnswer')}
            </Button>
          </Stack>
        )}
        <Stack gap={6}>
          <Text fw={600}>{t('authoring.questions.conditionals')}</Text>
          {conditionals.map((c, i) => (
            <Group key={i} gap="xs" align="flex-end" wrap="wrap">
              <Select
                w={150}
                label={t('authoring.questions.operator')}
                data={COMPARISON_OPERATORS.map((value) => ({ value, label: t(`authoring.operators.${value}`) }))}
                value={c.ComparisonOperator}
                allowDeselect={false}
                onChange={(value) =>
                  value &&
                  set({
                    Conditionals: conditionals.map((x, j) => (j === i ? { ...x, ComparisonOperator: value as ComparisonOperator } : x)),
                  })
                }
              />
              {choice ? (
                <Select
                  w={200}
                  label={t('authoring.questions.compareAnswer')}
                  data={answers.map((a) => ({ value: a.Id, label: a.Text || a.Id }))}
                  value={c.CompareAnswerId || null}
                  error={err(`Conditionals.${i}.CompareAnswerId`)}
                  onChange={(value) =>
                    set({ Conditionals: conditionals.map((x, j) => (j === i ? { ...x, CompareAnswerId: value ?? '' } : x)) })
                  }
                />
              ) : (
                <TextInput
                  w={120}
                  label={t('authoring.questions.compareValue')}
                  value={c.CompareAnswerId}
                  error={err(`Conditionals.${i}.CompareAnswerId`)}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    set({ Conditionals: conditionals.map((x, j) => (j === i ? { ...x, CompareAnswerId: value } : x)) });
                  }}
                />
              )}
              <Select
                w={220}
                label={t('authoring.questions.redirect')}
                data={[
                  { value: END, label: t('authoring.questions.end') },
                  ...later.map((q) => ({ value: q.Id, label: `${q.Id} ${q.Header}` })),
                ]}
                value={String(c.RedirectQuestionId)}
                error={err(`Conditionals.${i}.RedirectQuestionId`)}
                allowDeselect={false}
                onChange={(value) =>
                  value !== null &&
                  set({ Conditionals: conditionals.map((x, j) => (j === i ? { ...x, RedirectQuestionId: value === END ? 0 : value } : x)) })
                }
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('authoring.questions.removeConditional', { number: i + 1 })}
                onClick={() => set({ Conditionals: conditionals.filter((_, j) => j !== i) })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="subtle"
            size="xs"
            w="fit-content"
            leftSection={<IconPlus size={16} />}
            onClick={() =>
              set({
                Conditionals: [
                  ...conditionals,
                  {
                    ComparisonOperator: 'eq',
                    CompareQuestionId: question.Id,
                    CompareAnswerId: answers[0]?.Id ?? '',
                    RedirectQuestionId: 0,
                  },
                ],
              })
            }
          >
            {t('authoring.questions.addConditional')}
          </Button>
        </Stack>
        <Group gap="xs" justify="flex-end">
          <ActionIcon
            variant="light"
            size="lg"
            disabled={position === 1}
            aria-label={t('authoring.questions.moveUp')}
            onClick={() => onMove(-1)}
          >
            <IconArrowUp size={18} />
          </ActionIcon>
          <ActionIcon
            variant="light"
            size="lg"
            disabled={position === count}
            aria-label={t('authoring.questions.moveDown')}
            onClick={() => onMove(1)}
          >
            <IconArrowDown size={18} />
          </ActionIcon>
          <Button variant="subtle" color="red" size="xs" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {t('authoring.questions.remove')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
