import type { PromInput, QuestionInput } from './schemas';
import { Prom } from './schemas';

/** A small Prom for tests: n radio questions with answers A1 (value 0) … Ak. */
export function radio(position: number, extra: Partial<QuestionInput> = {}, answerCount = 2): QuestionInput {
  return {
    Id: `Q${position}-`,
    SequenceId: position,
    Header: `Question ${position}`,
    Index: position * 1000,
    ExportKey: `q${position}`,
    Answers: Array.from({ length: answerCount }, (_, i) => ({
      Id: `Q${position}A${i + 1}-`,
      Index: (i + 1) * 10,
      ExportValue: i,
      Text: `Answer ${i + 1}`,
    })),
    ...extra,
  };
}

export function promInput(questions: QuestionInput[], extra: Partial<PromInput> = {}): PromInput {
  return {
    Id: 'test-prom',
    Language: 'sv',
    LanguageIds: ['sv'],
    Title: 'Testformulär',
    Concept: 'Test',
    About: '',
    OriginalName: 'Test',
    Questions: questions,
    ...extra,
  };
}

export function makeProm(questions: QuestionInput[], extra: Partial<PromInput> = {}): Prom {
  return Prom.parse(promInput(questions, extra));
}
