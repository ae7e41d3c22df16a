import type { LanguageId } from '../../constants';
import type { PromInput } from '../schemas';
import source from './data/who-5.json';
import { InstrumentSource, bands, item, shippedLanguages, sourceAnswers, text } from './source';

/** WHO-5 (1998 version, Psychiatric Research Unit, Hillerød). No Swedish text found: English only. */
export const WHO5_ID = 'who5';

/** The attribution the instrument file gives to use until the rights holder's own terms are checked. */
export const WHO5_ATTRIBUTION =
  'Psychiatric Research Unit, Mental Health Centre North Zealand, Hillerød, Denmark; WHO Regional Office for Europe, 1998';

export function who5(lang: LanguageId): PromInput {
  const src = InstrumentSource.parse(source);
  const languages = shippedLanguages(src);
  if (!languages.includes(lang)) throw new Error(`WHO-5 has no ${lang} text`);
  const items = src.questions.map((q) =>
    item({
      position: q.index,
      exportKey: `who5_${q.index}`,
      header: text(q.text, lang),
      answers: sourceAnswers(`Q${q.index}`, q.answers, lang),
    }),
  );
  return {
    Id: WHO5_ID,
    Language: lang,
    LanguageIds: languages,
    Title: text(src.title, lang),
    Concept: 'Well-being',
    About: `Developed at the ${WHO5_ATTRIBUTION}.`,
    OriginalName: text(src.title, 'en'),
    Introduction: text(src.introduction, lang),
    StatusReportTypes: ['wellbeing'],
    // The item stem "Over the last two weeks" is printed once above the five statements.
    Infos: [{ Id: 'I1-', Text: text(src.item_stem!, lang), Index: 500, Level: 1 }],
    Questions: items,
    QuestionCount: items.length,
    HideScore: false,
    Tags: ['WHO-5'],
    Scoring: {
      Method: 'sum_times_4',
      QuestionIds: items.map((q) => q.Id),
      Min: src.scoring.range[0],
      Max: src.scoring.range[1],
      HigherIsBetter: true,
      Bands: bands(src.scoring.bands, lang),
    },
  };
}
