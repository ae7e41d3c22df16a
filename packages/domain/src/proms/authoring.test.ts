import { describe, expect, it } from 'vitest';
import { firstItem, nextItem } from './engine';
import {
  AuthoredPromId,
  isDiscardableDraft,
  isShippedPromId,
  newQuestion,
  normaliseAuthoredProm,
  PromMetaInput,
  validateAuthoredProm,
} from './authoring';
import { Prom, type PromInput } from './schemas';

const draft = (): PromInput => ({
  Id: 'rokvanor',
  Language: 'sv',
  LanguageIds: ['sv'],
  Title: 'Rökvanor',
  Concept: 'Rökning',
  About: '',
  OriginalName: 'Rökvanor',
  Questions: [
    {
      ...newQuestion(1),
      Id: 'roker',
      Header: 'Röker du?',
      Answers: [
        { Id: 'ja', Text: 'Ja', Index: 0, ExportValue: 1 },
        { Id: 'nej', Text: 'Nej', Index: 0, ExportValue: 0 },
      ],
      Conditionals: [{ ComparisonOperator: 'eq', CompareQuestionId: 'roker', CompareAnswerId: 'nej', RedirectQuestionId: 0 }],
    },
    { ...newQuestion(2), Id: 'antal', Header: 'Hur många cigaretter om dagen?', QuestionType: 'number', MinValue: 0, MaxValue: 100 },
  ],
});

describe('PROM authoring', () => {
  it('prefixes question, answer and info ids and steps the indexes (1000, 10), keeping conditionals pointed right', () => {
    const prom = normaliseAuthoredProm({ ...draft(), Infos: [{ Id: 'intro', Text: 'Om dina vanor', Index: 0 }] });
    expect(prom.Questions.map((q) => [q.Id, q.Index, q.SequenceId])).toEqual([
      ['Q1-roker', 1000, 1],
      ['Q2-antal', 2000, 2],
    ]);
    expect(prom.Questions[0]!.Answers!.map((a) => [a.Id, a.Index])).toEqual([
      ['Q1A1-ja', 10],
      ['Q1A2-nej', 20],
    ]);
    expect(prom.Questions[0]!.Conditionals![0]).toMatchObject({
      CompareQuestionId: 'Q1-roker',
      CompareAnswerId: 'Q1A2-nej',
      RedirectQuestionId: 0,
    });
    expect(prom.Infos![0]!.Id).toBe('I1-intro');
    expect(prom.QuestionCount).toBe(2);
    expect(validateAuthoredProm(prom, 'sv')).toEqual({});
    // Normalising twice changes nothing (ids already prefixed stay as they are).
    expect(normaliseAuthoredProm(prom)).toEqual(prom);
  });

  it('letters level-2 sub-questions under their question', () => {
    const input = draft();
    input.Questions.push({ ...newQuestion(3), Id: 'marke', Header: 'Vilket märke?', Level: 2, QuestionType: 'text', Required: false });
    const prom = normaliseAuthoredProm(input);
    expect(prom.Questions.map((q) => q.Id)).toEqual(['Q1-roker', 'Q2-antal', 'Q2A-marke']);
  });

  it('runs in the patient’s engine: "Nej" ends the questionnaire, "Ja" goes on', () => {
    const prom = Prom.parse(normaliseAuthoredProm(draft()));
    const first = firstItem(prom, [])!;
    expect(first.Id).toBe('Q1-roker');
    expect(nextItem(prom, [{ QuestionId: 'Q1-roker', AnswerId: 'Q1A2-nej' }], first.Id)).toBeNull();
    expect(nextItem(prom, [{ QuestionId: 'Q1-roker', AnswerId: 'Q1A1-ja' }], first.Id)?.Id).toBe('Q2-antal');
  });

  it('refuses what the spec limits: title 2–512, concept 2–64, at least one question, header required, ids 2–32 never 20–23', () => {
    const errors = validateAuthoredProm({ ...normaliseAuthoredProm(draft()), Title: 'R', Concept: 'x'.repeat(65), Questions: [] }, 'sv');
    expect(errors.Title).toEqual(['Minst 2 tecken.']);
    expect(errors.Concept).toEqual(['Högst 64 tecken.']);
    expect(errors.Questions).toBeDefined();
    const noHeader = normaliseAuthoredProm(draft());
    noHeader.Questions[0]!.Header = ' ';
    expect(validateAuthoredProm(noHeader, 'en')['Questions.0.Header']).toEqual(['This field is required.']);
    expect(AuthoredPromId.safeParse('a'.repeat(21)).success).toBe(false);
    expect(AuthoredPromId.safeParse('a'.repeat(24)).success).toBe(true);
    expect(AuthoredPromId.safeParse('min prom').success).toBe(false);
    expect(PromMetaInput.safeParse({ Id: 'ok', About: 'x'.repeat(1025), OriginalName: 'O' }).success).toBe(false);
    expect(PromMetaInput.safeParse({ Id: 'ok', About: '', OriginalName: 'O', Image: 'x'.repeat(65) }).success).toBe(false);
  });

  it('refuses a conditional that jumps backwards', () => {
    const prom = normaliseAuthoredProm(draft());
    prom.Questions[1]!.Conditionals = [
      { ComparisonOperator: 'gt', CompareQuestionId: 'Q2-antal', CompareAnswerId: '10', RedirectQuestionId: 'Q1-roker' },
    ];
    expect(Object.keys(validateAuthoredProm(prom, 'sv'))).toEqual(['Questions.1.Conditionals.0.RedirectQuestionId']);
  });

  it('discards drafts without a title, unsaved drafts with a local id, and drafts equal to the saved one', () => {
    expect(isDiscardableDraft({ ...draft(), Title: '' }, null)).toBe(true);
    expect(isDiscardableDraft({ ...draft(), Id: 'x'.repeat(21) }, null)).toBe(true);
    expect(isDiscardableDraft(draft(), draft())).toBe(true);
    expect(isDiscardableDraft(draft(), null)).toBe(false);
  });

  it('knows the shipped instruments', () => {
    expect(isShippedPromId('phq9')).toBe(true);
    expect(isShippedPromId('rokvanor')).toBe(false);
  });
});
