import { describe, expect, it } from 'vitest';
import { answerIndex, prefixAnswerId, prefixInfoId, prefixQuestionId, questionIndex, questionStem, subQuestionLetter } from './ids';
import { ANSWER_TYPE_OF, AnsweredQuestion, Prom, PromReport, Question } from './schemas';
import { makeProm, promInput, radio } from './test-helpers';

const paths = (input: unknown) => {
  const r = Prom.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('Prom schema', () => {
  it('accepts a minimal valid Prom and fills defaults', () => {
    const p = makeProm([radio(1)]);
    expect(p.Questions[0]).toMatchObject({ Level: 1, QuestionType: 'radiobtn', AnswerType: 'answer', Required: true });
    expect(p.HideScore).toBe(false);
    expect(p.Scoring.Method).toBe('none');
  });

  it('Title 2–512, Concept 2–64, About ≤ 1024, Id 2–32, OriginalName ≤ 128', () => {
    const q = [radio(1)];
    expect(paths(promInput(q, { Title: 'A' }))).toContain('Title');
    expect(paths(promInput(q, { Title: 'x'.repeat(513) }))).toContain('Title');
    expect(paths(promInput(q, { Title: 'x'.repeat(512) }))).toEqual([]);
    expect(paths(promInput(q, { Concept: 'C' }))).toContain('Concept');
    expect(paths(promInput(q, { Concept: 'x'.repeat(65) }))).toContain('Concept');
    expect(paths(promInput(q, { About: 'x'.repeat(1025) }))).toContain('About');
    expect(paths(promInput(q, { About: 'x'.repeat(1024) }))).toEqual([]);
    expect(paths(promInput(q, { Id: 'p' }))).toContain('Id');
    expect(paths(promInput(q, { Id: 'x'.repeat(33) }))).toContain('Id');
    expect(paths(promInput(q, { OriginalName: 'x'.repeat(129) }))).toContain('OriginalName');
    expect(paths({ ...promInput(q), About: undefined })).toContain('About');
    expect(paths({ ...promInput(q), OriginalName: undefined })).toContain('OriginalName');
  });

  it('Introduction 16–1024 only when present', () => {
    const q = [radio(1)];
    expect(paths(promInput(q, { Introduction: 'too short' }))).toContain('Introduction');
    expect(paths(promInput(q, { Introduction: 'x'.repeat(1025) }))).toContain('Introduction');
    expect(paths(promInput(q, { Introduction: 'x'.repeat(16) }))).toEqual([]);
    expect(paths(promInput(q, { Introduction: null }))).toEqual([]);
  });

  it('needs at least one question', () => {
    expect(paths(promInput([]))).toContain('Questions');
  });

  it('a question needs SequenceId, Id, ExportKey, Index and Header', () => {
    for (const field of ['SequenceId', 'Id', 'ExportKey', 'Index', 'Header'] as const) {
      const q = { ...radio(1) } as Record<string, unknown>;
      delete q[field];
      expect(Question.safeParse(q).success, field).toBe(false);
    }
    expect(Question.safeParse({ ...radio(1), Header: '  ' }).success).toBe(false);
  });

  it('an answer needs Id, ExportValue, Text and Index', () => {
    for (const field of ['Id', 'ExportValue', 'Text', 'Index'] as const) {
      const q = radio(1);
      const a = { ...q.Answers![0]! } as Record<string, unknown>;
      delete a[field];
      expect(paths(promInput([{ ...q, Answers: [a as never] }])).length, field).toBeGreaterThan(0);
    }
  });

  it('ids follow Q<n>[letter]-, Q<n><letter>A<n>-, I<n>-', () => {
    expect(paths(promInput([{ ...radio(1), Id: 'first' }]))).toContain('Questions.0.Id');
    expect(paths(promInput([{ ...radio(1), Id: 'Q1a-' }]))).toContain('Questions.0.Id');
    expect(paths(promInput([{ ...radio(1), Id: 'Q1B-x', Answers: [{ Id: 'Q1BA1-', Index: 10, ExportValue: 1, Text: 'Ja' }] }]))).toEqual(
      [],
    );
    expect(paths(promInput([{ ...radio(1), Answers: [{ Id: 'A1', Index: 10, ExportValue: 1, Text: 'Ja' }] }]))).toContain(
      'Questions.0.Answers.0.Id',
    );
    expect(paths(promInput([radio(1)], { Infos: [{ Id: 'info', Text: 'Info', Index: 500 }] }))).toContain('Infos.0.Id');
    expect(paths(promInput([radio(1)], { Infos: [{ Id: 'I1-', Text: 'Info', Index: 500 }] }))).toEqual([]);
    expect(paths(promInput([radio(1)], { Infos: [{ Id: 'I1-', Text: '', Index: 500 }] }))).toContain('Infos.0.Text');
  });

  it('ids and item indexes are unique', () => {
    expect(paths(promInput([radio(1), { ...radio(2), Id: 'Q1-' }]))).toContain('Questions.1.Id');
    expect(paths(promInput([radio(1), { ...radio(2), Index: 1000 }]))).toContain('Questions.1.Index');
    expect(paths(promInput([radio(1)], { Infos: [{ Id: 'I1-', Text: 'x', Index: 1000 }] }))).toContain('Infos.0.Index');
  });

  it('maps QuestionType to AnswerType and rejects a stored AnswerType that disagrees', () => {
    expect(ANSWER_TYPE_OF).toEqual({
      radiobtn: 'answer',
      dropdown: 'answer',
      chbox: 'multi',
      text: 'string',
      date: 'string',
      number: 'integer',
      slider: 'integer',
    });
    const p = makeProm([radio(1, { QuestionType: 'chbox' }), radio(2, { QuestionType: 'number', Answers: [] })]);
    expect(p.Questions.map((q) => q.AnswerType)).toEqual(['multi', 'integer']);
    expect(paths(promInput([radio(1, { QuestionType: 'date', AnswerType: 'integer' })]))).toContain('Questions.0.AnswerType');
    expect(paths(promInput([radio(1, { QuestionType: 'radiobtn', Answers: [] })]))).toContain('Questions.0.Answers');
  });

  it('levels are 1–4 and the first answer is level 1', () => {
    expect(paths(promInput([radio(1, { Level: 5 })]))).toContain('Questions.0.Level');
    expect(paths(promInput([radio(1, { Level: 0 })]))).toContain('Questions.0.Level');
    expect(paths(promInput([radio(1, { Level: 4 })]))).toEqual([]);
    const q = radio(1);
    q.Answers = [{ ...q.Answers![0]!, Level: 2 }, q.Answers![1]!];
    expect(paths(promInput([q]))).toContain('Questions.0.Answers.0.Level');
  });

  it('conditionals: known question and answer, forward redirects only, 0 = end', () => {
    const cond = (RedirectQuestionId: string | 0, CompareAnswerId = 'Q1A1-') => ({
      ComparisonOperator: 'eq' as const,
      CompareQuestionId: 'Q1-',
      CompareAnswerId,
      RedirectQuestionId,
    });
    expect(paths(promInput([radio(1, { Conditionals: [cond(0)] }), radio(2)]))).toEqual([]);
    expect(paths(promInput([radio(1, { Conditionals: [cond('Q3-')] }), radio(2), radio(3)]))).toEqual([]);
    expect(paths(promInput([radio(1, { Conditionals: [cond('Q1-')] }), radio(2)]))).toContain(
      'Questions.0.Conditionals.0.RedirectQuestionId',
    );
    expect(paths(promInput([radio(1), radio(2, { Conditionals: [cond('Q1-')] })]))).toContain(
      'Questions.1.Conditionals.0.RedirectQuestionId',
    );
    expect(paths(promInput([radio(1, { Conditionals: [cond('Q9-')] }), radio(2)]))).toContain(
      'Questions.0.Conditionals.0.RedirectQuestionId',
    );
    expect(paths(promInput([radio(1, { Conditionals: [cond(0, 'Q2A1-')] }), radio(2)]))).toContain(
      'Questions.0.Conditionals.0.CompareAnswerId',
    );
    const later = { ...cond(0), CompareQuestionId: 'Q2-', CompareAnswerId: 'Q2A1-' };
    expect(paths(promInput([radio(1, { Conditionals: [later] }), radio(2)]))).toContain('Questions.0.Conditionals.0.CompareQuestionId');
    const numeric = { ComparisonOperator: 'ge' as const, CompareQuestionId: 'Q1-', CompareAnswerId: '5', RedirectQuestionId: 0 as const };
    expect(paths(promInput([radio(1, { QuestionType: 'number', Answers: [], Conditionals: [numeric] })]))).toEqual([]);
    expect(paths(promInput([radio(1, { Conditionals: [{ ...numeric, ComparisonOperator: 'eq' }] })]))).toContain(
      'Questions.0.Conditionals.0.CompareAnswerId',
    );
  });

  it('MinValue ≤ MaxValue, QuestionCount matches, Language is among LanguageIds, scored ids exist', () => {
    expect(paths(promInput([radio(1, { QuestionType: 'number', Answers: [], MinValue: 5, MaxValue: 1 })]))).toContain(
      'Questions.0.MinValue',
    );
    expect(paths(promInput([radio(1)], { QuestionCount: 2 }))).toContain('QuestionCount');
    expect(paths(promInput([radio(1)], { LanguageIds: ['en'] }))).toContain('LanguageIds');
    expect(paths(promInput([radio(1)], { Scoring: { Method: 'sum', QuestionIds: ['Q7-'], Min: 0, Max: 1 } }))).toContain(
      'Scoring.QuestionIds.0',
    );
  });

  it('PromReport and AnsweredQuestion', () => {
    expect(AnsweredQuestion.safeParse({ QuestionId: 'Q1-', AnswerId: 'Q1A1-', Milliseconds: 1200 }).success).toBe(true);
    expect(AnsweredQuestion.safeParse({ QuestionId: '' }).success).toBe(false);
    expect(AnsweredQuestion.safeParse({ QuestionId: 'Q1-', Milliseconds: -1 }).success).toBe(false);
    const r = PromReport.parse({ PromId: 'phq9', Answers: [{ QuestionId: 'Q1-', Value: 3 }] });
    expect(r.Version).toBe(0);
    expect(PromReport.safeParse({ PromId: 'phq9', NormalizedScore: 101 }).success).toBe(false);
  });
});

describe('id conventions and index steps', () => {
  it('auto-prefixes ids unless they already match', () => {
    expect(prefixQuestionId('mood', 3)).toBe('Q3-mood');
    expect(prefixQuestionId('mood', 3, 'B')).toBe('Q3B-mood');
    expect(prefixQuestionId('Q7A-mood', 3)).toBe('Q7A-mood');
    expect(prefixInfoId('intro', 2)).toBe('I2-intro');
    expect(prefixInfoId('I9-intro', 2)).toBe('I9-intro');
    expect(prefixAnswerId('yes', 'Q3-mood', 1)).toBe('Q3A1-yes');
    expect(prefixAnswerId('yes', 'Q3B-mood', 2)).toBe('Q3BA2-yes');
    expect(prefixAnswerId('Q3A4-', 'Q3-mood', 1)).toBe('Q3A4-');
    expect(() => prefixAnswerId('yes', 'mood', 1)).toThrow();
    expect(questionStem('Q12C-x')).toBe('Q12C');
    expect(questionStem('x')).toBeNull();
    expect(subQuestionLetter(1)).toBe('A');
    expect(subQuestionLetter(26)).toBe('Z');
    expect(() => subQuestionLetter(27)).toThrow();
  });

  it('question Index steps by 1000, answer Index by 10', () => {
    expect([1, 2, 3].map(questionIndex)).toEqual([1000, 2000, 3000]);
    expect([1, 2, 3].map(answerIndex)).toEqual([10, 20, 30]);
  });
});
