import type { LanguageId } from '../../constants';
import type { PromInput } from '../schemas';

/** Our own one-question "health today": a vertical 0–10 slider, Swedish and English. */
export const HEALTH_TODAY_ID = 'health-today';

const T = {
  sv: {
    title: 'Hälsan i dag',
    concept: 'Hälsa',
    about: 'Symptoms egen fråga: hur din hälsa är i dag, på en skala från 0 till 10.',
    introduction: 'En enda fråga om hur du mår just i dag.',
    header: 'Hur är din hälsa i dag?',
    text: 'Välj det värde på skalan som bäst beskriver din hälsa i dag.',
    best: 'Bästa tänkbara hälsa',
    worst: 'Sämsta tänkbara hälsa',
  },
  en: {
    title: 'Health today',
    concept: 'Health',
    about: "Symptoms' own question: how your health is today, on a scale from 0 to 10.",
    introduction: 'A single question about how you feel today.',
    header: 'How is your health today?',
    text: 'Choose the value on the scale that best describes your health today.',
    best: 'Best health you can imagine',
    worst: 'Worst health you can imagine',
  },
} as const;

export function healthToday(lang: LanguageId): PromInput {
  const t = T[lang];
  return {
    Id: HEALTH_TODAY_ID,
    Language: lang,
    LanguageIds: ['sv', 'en'],
    Title: t.title,
    Concept: t.concept,
    About: t.about,
    OriginalName: 'Health today (Symptoms)',
    Introduction: t.introduction,
    StatusReportTypes: ['qualityoflife'],
    Questions: [
      {
        Id: 'Q1-',
        SequenceId: 1,
        Header: t.header,
        Text: t.text,
        Index: 1000,
        Level: 1,
        QuestionType: 'slider',
        // The vertical 0–10 slider of spec 1 §2; the answers are its end labels at their ExportValue.
        Style: 'vertical',
        ExportKey: 'health_today',
        Required: true,
        MinValue: 0,
        MaxValue: 10,
        Answers: [
          { Id: 'Q1A1-', Index: 10, ExportValue: 10, Text: t.best, Level: 1 },
          { Id: 'Q1A2-', Index: 20, ExportValue: 0, Text: t.worst, Level: 1 },
        ],
        Conditionals: [],
      },
    ],
    QuestionCount: 1,
    HideScore: false,
    Scoring: { Method: 'value', QuestionIds: ['Q1-'], Min: 0, Max: 10, HigherIsBetter: true, Bands: [] },
  };
}
