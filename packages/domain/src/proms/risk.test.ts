import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants';
import { chooseAnswer } from '.';
import { PHQ9_ID, shippedProm } from './instruments/index';
import { matchedRiskRules, riskGuidanceFor } from './risk';
import { RISK_GUIDANCE } from './risk-guidance';
import { Prom, type AnsweredQuestion } from './schemas';
import { makeProm, promInput, radio } from './test-helpers';

function phq9(lang: 'sv' | 'en'): Prom {
  const p = shippedProm(PHQ9_ID, lang);
  if (!p || p.Language !== lang) throw new Error(lang);
  return p;
}

/** Every PHQ-9 item answered "Not at all" except item 9, answered with the value given. */
function answers(p: Prom, item9Value: number): AnsweredQuestion[] {
  let out: AnsweredQuestion[] = [];
  for (let i = 1; i <= 9; i++) {
    const q = p.Questions.find((x) => x.Id === `Q${i}-`)!;
    const value = i === 9 ? item9Value : 0;
    out = chooseAnswer(p, out, q.Id, q.Answers.find((a) => a.ExportValue === value)!.Id);
  }
  return out;
}

describe('risk rules of an instrument', () => {
  it('PHQ-9 declares item 9 above "Inte alls" as self-harm guidance in both languages', () => {
    for (const lang of ['sv', 'en'] as const) {
      const p = phq9(lang);
      expect(p.RiskRules).toEqual([
        { Id: 'phq9-item9', QuestionId: 'Q9-', ComparisonOperator: 'gt', CompareAnswerId: 'Q9A1-', Guidance: 'selfHarm' },
      ]);
      // Total 1, 2 or 3: "no depression" by the bands, and still the guidance.
      for (const v of [1, 2, 3]) expect(riskGuidanceFor(p, answers(p, v))).toEqual(['selfHarm']);
      expect(riskGuidanceFor(p, answers(p, 0))).toEqual([]);
    }
  });

  it('matches on item 9 alone, before the rest is answered, and not before item 9 is', () => {
    const p = phq9('sv');
    const item9 = p.Questions.find((q) => q.Id === 'Q9-')!;
    expect(riskGuidanceFor(p, [])).toEqual([]);
    expect(riskGuidanceFor(p, chooseAnswer(p, [], 'Q9-', item9.Answers[2]!.Id))).toEqual(['selfHarm']);
  });

  it('a question the walk skips never matches', () => {
    const p = makeProm(
      [
        radio(1, {
          Conditionals: [{ ComparisonOperator: 'eq', CompareQuestionId: 'Q1-', CompareAnswerId: 'Q1A1-', RedirectQuestionId: 0 }],
        }),
        radio(2, {}, 3),
      ],
      { RiskRules: [{ Id: 'r', QuestionId: 'Q2-', ComparisonOperator: 'ge', CompareAnswerId: '1', Guidance: 'selfHarm' }] },
    );
    const risky = chooseAnswer(p, [], 'Q2-', 'Q2A3-');
    expect(matchedRiskRules(p, chooseAnswer(p, risky, 'Q1-', 'Q1A2-')).map((r) => r.Id)).toEqual(['r']);
    expect(matchedRiskRules(p, chooseAnswer(p, risky, 'Q1-', 'Q1A1-'))).toEqual([]);
  });

  it('the schema refuses a rule on a missing question or an answer of another question', () => {
    const rule = { Id: 'r', QuestionId: 'Q1-', ComparisonOperator: 'gt', CompareAnswerId: 'Q1A1-', Guidance: 'selfHarm' } as const;
    expect(Prom.safeParse(promInput([radio(1)], { RiskRules: [rule] })).success).toBe(true);
    const missing = Prom.safeParse(promInput([radio(1)], { RiskRules: [{ ...rule, QuestionId: 'Q7-' }] }));
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(['RiskRules.0.QuestionId']);
    const other = Prom.safeParse(promInput([radio(1), radio(2)], { RiskRules: [{ ...rule, CompareAnswerId: 'Q2A1-' }] }));
    expect(other.error?.issues.map((i) => i.path.join('.'))).toEqual(['RiskRules.0.CompareAnswerId']);
    // A version stored before rules existed reads as having none.
    expect(Prom.parse(promInput([radio(1)])).RiskRules).toEqual([]);
  });

  it('the guidance names 112, Självmordslinjen 90101 and 1177 and says nobody reads the answers live, in every language', () => {
    for (const lang of LANGUAGES) {
      const g = RISK_GUIDANCE.selfHarm[lang];
      expect(g.contacts.map((c) => c.phone)).toEqual(['112', '90101', '1177']);
      expect(g.notMonitored.length).toBeGreaterThan(40);
    }
    expect(RISK_GUIDANCE.selfHarm.sv.notMonitored).toMatch(/inte själv delar/);
    expect(RISK_GUIDANCE.selfHarm.en.notMonitored).toMatch(/unless you share/);
  });
});
