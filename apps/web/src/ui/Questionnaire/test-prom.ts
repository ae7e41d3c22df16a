import { Prom, type PromInput } from '@symptoms/domain';

const yesNo = (q: string) => [
  { Id: `${q}A1-`, Index: 10, ExportValue: 1, Text: 'Ja' },
  { Id: `${q}A2-`, Index: 20, ExportValue: 0, Text: 'Nej' },
];

/** A questionnaire with every input type; "Nej" on Q1 skips Q2. */
export const testPromInput: PromInput = {
  Id: 'test-all',
  Language: 'sv',
  LanguageIds: ['sv'],
  Title: 'Alla frågetyper',
  Concept: 'Test',
  About: '',
  OriginalName: 'Test',
  Infos: [{ Id: 'I1-', Text: 'Läs detta först.', Index: 500 }],
  Questions: [
    {
      Id: 'Q1-',
      SequenceId: 1,
      Header: 'Har du ont?',
      Index: 1000,
      ExportKey: 'q1',
      Answers: yesNo('Q1'),
      Conditionals: [{ ComparisonOperator: 'eq', CompareQuestionId: 'Q1-', CompareAnswerId: 'Q1A2-', RedirectQuestionId: 'Q3-' }],
    },
    { Id: 'Q2-', SequenceId: 2, Header: 'Var gör det ont?', Index: 2000, ExportKey: 'q2', QuestionType: 'text' },
    {
      Id: 'Q3-',
      SequenceId: 3,
      Header: 'Hur många timmar sov du?',
      Index: 3000,
      ExportKey: 'q3',
      QuestionType: 'number',
      MinValue: 0,
      MaxValue: 24,
    },
    {
      Id: 'Q4-',
      SequenceId: 4,
      Header: 'Vad hjälper?',
      Index: 4000,
      ExportKey: 'q4',
      QuestionType: 'chbox',
      MinAnswerCount: 2,
      Answers: [
        { Id: 'Q4A1-', Index: 10, ExportValue: 1, Text: 'Vila' },
        { Id: 'Q4A2-', Index: 20, ExportValue: 2, Text: 'Promenad' },
        { Id: 'Q4A3-', Index: 30, ExportValue: 3, Text: 'Kort promenad', Level: 2 },
      ],
    },
    { Id: 'Q5-', SequenceId: 5, Header: 'När började det?', Index: 5000, ExportKey: 'q5', QuestionType: 'date', Required: false },
    {
      Id: 'Q6-',
      SequenceId: 6,
      Header: 'Hur är din hälsa i dag?',
      Index: 6000,
      ExportKey: 'q6',
      QuestionType: 'slider',
      Style: 'vertical',
      MinValue: 0,
      MaxValue: 10,
      Answers: [
        { Id: 'Q6A1-', Index: 10, ExportValue: 10, Text: 'Bästa tänkbara hälsa' },
        { Id: 'Q6A2-', Index: 20, ExportValue: 0, Text: 'Sämsta tänkbara hälsa' },
      ],
    },
    { Id: 'Q7-', SequenceId: 7, Header: 'Vilken vårdform?', Index: 7000, ExportKey: 'q7', QuestionType: 'dropdown', Answers: yesNo('Q7') },
    {
      Id: 'Q8-',
      SequenceId: 8,
      Header: 'Hur trött är du?',
      Index: 8000,
      ExportKey: 'q8',
      Style: 'numbered',
      Answers: [0, 1, 2, 3].map((v, i) => ({
        Id: `Q8A${i + 1}-`,
        Index: (i + 1) * 10,
        ExportValue: v,
        Text: v === 0 ? 'Inte alls' : String(v),
      })),
    },
    {
      Id: 'Q8A-',
      SequenceId: 8,
      Header: 'Sover du dåligt?',
      Index: 8001,
      Level: 2,
      ExportKey: 'q8a',
      Required: false,
      Answers: yesNo('Q8A'),
    },
  ],
};

export const testProm = Prom.parse(testPromInput);
