import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chooseAnswer, completeness, firstItem, nextItem, previousItem, visibility } from '.';
import type { AnsweredQuestion, Conditional, Prom, QuestionInput } from './schemas';
import { makeProm, radio } from './test-helpers';

/**
 * Random valid Proms: n radio questions (with infos between some), each with random forward
 * conditionals (any operator, target a later question or 0 = end).
 */
const promArb: fc.Arbitrary<Prom> = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc
    .tuple(
      fc.array(
        fc.array(
          fc.record({
            op: fc.constantFrom<Conditional['ComparisonOperator']>('eq', 'ne', 'lt', 'le', 'gt', 'ge'),
            answer: fc.integer({ min: 1, max: 3 }),
            back: fc.integer({ min: 0, max: 3 }),
            target: fc.integer({ min: 0, max: n }),
          }),
          { maxLength: 3 },
        ),
        { minLength: n, maxLength: n },
      ),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
      fc.array(fc.boolean(), { minLength: n, maxLength: n }),
    )
    .map(([conds, infos, required]) => {
      const questions: QuestionInput[] = conds.map((list, i) => {
        const position = i + 1;
        const conditionals: Conditional[] = list.map((c) => {
          const compareTo = Math.max(1, position - c.back);
          const target = c.target <= position ? 0 : c.target;
          return {
            ComparisonOperator: c.op,
            CompareQuestionId: `Q${compareTo}-`,
            CompareAnswerId: `Q${compareTo}A${c.answer}-`,
            RedirectQuestionId: target === 0 ? 0 : `Q${target}-`,
          };
        });
        return radio(position, { Conditionals: conditionals, Required: required[i]! }, 3);
      });
      const infoItems = infos.flatMap((on, i) => (on ? [{ Id: `I${i + 1}-`, Text: 'Info', Index: (i + 1) * 1000 + 500 }] : []));
      return makeProm(questions, { Infos: infoItems });
    }),
);

/** A sequence of clicks: question position and answer number (clicking again unselects). */
const clicksArb = fc.array(fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 3 })), { maxLength: 30 });

function play(prom: Prom, clicks: [number, number][]): AnsweredQuestion[][] {
  const states: AnsweredQuestion[][] = [[]];
  let answers: AnsweredQuestion[] = [];
  for (const [q, a] of clicks) {
    if (q > prom.Questions.length) continue;
    answers = chooseAnswer(prom, answers, `Q${q}-`, `Q${q}A${a}-`);
    states.push(answers);
  }
  return states;
}

const allItems = (prom: Prom) => prom.Questions.length + prom.Infos.length;

describe('engine properties', () => {
  it('stepping Next never loops, never passes the end, and visits exactly the visible items', () => {
    fc.assert(
      fc.property(promArb, clicksArb, (prom, clicks) => {
        for (const answers of play(prom, clicks)) {
          const visible = visibility(prom, answers).items.map((i) => i.Id);
          const seen: string[] = [];
          let item = firstItem(prom, answers);
          while (item) {
            expect(seen).not.toContain(item.Id);
            expect(seen.length).toBeLessThan(allItems(prom));
            seen.push(item.Id);
            item = nextItem(prom, answers, item.Id);
          }
          expect(seen).toEqual(visible);
          // Index strictly increases along the walk.
          const order = visibility(prom, answers).items.map((i) => i.Index);
          expect(order).toEqual([...order].sort((a, b) => a - b));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('Previous walks back over exactly the visible items', () => {
    fc.assert(
      fc.property(promArb, clicksArb, (prom, clicks) => {
        const answers = play(prom, clicks).at(-1)!;
        const visible = visibility(prom, answers).items.map((i) => i.Id);
        const back: string[] = [];
        let item = visibility(prom, answers).items.at(-1) ?? null;
        while (item) {
          expect(back.length).toBeLessThan(allItems(prom));
          back.push(item.Id);
          item = previousItem(prom, answers, item.Id);
        }
        expect(back.reverse()).toEqual(visible);
      }),
      { numRuns: 300 },
    );
  });

  it('a hidden question never counts as unanswered, and hidden questions carry no answers', () => {
    fc.assert(
      fc.property(promArb, clicksArb, (prom, clicks) => {
        for (const answers of play(prom, clicks)) {
          const { hiddenQuestionIds, visibleQuestionIds } = visibility(prom, answers);
          const c = completeness(prom, answers);
          const openVisibleRequired = prom.Questions.filter(
            (q) => visibleQuestionIds.has(q.Id) && q.Required && !answers.some((a) => a.QuestionId === q.Id && !a.NotApplicable),
          ).length;
          // Unanswered optional questions count as done only once no required one is open.
          const openOptional = prom.Questions.filter(
            (q) => visibleQuestionIds.has(q.Id) && !q.Required && !answers.some((a) => a.QuestionId === q.Id && !a.NotApplicable),
          ).length;
          expect(c.questionCount - c.answeredCount).toBe(openVisibleRequired === 0 ? 0 : openVisibleRequired + openOptional);
          expect(c.isCompleted).toBe(openVisibleRequired === 0);
          expect(c.percentCompleted === 100).toBe(c.isCompleted);
          for (const a of answers) {
            if (hiddenQuestionIds.has(a.QuestionId)) expect(a).toMatchObject({ NotApplicable: true, AnswerIds: [] });
            else expect(a.NotApplicable).toBeUndefined();
          }
          expect(new Set(answers.map((a) => a.QuestionId)).size).toBe(answers.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
