import type { LanguageId } from '../../constants';
import type { PromInput } from '../schemas';
import { SCREENING_IDS, SCREENING_PROM_ID } from '../screening';

/** Our own screening questionnaire for the demo study group (rule in ../screening.ts). */
const T = {
  sv: {
    title: 'Screening inför studien',
    concept: 'Screening',
    about: 'Symptoms egna screeningfrågor för studiegruppen Hälsa i vardagen.',
    introduction: 'Två korta frågor innan du börjar i studien.',
    q1: 'Har du i dag kontakt med vården för din psykiska hälsa?',
    q2: 'Vet din vårdkontakt om att du vill delta i studien?',
    yes: 'Ja',
    no: 'Nej',
  },
  en: {
    title: 'Study screening',
    concept: 'Screening',
    about: "Symptoms' own screening questions for the study group Hälsa i vardagen.",
    introduction: 'Two short questions before you start the study.',
    q1: 'Are you currently in contact with healthcare for your mental health?',
    q2: 'Does your healthcare contact know that you want to take part in the study?',
    yes: 'Yes',
    no: 'No',
  },
} as const;

export function screeningProm(lang: LanguageId): PromInput {
  const t = T[lang];
  return {
    Id: SCREENING_PROM_ID,
    Language: lang,
    LanguageIds: ['sv', 'en'],
    Title: t.title,
    Concept: t.concept,
    About: t.about,
    OriginalName: 'Study screening (Symptoms)',
    Introduction: t.introduction,
    Questions: [
      {
        Id: SCREENING_IDS.q1,
        SequenceId: 1,
        Header: t.q1,
        Index: 1000,
        ExportKey: 'screening_q1',
        Required: true,
        Answers: [
          { Id: SCREENING_IDS.q1Yes, Index: 10, ExportValue: 1, Text: t.yes },
          { Id: SCREENING_IDS.q1No, Index: 20, ExportValue: 0, Text: t.no },
        ],
        // "No" ends the questionnaire, which skips Q2.
        Conditionals: [
          {
            Id: 'C1',
            ComparisonOperator: 'eq',
            CompareQuestionId: SCREENING_IDS.q1,
            CompareAnswerId: SCREENING_IDS.q1No,
            RedirectQuestionId: 0,
          },
        ],
      },
      {
        Id: SCREENING_IDS.q2,
        SequenceId: 2,
        Header: t.q2,
        Index: 2000,
        ExportKey: 'screening_q2',
        Required: true,
        Answers: [
          { Id: SCREENING_IDS.q2Yes, Index: 10, ExportValue: 1, Text: t.yes },
          { Id: SCREENING_IDS.q2No, Index: 20, ExportValue: 0, Text: t.no },
        ],
        Conditionals: [],
      },
    ],
    QuestionCount: 2,
    HideScore: true,
    Scoring: { Method: 'none', QuestionIds: [], Min: 0, Max: 0, HigherIsBetter: false, Bands: [] },
  };
}
