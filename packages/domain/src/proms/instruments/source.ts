import { z } from '../../zod';
import type { LanguageId } from '../../constants';
import { answerIndex, questionIndex } from '../ids';
import type { AnswerInput, QuestionInput, ScoreBand } from '../schemas';

/**
 * The publishers' questionnaire files (copied unchanged from shared/instruments into ./data) and
 * the helpers that turn them into Prom language versions. Wording is taken from the files as is;
 * a language ships only where all of its text is present (never translated by us).
 */

const Text = z.object({ sv: z.string().nullable(), en: z.string().nullable() });
type LocalText = z.infer<typeof Text>;

const SourceAnswer = z.object({ value: z.union([z.number(), z.string()]), text: Text });
const SourceQuestion = z.object({
  index: z.number().int(),
  text: Text,
  answers: z.array(SourceAnswer),
  definition: Text.optional(),
});
const SourceExtra = z.object({ id: z.string(), scored: z.boolean(), text: Text, answers: z.array(SourceAnswer) });
const SourceBand = z.object({ min: z.number(), max: z.number(), label: Text });

export const InstrumentSource = z.object({
  id: z.string(),
  title: Text,
  introduction: Text,
  preamble: Text.optional(),
  item_stem: Text.optional(),
  license: z.string(),
  sources: Text,
  questions: z.array(SourceQuestion).min(1),
  extra_questions: z.array(SourceExtra),
  scoring: z.object({
    method: z.string(),
    range: z.tuple([z.number(), z.number()]),
    items: z.array(z.number()).optional(),
    bands: z.array(SourceBand),
    screening_interpretation_sv: z.array(SourceBand).optional(),
    higher_is_better: z.boolean().optional(),
  }),
});
export type InstrumentSource = z.infer<typeof InstrumentSource>;

/**
 * A language ships when the title, introduction, every item and every extra question we show, and
 * every answer label that English prints, are present in it.
 */
function hasCompleteText(src: InstrumentSource, lang: LanguageId, extraIds: readonly string[] = []): boolean {
  const present = (t: LocalText | undefined) => t === undefined || t[lang] !== null;
  const answersOk = (answers: z.infer<typeof SourceAnswer>[]) => answers.every((a) => a.text.en === null || a.text[lang] !== null);
  const extras = src.extra_questions.filter((e) => extraIds.includes(e.id));
  return (
    present(src.title) &&
    present(src.introduction) &&
    present(src.item_stem) &&
    src.questions.every(
      (q) =>
        present(q.text) && answersOk(q.answers) && (q.definition === undefined || q.definition.en === null || q.definition[lang] !== null),
    ) &&
    extras.every((e) => present(e.text) && answersOk(e.answers))
  );
}

export function shippedLanguages(src: InstrumentSource, extraIds: readonly string[] = []): LanguageId[] {
  return (['sv', 'en'] as const).filter((lang) => hasCompleteText(src, lang, extraIds));
}

export function text(t: LocalText, lang: LanguageId): string {
  const value = t[lang];
  if (value === null) throw new Error(`missing ${lang} text`);
  return value;
}

/** Answers of a source item: ids Q<n>[letter]A<k>-, Index 10, 20, …; an unlabelled scale point shows its number. */
export function sourceAnswers(stem: string, answers: z.infer<typeof SourceAnswer>[], lang: LanguageId): AnswerInput[] {
  return answers.map((a, i) => ({
    Id: `${stem}A${i + 1}-`,
    Index: answerIndex(i + 1),
    ExportValue: a.value,
    Text: a.text[lang] ?? String(a.value),
    Level: 1,
  }));
}

interface ItemOptions {
  position: number;
  exportKey: string;
  header: string;
  text?: string | null;
  answers: AnswerInput[];
  required?: boolean;
  style?: string;
  letter?: string;
  level?: number;
  questionType?: QuestionInput['QuestionType'];
}

export function item(o: ItemOptions): QuestionInput {
  const stem = `Q${o.position}${o.letter ?? ''}`;
  return {
    Id: `${stem}-`,
    SequenceId: o.position,
    Header: o.header,
    Text: o.text ?? null,
    Index: questionIndex(o.position) + (o.letter ? o.letter.charCodeAt(0) - 64 : 0),
    Level: o.level ?? 1,
    QuestionType: o.questionType ?? 'radiobtn',
    Style: o.style ?? null,
    ExportKey: o.exportKey,
    Required: o.required ?? true,
    Answers: o.answers,
    Conditionals: [],
  };
}

export function bands(list: z.infer<typeof SourceBand>[], lang: LanguageId): ScoreBand[] {
  return list.map((b) => ({ Min: b.min, Max: b.max, Label: b.label[lang] }));
}
