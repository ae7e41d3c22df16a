import type { LanguageId } from '../../constants';
import type { PromInput } from '../schemas';
import source from './data/esas-r.json';
import { InstrumentSource, item, shippedLanguages, sourceAnswers, text } from './source';

/**
 * ESAS-r (AHS / Covenant Health, revised November 2010). No Swedish form text found: English only.
 * The form defines no total score, so the Prom hides its score; each item is its own 0–10 rating.
 * The page-2 body diagram is not a questionnaire item here (the app's body figure covers pain sites).
 */
export const ESASR_ID = 'esasr';
const EXTRAS = ['other_problem', 'completed_by'] as const;

export const ESASR_ABOUT =
  'Copyright © 2019. Director, Division of Palliative Care Medicine. Department of Oncology. University of Alberta. Some rights reserved. Freely available for use with appropriate acknowledgement of its source. The ESAS-r in its current form and name may not be modified without the prior consent of the authors.';

export function esasr(lang: LanguageId): PromInput {
  const src = InstrumentSource.parse(source);
  const languages = shippedLanguages(src, EXTRAS);
  if (!languages.includes(lang)) throw new Error(`ESAS-r has no ${lang} text`);
  const items = src.questions.map((q) =>
    item({
      position: q.index,
      exportKey: `esasr_${q.index}`,
      header: text(q.text, lang),
      text: q.definition?.[lang] ?? null,
      answers: sourceAnswers(`Q${q.index}`, q.answers, lang),
      style: 'numbered',
    }),
  );
  const other = src.extra_questions.find((e) => e.id === 'other_problem')!;
  const completedBy = src.extra_questions.find((e) => e.id === 'completed_by')!;
  const n = src.questions.length + 1;
  // "Other Problem": the patient names it (free text) and rates it on the same 0–10 scale.
  items.push(
    item({
      position: n,
      exportKey: 'esasr_other_problem',
      header: text(other.text, lang),
      answers: [],
      questionType: 'text',
      required: false,
    }),
  );
  items.push(
    item({
      position: n,
      letter: 'A',
      level: 2,
      exportKey: 'esasr_other_problem_rating',
      header: text(other.text, lang),
      answers: sourceAnswers(`Q${n}A`, other.answers, lang),
      style: 'numbered',
      required: false,
    }),
  );
  items.push(
    item({
      position: n + 1,
      exportKey: 'esasr_completed_by',
      header: text(completedBy.text, lang),
      answers: sourceAnswers(`Q${n + 1}`, completedBy.answers, lang),
      required: false,
    }),
  );
  return {
    Id: ESASR_ID,
    Language: lang,
    LanguageIds: languages,
    Title: text(src.title, lang),
    Concept: 'Symptoms',
    About: ESASR_ABOUT,
    OriginalName: text(src.title, 'en'),
    Introduction: text(src.introduction, lang),
    StatusReportTypes: ['pain', 'tiredness', 'drowsiness', 'nausea', 'appetite', 'shortnessofbreath', 'depression', 'anxiety', 'wellbeing'],
    Questions: items,
    QuestionCount: items.length,
    HideScore: true,
    Tags: ['ESAS-r'],
    Scoring: { Method: 'none', QuestionIds: [], Min: src.scoring.range[0], Max: src.scoring.range[1], HigherIsBetter: false, Bands: [] },
  };
}
