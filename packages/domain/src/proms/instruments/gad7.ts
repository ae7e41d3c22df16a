import type { LanguageId } from '../../constants';
import type { PromInput } from '../schemas';
import source from './data/gad-7.json';
import { InstrumentSource, bands, item, shippedLanguages, sourceAnswers, text } from './source';

/** GAD-7 (phqscreeners.com / Pfizer). No official Swedish item wording was found: English only. */
export const GAD7_ID = 'gad7';
const EXTRAS = ['difficulty'] as const;

export const GAD7_ABOUT: Partial<Record<LanguageId, string>> = {
  en: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  sv: 'Copyright: Framtagen av läkarna Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke och kollegor, med ett utbildningsanslag från Pfizer Inc. Ingen tillåtelse krävs för att reproducera, översätta, visa eller distribuera.',
};

export function gad7(lang: LanguageId): PromInput {
  const src = InstrumentSource.parse(source);
  const languages = shippedLanguages(src, EXTRAS);
  if (!languages.includes(lang)) throw new Error(`GAD-7 has no ${lang} text`);
  const items = src.questions.map((q) =>
    item({
      position: q.index,
      exportKey: `gad7_${q.index}`,
      header: text(q.text, lang),
      answers: sourceAnswers(`Q${q.index}`, q.answers, lang),
    }),
  );
  const difficulty = src.extra_questions.find((e) => e.id === 'difficulty')!;
  const n = src.questions.length + 1;
  items.push(
    item({
      position: n,
      exportKey: 'gad7_difficulty',
      header: text(difficulty.text, lang),
      answers: sourceAnswers(`Q${n}`, difficulty.answers, lang),
      required: false,
    }),
  );
  return {
    Id: GAD7_ID,
    Language: lang,
    LanguageIds: languages,
    Title: text(src.title, lang),
    Concept: 'Anxiety',
    About: GAD7_ABOUT[lang]!,
    // The file's "sv" title is the full English name of the instrument.
    OriginalName: text(src.title, 'sv'),
    Introduction: text(src.introduction, lang),
    StatusReportTypes: ['anxiety'],
    Questions: items,
    QuestionCount: items.length,
    HideScore: false,
    Tags: ['GAD-7'],
    Scoring: {
      Method: 'sum',
      QuestionIds: (src.scoring.items ?? []).map((i) => `Q${i}-`),
      Min: src.scoring.range[0],
      Max: src.scoring.range[1],
      HigherIsBetter: false,
      Bands: bands(src.scoring.bands, lang),
    },
  };
}
