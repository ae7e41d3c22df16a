import { describe, expect, it } from 'vitest';
import { chooseAnswer } from '.';
import {
  deriveReportFields,
  isDateAnswer,
  isPartialRecord,
  isRecent,
  isSavable,
  isSavedReport,
  opensLocked,
  toOutgoingReport,
  validateAnswers,
  validateReport,
} from './report';
import { displayedScore, normalizeScore, SCORING_FUNCTIONS } from './scoring';
import type { AnsweredQuestion, PromReport } from './schemas';
import { makeProm, radio } from './test-helpers';

const prom = makeProm([
  radio(1),
  radio(2, { QuestionType: 'number', Answers: [], MinValue: 1, MaxValue: 5 }),
  radio(3, { QuestionType: 'date', Answers: [] }),
  radio(4, { QuestionType: 'chbox' }, 3),
  radio(5, { QuestionType: 'text', Answers: [], Required: false }),
]);

describe('validation of a report against its Prom', () => {
  it('accepts valid answers', () => {
    const answers: AnsweredQuestion[] = [
      { QuestionId: 'Q1-', AnswerId: 'Q1A2-' },
      { QuestionId: 'Q2-', Value: 5 },
      { QuestionId: 'Q3-', Value: '2024-02-29' },
      { QuestionId: 'Q4-', AnswerIds: ['Q4A1-', 'Q4A3-'] },
      { QuestionId: 'Q5-', Value: 'fritext' },
    ];
    expect(validateReport(prom, { PromId: 'test-prom', Answers: answers })).toEqual({});
  });

  it('an answer id that is not in the question', () => {
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q1-', AnswerId: 'Q4A1-' }]))).toEqual(['Answers.0.AnswerId']);
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q4-', AnswerIds: ['Q4A1-', 'nope'] }]))).toEqual(['Answers.0.AnswerIds.1']);
  });

  it('a number outside MinValue/MaxValue, or not whole, or not a number', () => {
    expect(validateAnswers(prom, [{ QuestionId: 'Q2-', Value: 6 }], 'en')).toEqual({ 'Answers.0.Value': ['At most 5.'] });
    expect(validateAnswers(prom, [{ QuestionId: 'Q2-', Value: 0 }], 'sv')).toEqual({ 'Answers.0.Value': ['Minst 1.'] });
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q2-', Value: 2.5 }]))).toEqual(['Answers.0.Value']);
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q2-', Value: '3' }]))).toEqual(['Answers.0.Value']);
  });

  it('a date not written YYYY-MM-DD', () => {
    for (const v of ['2024-2-1', '01/02/2024', '2023-02-29', '2024-13-01', '2024-01-01T00:00:00Z']) {
      expect(validateAnswers(prom, [{ QuestionId: 'Q3-', Value: v }], 'en'), v).toEqual({ 'Answers.0.Value': ['Invalid date.'] });
    }
    expect(isDateAnswer('2024-02-29')).toBe(true);
    expect(isDateAnswer(20240229)).toBe(false);
  });

  it('a single-choice question with two answers', () => {
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-', AnswerIds: ['Q1A1-', 'Q1A2-'] }]))).toEqual([
      'Answers.0.AnswerIds',
    ]);
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q1-', AnswerIds: ['Q1A1-', 'Q1A2-'] }]))).toEqual(['Answers.0.AnswerIds']);
    // A sub-answer with its registered level-1 parent is one answer.
    const q = radio(1, {}, 3);
    q.Answers![1] = { ...q.Answers![1]!, Level: 2 };
    const p = makeProm([q]);
    expect(validateAnswers(p, chooseAnswer(p, [], 'Q1-', 'Q1A2-'))).toEqual({});
  });

  it('unknown or repeated questions and the wrong Prom', () => {
    expect(Object.keys(validateAnswers(prom, [{ QuestionId: 'Q9-', AnswerId: 'Q9A1-' }]))).toEqual(['Answers.0.QuestionId']);
    expect(
      Object.keys(
        validateAnswers(prom, [
          { QuestionId: 'Q1-', AnswerId: 'Q1A1-' },
          { QuestionId: 'Q1-', AnswerId: 'Q1A2-' },
        ]),
      ),
    ).toEqual(['Answers.1.QuestionId']);
    expect(Object.keys(validateReport(prom, { PromId: 'other', Answers: [] }))).toEqual(['PromId']);
  });

  it('NotApplicable marks are not checked', () => {
    expect(validateAnswers(prom, [{ QuestionId: 'Q2-', Value: 99, NotApplicable: true }])).toEqual({});
  });
});

describe('report rules', () => {
  const base: PromReport = { PromId: 'test-prom', Answers: [{ QuestionId: 'Q1-', AnswerId: 'Q1A1-' }], Version: 0 };

  it('partial record: AnswerCount above the loaded answers', () => {
    expect(isPartialRecord({ AnswerCount: 3, Answers: [] })).toBe(true);
    expect(isPartialRecord({ AnswerCount: 1, Answers: base.Answers })).toBe(false);
    expect(isPartialRecord({ Answers: [] })).toBe(false);
  });

  it('recent: modified within 30 days', () => {
    const now = new Date('2026-03-31T12:00:00Z');
    expect(isRecent({ ModifiedDate: '2026-03-01T12:00:00Z' }, now)).toBe(true);
    expect(isRecent({ ModifiedDate: '2026-03-01T11:59:59Z' }, now)).toBe(false);
    expect(isRecent({ CreatedDate: '2026-03-30T00:00:00Z' }, now)).toBe(true);
    expect(isRecent({}, now)).toBe(false);
  });

  it('savable: not locked, at least one answer, valid', () => {
    expect(isSavable(prom, base, false)).toBe(true);
    expect(isSavable(prom, base, true)).toBe(false);
    expect(isSavable(prom, { ...base, Answers: [] }, false)).toBe(false);
    expect(isSavable(prom, { ...base, Answers: [{ QuestionId: 'Q1-', NotApplicable: true }] }, false)).toBe(false);
    expect(isSavable(prom, { ...base, Answers: [{ QuestionId: 'Q2-', Value: 9 }] }, false)).toBe(false);
  });

  it('saved and locked', () => {
    expect(isSavedReport({ Version: 1 })).toBe(true);
    expect(isSavedReport({ Version: 0, Id: 'V1StGXR8_Z5jdHi6B-myT' })).toBe(true);
    expect(isSavedReport({ Version: 0, Id: 'V1StGXR8Z5jdHi6BmyTab' })).toBe(false);
    const p = makeProm([radio(1)]);
    expect(opensLocked(p, { ...base, Version: 2 })).toBe(true);
    expect(opensLocked(p, { ...base, Version: 0 })).toBe(false);
    expect(opensLocked(p, { ...base, Answers: [], Version: 2 })).toBe(false);
  });

  it('derives counts, completeness and score on save', () => {
    const p = makeProm([radio(1, {}, 4), radio(2, {}, 4)], { Scoring: { Method: 'sum', QuestionIds: ['Q1-', 'Q2-'], Min: 0, Max: 6 } });
    let a = chooseAnswer(p, [], 'Q1-', 'Q1A4-');
    expect(deriveReportFields(p, a)).toEqual({
      AnswerCount: 1,
      QuestionCount: 2,
      percentCompleted: 50,
      isCompleted: false,
      Score: null,
      NormalizedScore: null,
    });
    a = chooseAnswer(p, a, 'Q2-', 'Q2A2-');
    expect(deriveReportFields(p, a)).toMatchObject({ isCompleted: true, Score: 4, NormalizedScore: 66.7 });
  });

  it('the outgoing payload drops local ids, client flags and NotApplicable answer ids', () => {
    const out = toOutgoingReport({
      ...base,
      Id: 'V1StGXR8Z5jdHi6BmyTab',
      isCompleted: true,
      Answers: [
        { Id: 'local', QuestionId: 'Q1-', AnswerId: 'Q1A1-', saved: false },
        { Id: '6f1c2c1e-0000-4000-8000-000000000000', QuestionId: 'Q2-', AnswerId: 'x', AnswerIds: ['x'], NotApplicable: true },
      ],
    });
    expect(out).toEqual({
      PromId: 'test-prom',
      Version: 0,
      Answers: [
        { QuestionId: 'Q1-', AnswerId: 'Q1A1-' },
        { Id: '6f1c2c1e-0000-4000-8000-000000000000', QuestionId: 'Q2-', NotApplicable: true, Value: null },
      ],
    });
  });
});

describe('scoring registry', () => {
  it('has a function per method and normalizes to 0–100', () => {
    expect(SCORING_FUNCTIONS.sum([1, 2, 3], makeProm([radio(1)]))).toBe(6);
    expect(SCORING_FUNCTIONS.sum([1, null], makeProm([radio(1)]))).toBeNull();
    expect(SCORING_FUNCTIONS.sum_times_4([5, 5, 5, 5, 5], makeProm([radio(1)]))).toBe(100);
    expect(SCORING_FUNCTIONS.value([7], makeProm([radio(1)]))).toBe(7);
    expect(SCORING_FUNCTIONS.none([7], makeProm([radio(1)]))).toBeNull();
    const p = makeProm([radio(1)], { Scoring: { Method: 'sum', QuestionIds: ['Q1-'], Min: 0, Max: 27 } });
    expect(normalizeScore(p, 27)).toBe(100);
    expect(normalizeScore(p, 10)).toBe(37);
    expect(normalizeScore(p, null)).toBeNull();
    expect(displayedScore(p, { Score: 10 })).toEqual({ Score: 10, NormalizedScore: 37 });
    expect(displayedScore(makeProm([radio(1)], { HideScore: true }), { Score: 10, NormalizedScore: 37 })).toBeNull();
  });
});
