import type { LanguageId } from '../../constants';
import type { PromInput } from '../schemas';
import source from './data/phq-9.json';
import { InstrumentSource, bands, item, shippedLanguages, sourceAnswers, text } from './source';

/** PHQ-9 (phqscreeners.com / Pfizer; Swedish: Pfizer AB, translation by Mats Adler). */
export const PHQ9_ID = 'phq9';
const EXTRAS = ['difficulty'] as const;

/** The footers as printed on the forms (quoted in the instrument file's licence note). */
const ABOUT: Record<LanguageId, string> = {
  en: 'Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
  sv: '© © Pfizer AB. PHQ-9 är framtagen av Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke, och kolleger, med ett utbildningsbidrag från Pfizer Inc. Översättning av Mats Adler, Affektiva mottagningen Karolinska Universitetssjukhuset Huddinge. Skalan är tillgänglig för patientarbete och forskning, även som elektroniskt formulär. Eftertryck för försäljning är förbjudet. Datum för detta dokument är 051228.',
};
export const PHQ9_ABOUT = ABOUT;

export function phq9(lang: LanguageId): PromInput {
  const src = InstrumentSource.parse(source);
  const languages = shippedLanguages(src, EXTRAS);
  if (!languages.includes(lang)) throw new Error(`PHQ-9 has no ${lang} text`);
  const items = src.questions.map((q) =>
    item({
      position: q.index,
      exportKey: `phq9_${q.index}`,
      header: text(q.text, lang),
      answers: sourceAnswers(`Q${q.index}`, q.answers, lang),
    }),
  );
  const difficulty = src.extra_questions.find((e) => e.id === 'difficulty')!;
  const n = src.questions.length + 1;
  items.push(
    item({
      position: n,
      exportKey: 'phq9_difficulty',
      header: text(difficulty.text, lang),
      answers: sourceAnswers(`Q${n}`, difficulty.answers, lang),
      required: false,
    }),
  );
  const preamble = src.preamble?.[lang];
  const intro = text(src.introduction, lang);
  return {
    Id: PHQ9_ID,
    Language: lang,
    LanguageIds: languages,
    Title: text(src.title, lang),
    Concept: 'Depression',
    About: ABOUT[lang],
    OriginalName: text(src.title, 'en'),
    Introduction: preamble ? `${preamble}\n\n${intro}` : intro,
    StatusReportTypes: ['depression'],
    Questions: items,
    QuestionCount: items.length,
    HideScore: false,
    Tags: ['PHQ-9'],
    // Item 9 (thoughts of being better off dead or of self-harm) above "Not at all" / "Inte alls",
    // whatever the total: the patient is told at once whom to contact (docs/decisions.md).
    RiskRules: [{ Id: 'phq9-item9', QuestionId: 'Q9-', ComparisonOperator: 'gt', CompareAnswerId: 'Q9A1-', Guidance: 'selfHarm' }],
    Scoring: {
      Method: 'sum',
      QuestionIds: (src.scoring.items ?? []).map((i) => `Q${i}-`),
      Min: src.scoring.range[0],
      Max: src.scoring.range[1],
      HigherIsBetter: false,
      // English: the five PHQ-9 severity bands. Swedish: the published Swedish screening reading (carlbring.se).
      Bands:
        lang === 'sv' && src.scoring.screening_interpretation_sv
          ? bands(src.scoring.screening_interpretation_sv, 'sv')
          : bands(src.scoring.bands, lang),
    },
  };
}
