import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  chooseAnswer,
  clearNotApplicable,
  completeness,
  firstItem,
  markNotApplicable,
  needsMinAnswerConfirmation,
  nextItem,
  parentAnswerOf,
  previousItem,
  resumeItem,
  setValue,
  toDateAnswer,
  visibility,
  visibleQuestions,
} from '.';
import type { AnsweredQuestion, Conditional } from './schemas';
import { makeProm, radio } from './test-helpers';

const skip = (from: number, answer: number, to: string | 0, op: Conditional['ComparisonOperator'] = 'eq'): Conditional => ({
  ComparisonOperator: op,
  CompareQuestionId: `Q${from}-`,
  CompareAnswerId: `Q${from}A${answer}-`,
  RedirectQuestionId: to,
});

// Q1 answer 1 jumps to Q4 (skipping Q2, Q3 and the info between); Q4 answer 2 ends.
const prom = makeProm(
  [radio(1, { Conditionals: [skip(1, 1, 'Q4-')] }), radio(2), radio(3), radio(4, { Conditionals: [skip(4, 2, 0)] }), radio(5)],
  {
    Infos: [{ Id: 'I1-', Text: 'Om sömn', Index: 2500 }],
  },
);
const ids = (items: { Id: string }[]) => items.map((i) => i.Id);

describe('visibility and conditionals', () => {
  it('shows every item in Index order before any answer', () => {
    expect(ids(visibility(prom, []).items)).toEqual(['Q1-', 'Q2-', 'I1-', 'Q3-', 'Q4-', 'Q5-']);
    expect(visibility(prom, []).hiddenQuestionIds.size).toBe(0);
  });

  it('a matching conditional skips the questions (and infos) up to its target', () => {
    const a = chooseAnswer(prom, [], 'Q1-', 'Q1A1-');
    expect(ids(visibility(prom, a).items)).toEqual(['Q1-', 'Q4-', 'Q5-']);
    expect(visibility(prom, a).hiddenQuestionIds).toEqual(new Set(['Q2-', 'Q3-']));
  });

  it('redirect 0 ends the questionnaire', () => {
    const a = chooseAnswer(prom, [], 'Q4-', 'Q4A2-');
    expect(ids(visibleQuestions(prom, a))).toEqual(['Q1-', 'Q2-', 'Q3-', 'Q4-']);
  });

  it('a non-matching answer goes on to the next question', () => {
    const a = chooseAnswer(prom, [], 'Q1-', 'Q1A2-');
    expect(visibility(prom, a).hiddenQuestionIds.size).toBe(0);
  });

  it('answers of skipped questions never steer the walk', () => {
    const p = makeProm([radio(1, { Conditionals: [skip(1, 1, 'Q3-')] }), radio(2, { Conditionals: [skip(2, 1, 0)] }), radio(3)]);
    const stale: AnsweredQuestion[] = [
      { QuestionId: 'Q1-', AnswerId: 'Q1A1-' },
      { QuestionId: 'Q2-', AnswerId: 'Q2A1-' },
    ];
    expect(ids(visibleQuestions(p, stale))).toEqual(['Q1-', 'Q3-']);
  });

  it('ne and ordered operators, on choices and numbers', () => {
    const p = makeProm([
      radio(1, { Conditionals: [skip(1, 1, 'Q3-', 'ne')] }, 3),
      radio(2),
      radio(3, {
        QuestionType: 'number',
        Answers: [],
        Conditionals: [{ ComparisonOperator: 'ge', CompareQuestionId: 'Q3-', CompareAnswerId: '5', RedirectQuestionId: 'Q5-' }],
      }),
      radio(4),
      radio(5, { Conditionals: [skip(1, 2, 0, 'gt')] }),
      radio(6),
    ]);
    expect(visibility(p, chooseAnswer(p, [], 'Q1-', 'Q1A3-')).hiddenQuestionIds.has('Q2-')).toBe(true);
    expect(visibility(p, chooseAnswer(p, [], 'Q1-', 'Q1A1-')).hiddenQuestionIds.has('Q2-')).toBe(false);
    expect(visibility(p, setValue(p, [], 'Q3-', 7)).hiddenQuestionIds.has('Q4-')).toBe(true);
    expect(visibility(p, setValue(p, [], 'Q3-', 4)).hiddenQuestionIds.has('Q4-')).toBe(false);
    // Q1 answer 3 (ExportValue 2) > answer 2's ExportValue 1: Q5 ends it, Q6 hidden.
    expect(visibility(p, chooseAnswer(p, [], 'Q1-', 'Q1A3-')).hiddenQuestionIds.has('Q6-')).toBe(true);
  });
});

describe('stepwise mode', () => {
  it('Next follows the redirect, Previous skips hidden questions, null is the end', () => {
    const a = chooseAnswer(prom, [], 'Q1-', 'Q1A1-');
    expect(firstItem(prom, a)?.Id).toBe('Q1-');
    expect(nextItem(prom, a, 'Q1-')?.Id).toBe('Q4-');
    expect(previousItem(prom, a, 'Q4-')?.Id).toBe('Q1-');
    expect(previousItem(prom, a, 'Q1-')).toBeNull();
    expect(nextItem(prom, a, 'Q5-')).toBeNull();
    const ended = chooseAnswer(prom, a, 'Q4-', 'Q4A2-');
    expect(nextItem(prom, ended, 'Q4-')).toBeNull();
  });

  it('from a hidden question (a stale URL) it moves to the neighbouring visible items', () => {
    const a = chooseAnswer(prom, [], 'Q1-', 'Q1A1-');
    expect(nextItem(prom, a, 'Q2-')?.Id).toBe('Q4-');
    expect(previousItem(prom, a, 'Q3-')?.Id).toBe('Q1-');
    expect(nextItem(prom, a, 'nope')?.Id).toBe('Q1-');
  });

  it('steps through info items', () => {
    expect(nextItem(prom, [], 'Q2-')?.Id).toBe('I1-');
    expect(previousItem(prom, [], 'Q3-')?.Id).toBe('I1-');
  });

  it('Next is disabled until answered, unless not required or an info item', () => {
    const p = makeProm([radio(1), radio(2, { Required: false })], { Infos: [{ Id: 'I1-', Text: 'Info', Index: 1500 }] });
    expect(canGoNext(p, [], 'Q1-')).toBe(false);
    expect(canGoNext(p, chooseAnswer(p, [], 'Q1-', 'Q1A1-'), 'Q1-')).toBe(true);
    expect(canGoNext(p, [], 'Q2-')).toBe(true);
    expect(canGoNext(p, [], 'I1-')).toBe(true);
    expect(canGoNext(p, [], 'Q9-')).toBe(false);
  });

  it('MinAnswerCount asks for confirmation when fewer are chosen', () => {
    const p = makeProm([radio(1, { QuestionType: 'chbox', MinAnswerCount: 2 }, 3)]);
    const q = p.Questions[0]!;
    const one = chooseAnswer(p, [], 'Q1-', 'Q1A1-');
    expect(needsMinAnswerConfirmation(q, one[0])).toBe(true);
    const two = chooseAnswer(p, one, 'Q1-', 'Q1A2-');
    expect(needsMinAnswerConfirmation(q, two[0])).toBe(false);
    expect(needsMinAnswerConfirmation(makeProm([radio(1)]).Questions[0]!, undefined)).toBe(false);
  });

  it('resumes at the first unanswered visible question', () => {
    const a = chooseAnswer(prom, [], 'Q1-', 'Q1A1-');
    expect(resumeItem(prom, a)?.Id).toBe('Q4-');
    expect(resumeItem(prom, [])?.Id).toBe('Q1-');
  });
});

describe('NotApplicable', () => {
  it('hidden questions are marked and their answers cleared; shown again, the marks go', () => {
    let a = chooseAnswer(prom, [], 'Q2-', 'Q2A2-');
    a = chooseAnswer(prom, a, 'Q3-', 'Q3A1-');
    a = chooseAnswer(prom, a, 'Q1-', 'Q1A1-');
    expect(
      a
        .filter((x) => x.NotApplicable)
        .map((x) => x.QuestionId)
        .sort(),
    ).toEqual(['Q2-', 'Q3-']);
    expect(a.find((x) => x.QuestionId === 'Q2-')).toMatchObject({ AnswerId: null, AnswerIds: [], Value: null });
    expect(markNotApplicable(prom, a)).toEqual(a);
    a = chooseAnswer(prom, a, 'Q1-', 'Q1A2-');
    expect(a.some((x) => x.NotApplicable)).toBe(false);
    expect(a.map((x) => x.QuestionId)).toEqual(['Q1-']);
  });

  it('clearNotApplicable removes the marks only', () => {
    const a = chooseAnswer(prom, [], 'Q1-', 'Q1A1-');
    expect(clearNotApplicable(a).map((x) => x.QuestionId)).toEqual(['Q1-']);
  });
});

describe('completeness', () => {
  it('counts an unanswered optional question as done only once the required ones are', () => {
    const p = makeProm([radio(1), radio(2), radio(3, { Required: false })]);
    expect(completeness(p, [])).toMatchObject({ answeredCount: 0, questionCount: 3 });
    const one = chooseAnswer(p, [], 'Q1-', 'Q1A1-');
    expect(completeness(p, one)).toMatchObject({ answeredCount: 1, isCompleted: false });
    expect(completeness(p, chooseAnswer(p, one, 'Q2-', 'Q2A1-'))).toMatchObject({
      answeredCount: 3,
      isCompleted: true,
      percentCompleted: 100,
    });
  });
  it('is 100 % when the answered count reaches the question count; hidden questions count as done', () => {
    expect(completeness(prom, [])).toMatchObject({ answeredCount: 0, questionCount: 5, percentCompleted: 0, isCompleted: false });
    let a = chooseAnswer(prom, [], 'Q1-', 'Q1A1-');
    expect(completeness(prom, a)).toMatchObject({ answeredCount: 3, percentCompleted: 60, hiddenCount: 2, visibleCount: 3 });
    a = chooseAnswer(prom, a, 'Q4-', 'Q4A1-');
    a = chooseAnswer(prom, a, 'Q5-', 'Q5A1-');
    expect(completeness(prom, a)).toMatchObject({ answeredCount: 5, percentCompleted: 100, isCompleted: true, visibleAnsweredCount: 3 });
    // Marks removed (hidden questions shown again): still complete.
    expect(completeness(prom, clearNotApplicable(a)).isCompleted).toBe(true);
  });

  it('questions that are not required never hold completion back', () => {
    const p = makeProm([radio(1), radio(2, { Required: false })]);
    expect(completeness(p, chooseAnswer(p, [], 'Q1-', 'Q1A1-')).isCompleted).toBe(true);
  });

  it('never reaches 100 % with a required question open', () => {
    const p = makeProm(Array.from({ length: 200 }, (_, i) => radio(i + 1)));
    let a: AnsweredQuestion[] = [];
    for (let i = 1; i < 200; i++) a = chooseAnswer(p, a, `Q${i}-`, `Q${i}A1-`);
    expect(completeness(p, a).percentCompleted).toBe(99);
  });
});

describe('answer inputs', () => {
  it('choosing a single-choice answer again unselects it', () => {
    const p = makeProm([radio(1)]);
    const a = chooseAnswer(p, [], 'Q1-', 'Q1A1-', { now: '2026-01-01T10:00:00.000Z', milliseconds: 1234.4 });
    expect(a).toEqual([
      {
        QuestionId: 'Q1-',
        AnswerId: 'Q1A1-',
        AnswerIds: ['Q1A1-'],
        saved: false,
        CreatedDate: '2026-01-01T10:00:00.000Z',
        Milliseconds: 1234,
      },
    ]);
    expect(chooseAnswer(p, a, 'Q1-', 'Q1A1-')).toEqual([]);
    expect(chooseAnswer(p, a, 'Q1-', 'Q1A2-')[0]).toMatchObject({ AnswerId: 'Q1A2-', AnswerIds: ['Q1A2-'] });
  });

  it('multiple choice toggles; sub-answers register their level-1 parent', () => {
    const q = radio(1, { QuestionType: 'chbox' }, 4);
    q.Answers![1] = { ...q.Answers![1]!, Level: 2 };
    q.Answers![2] = { ...q.Answers![2]!, Level: 3 };
    const p = makeProm([q]);
    expect(parentAnswerOf(p.Questions[0]!, 'Q1A3-')?.Id).toBe('Q1A1-');
    expect(parentAnswerOf(p.Questions[0]!, 'Q1A1-')).toBeNull();
    let a = chooseAnswer(p, [], 'Q1-', 'Q1A3-');
    expect(a[0]!.AnswerIds).toEqual(['Q1A1-', 'Q1A3-']);
    a = chooseAnswer(p, a, 'Q1-', 'Q1A4-');
    expect(a[0]!.AnswerIds).toEqual(['Q1A1-', 'Q1A3-', 'Q1A4-']);
    a = chooseAnswer(p, a, 'Q1-', 'Q1A1-');
    expect(a[0]!.AnswerIds).toEqual(['Q1A4-']);
    expect(chooseAnswer(p, a, 'Q1-', 'Q1A4-')).toEqual([]);
  });

  it('a single-choice sub-answer registers its parent too', () => {
    const q = radio(1, {}, 3);
    q.Answers![1] = { ...q.Answers![1]!, Level: 2 };
    const p = makeProm([q]);
    expect(chooseAnswer(p, [], 'Q1-', 'Q1A2-')[0]).toMatchObject({ AnswerId: 'Q1A2-', AnswerIds: ['Q1A1-', 'Q1A2-'] });
  });

  it('clearing a field removes the answer; dates are YYYY-MM-DD; sliders use whole steps within range', () => {
    const p = makeProm([
      radio(1, { QuestionType: 'text', Answers: [] }),
      radio(2, { QuestionType: 'date', Answers: [] }),
      radio(3, { QuestionType: 'number', Answers: [], MinValue: 0, MaxValue: 10 }),
      radio(4, { QuestionType: 'slider', Answers: [], MinValue: 0, MaxValue: 10 }),
      radio(5, { QuestionType: 'dropdown' }),
    ]);
    let a = setValue(p, [], 'Q1-', 'hej');
    expect(a[0]!.Value).toBe('hej');
    expect(setValue(p, a, 'Q1-', '')).toEqual([]);
    a = setValue(p, [], 'Q2-', new Date(2026, 2, 5, 23, 30));
    expect(a[0]!.Value).toBe('2026-03-05');
    expect(toDateAnswer('2026-03-05T10:00:00Z')).toBe('2026-03-05');
    expect(setValue(p, [], 'Q3-', 12)[0]!.Value).toBe(12);
    expect(setValue(p, [], 'Q3-', Number.NaN)).toEqual([]);
    expect(setValue(p, [], 'Q3-', null)).toEqual([]);
    expect(setValue(p, [], 'Q4-', 6.6)[0]!.Value).toBe(7);
    expect(setValue(p, [], 'Q4-', 14)[0]!.Value).toBe(10);
    expect(setValue(p, [], 'Q4-', -3)[0]!.Value).toBe(0);
    expect(setValue(p, [], 'Q5-', 'Q5A2-')[0]).toMatchObject({ AnswerId: 'Q5A2-' });
    expect(setValue(p, setValue(p, [], 'Q5-', 'Q5A2-'), 'Q5-', '')).toEqual([]);
    expect(() => setValue(p, [], 'Q5-', 'Q1A1-')).toThrow();
    expect(() => chooseAnswer(p, [], 'Q1-', 'Q1A1-')).toThrow();
  });
});

describe('robustness against a Prom that skipped the schema', () => {
  it('ignores a backward or unknown redirect instead of looping', () => {
    const p = makeProm([radio(1), radio(2), radio(3)]);
    const broken = {
      ...p,
      Questions: p.Questions.map((q) => (q.Id === 'Q2-' ? { ...q, Conditionals: [skip(2, 1, 'Q1-'), skip(2, 2, 'Q9-')] } : q)),
    };
    for (const answer of ['Q2A1-', 'Q2A2-']) {
      const a = chooseAnswer(broken, [], 'Q2-', answer);
      expect(ids(visibleQuestions(broken, a))).toEqual(['Q1-', 'Q2-', 'Q3-']);
    }
  });
});
